import { expect, type Locator } from './test';

/**
 * Types a date as a user does: key by key into the masked field after erasing it with Backspace (the mask
 * takes keys, not fill()). An empty `value` leaves the field empty.
 */
export async function typeDate(field: Locator, value: string): Promise<void> {
  await field.click();
  await field.press('End');
  for (let count = (await field.inputValue()).length; count > 0; count -= 1) await field.press('Backspace');
  if (value) await field.pressSequentially(value, { delay: 40 });
  await expect(field).toHaveValue(value);
}
