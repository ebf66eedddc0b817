import ICAL from 'ical.js';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { paths } from '@/config/paths';
import type { Observance } from '@/generated/model';
import { signIn } from './support/sign-in';

/**
 * What the Observances screen needs a browser for: the clipboard and the calendar feed fetched as a
 * calendar app does (no token), Reset link taking a copied feed URL back, the tag listbox, Escape out of an
 * observance with the filters kept, and toasts. Axe on the list, the detail dialog, both steps of the
 * integration dialog and its Reset link question, in English and Spanish, is part of the accessibility
 * sweep (accessibility.spec.ts). The rules, calls and messages are proved over the demo handlers in
 * observances-page.test.tsx and calendar-integration-dialog.test.tsx.
 */
const PAGE = paths.abiObservances.href();

async function openObservances(page: Page, path = PAGE) {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/abi/observances' && response.ok(),
  );
  await signIn(page, 'owner@demo.test', { path });
  return (await (await answer).json()) as Observance[];
}

/**
 * The portal's policy allows no clipboard reads (clipboard-read=()), so the test notes what the page
 * writes (`window.copiedText`), and the write still goes to the real clipboard (the snackbar shows only
 * once it succeeded).
 */
async function noteClipboardWrites(page: Page, context: BrowserContext, baseURL: string | undefined) {
  await context.grantPermissions(['clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text: string) => {
      (window as unknown as { copiedText?: string }).copiedText = text;
      return write(text);
    };
  });
}

test('Copy URL to Integrate copies a feed URL a calendar app can fetch without a token; a forged id gets 404', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await noteClipboardWrites(page, context, baseURL);
  await openObservances(page);
  await page.getByRole('button', { name: 'Copy URL to Integrate' }).click();
  await expect(page.getByText('Text copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText ?? '');
  const feed = new URL(copied);
  expect(feed.pathname).toBe('/api/CalendarEvents/calendar');
  expect(feed.searchParams.get('id')).toMatch(/^[A-Za-z0-9_-]{8,}$/);

  // A calendar app: a plain GET from outside the browser, no Authorization header.
  const answer = await request.get(copied);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
  expect(calendar.getAllSubcomponents('vevent').length).toBeGreaterThan(0);

  const forged = new URL(copied);
  forged.searchParams.set('id', 'forged-calendar-id-0000');
  expect((await request.get(forged.href)).status()).toBe(404);
});

test('tags filter the list through the URL, Escape out of an observance keeps them, Clear takes them off; Save confirms with its toast', async ({
  page,
}) => {
  await openObservances(page);
  const count = page.getByTestId('observances-found');
  await expect(count).toHaveText(/observances found\.$/);
  const all = await count.textContent();

  await page.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'Women' }).click();
  await page.keyboard.press('Escape');
  const filtered = page.waitForResponse((response) => new URL(response.url()).searchParams.has('tags'));
  await page.getByRole('button', { name: 'Search' }).click();
  const tagged = (await (await filtered).json()) as Observance[];
  expect(tagged.every((observance) => observance.tags.some((tag) => tag.label === 'Women'))).toBe(true);
  await expect(page).toHaveURL(/[?&]tags=\d+/);
  await expect(count).toHaveText(`${tagged.length} observances found.`);

  // An observance opens by a click on its name; Escape closes it back to the list, the filter kept.
  const filteredUrl = page.url();
  await page.getByRole('link', { name: tagged[0]!.name, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: tagged[0]!.name });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/abi/observances/${tagged[0]!.id}\\?`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(filteredUrl);

  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).not.toHaveURL(/tags=/);
  await expect(count).toHaveText(all ?? '');

  const item = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Save', exact: true }) });
  await item.first().getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved observance.')).toBeVisible();
});

test('Reset link, confirmed, takes the copied feed URL back: it answers 404, the new URL copied serves the calendar', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await noteClipboardWrites(page, context, baseURL);
  const copiedText = () => page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText ?? '');
  // The administrator's calendar: no other test uses it, so its reset surprises no one running at the same time.
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/abi/observances' && response.ok(),
  );
  await signIn(page, 'admin@demo.test', { path: PAGE });
  await answer;

  await page.getByRole('button', { name: 'Calendar Integration' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Google Calendar').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const field = dialog.getByRole('textbox', { name: 'Calendar URL' });
  await expect(field).toHaveValue(/\/api\/CalendarEvents\/calendar\?id=/);
  await dialog.getByRole('button', { name: 'Copy the calendar URL' }).click();
  await expect.poll(copiedText).toMatch(/\?id=/);
  const oldUrl = await copiedText();
  expect((await request.get(oldUrl)).status()).toBe(200);

  await dialog.getByRole('button', { name: 'Reset link' }).click();
  const question = dialog.getByRole('group', { name: 'Reset the calendar link?' });
  await question.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByText('The calendar link was reset. Add the new link to your calendar apps.')).toBeVisible();
  await expect(field).not.toHaveValue(oldUrl);
  await expect(field).toBeFocused();

  await dialog.getByRole('button', { name: 'Copy the calendar URL' }).click();
  await expect.poll(copiedText).not.toBe(oldUrl);
  const newUrl = await copiedText();
  await expect(field).toHaveValue(newUrl);

  expect((await request.get(oldUrl)).status()).toBe(404);
  const fresh = await request.get(newUrl);
  expect(fresh.status()).toBe(200);
  expect(fresh.headers()['content-type']).toContain('text/calendar');
});
