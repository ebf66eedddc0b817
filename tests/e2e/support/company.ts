import { expect, type Page } from '@playwright/test';
import { paths } from '@/config/paths';

/** Switches the selected company through Profile → Change Company, as a user does. */
export async function switchCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Company' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(paths.company.href());
  await dialog.getByLabel('Company').selectOption({ label: name });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('company-name')).toHaveText(name);
}
