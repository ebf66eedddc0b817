import { expect, test, type Page, type Response } from './support/test';
import { paths } from '@/config/paths';
import type { ReportCard } from '@/generated/model';
import { expectNoAxeViolations } from './support/axe';
import { portalToday, portalYearsBack } from './support/demo-today';
import { signIn } from './support/sign-in';

const PAGE = paths.reportsDocumentCenter.href();
const isReportCards = (response: Response) =>
  new URL(response.url()).pathname === '/api/Documents/reportcard/clientreportcards';

/** yyyy-MM-dd → MM/DD/YYYY, the order the date fields are typed in. */
const typedOrder = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

const languageSwitch = (page: Page, label: 'Language' | 'Idioma') => page.getByRole('combobox', { name: label });

test('the language switch: Spanish without a reload, kept on the next visit, dates in the fields’ order in both languages', async ({
  page,
}) => {
  const answer = page.waitForResponse(isReportCards);
  await signIn(page, 'owner@demo.test', { path: PAGE });
  const cards = (await (await answer).json()) as ReportCard[];
  const newest = [...cards].sort((a, b) => b.date.localeCompare(a.date))[0]!;
  const firstDate = page.getByRole('table').locator('tbody tr').first().locator('td').last();
  await expect(firstDate).toHaveText(typedOrder(newest.date));
  await expect(page.getByRole('textbox', { name: 'From Date' })).toHaveValue(typedOrder(portalYearsBack(1)));

  const english = languageSwitch(page, 'Language');
  await expect(english).toHaveValue('en');
  await expect(english.locator('option')).toHaveText(['English', 'Español']);
  await expect(english.locator('option[lang="es"]')).toHaveText('Español');
  await expectNoAxeViolations(page);

  // No reload and no new request: the page keeps its server data while every text changes.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  let refetched = false;
  page.on('response', (response) => (refetched ||= isReportCards(response)));
  await english.selectOption('Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const spanish = languageSwitch(page, 'Idioma');
  await expect(spanish).toHaveValue('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centro de documentos');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Centro de documentos' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Perfil' })).toBeVisible();
  await expect(page).toHaveTitle(/^Centro de documentos · /);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(refetched).toBe(false);

  // Dates keep the order they are typed in: MM/DD/YYYY, never 22/11 in Spanish.
  const from = page.getByRole('textbox', { name: 'Fecha desde' });
  await expect(from).toHaveValue(typedOrder(portalYearsBack(1)));
  await expect(from).toHaveAttribute('placeholder', 'MM/DD/AAAA');
  await expect(page.getByRole('textbox', { name: 'Fecha hasta' })).toHaveValue(typedOrder(portalToday()));
  await expect(firstDate).toHaveText(typedOrder(newest.date));
  await expectNoAxeViolations(page);

  // The next visit opens in the chosen language, whatever the browser's.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(languageSwitch(page, 'Idioma')).toHaveValue('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centro de documentos');

  await languageSwitch(page, 'Idioma').selectOption('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document Center');
  await expect(languageSwitch(page, 'Language')).toHaveValue('en');
  expect(await page.evaluate(() => localStorage.getItem('employer-portal.language'))).toBe('en');
});
