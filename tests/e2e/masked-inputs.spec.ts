import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * Masked inputs keep every keystroke even when the page is busy: a mask that reformats on timers, or an
 * input that echoes the form's older value, dropped digits on a loaded machine (phone and MM/DD/YYYY).
 */
test('masked phone and date inputs keep fast typing on a slow CPU', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner@demo.test', { path: '/account/company-info' });
  await expect(page.getByLabel('Company Name')).not.toHaveValue('');
  const cdp = await page.context().newCDPSession(page);
  // Slow only while typing: the page loads between the two fields at full speed.
  const throttle = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await throttle(6);

  const phone = page.getByLabel('Business Phone');
  await phone.fill('');
  await phone.pressSequentially('6175550100');
  await expect(phone).toHaveValue('617-555-0100');
  // Replacing the first digit of the middle group in place: the caret stays where the digit was.
  await phone.press('Home');
  for (let step = 0; step < 5; step += 1) await phone.press('ArrowRight');
  await phone.press('Backspace');
  await phone.press('9');
  await expect(phone).toHaveValue('617-955-0100');

  await throttle(1);
  await page.goto('/reports/job-performance');
  const from = page.getByRole('textbox', { name: 'From Date' });
  await expect(from).not.toHaveValue('');
  await throttle(6);
  await from.fill('');
  await from.pressSequentially('09012026');
  await expect(from).toHaveValue('09/01/2026');
  await from.press('Backspace');
  await from.press('Backspace');
  await from.pressSequentially('25');
  await expect(from).toHaveValue('09/01/2025');
});
