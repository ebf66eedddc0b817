import { expect, test, type Page } from './support/test';
import { paths } from '@/config/paths';
import type { Notification, NotificationPreference } from '@/generated/model';
import { expectNoAxeViolations } from './support/axe';
import { expectTableFits } from './support/data-table';
import { signIn } from './support/sign-in';

/**
 * What the notifications need a browser for: the bell's menu opened and chosen with a real pointer,
 * navigation across pages (a notification's link, View all, the profile menu), and axe on the open menu,
 * /notification/list, the empty menu and /notification/preferences, in English and Spanish. Counts,
 * requests, the impersonation rule and one request per switch change are proved over the demo handlers
 * in src/features/notifications/**\/*.test.tsx.
 *
 * Each language signs in a different account: the English run marks the owner's notifications read, and
 * both runs share one demo backend.
 */
const TEXT = {
  'en-US': {
    account: 'owner@demo.test',
    bell: (n: number) => `Notifications, ${n} unread`,
    viewAll: 'View all',
    markAllRead: 'Mark all as read',
    empty: 'No notifications',
    list: 'Notifications',
    selectAll: 'Select all',
    markRead: 'Mark as Read',
    noneUnread: '0 unread notifications.',
    profile: 'Profile',
    preferences: 'Notification Preferences',
    notifyMe: (name: string) => `Notify me: ${name}`,
  },
  'es-ES': {
    account: 'admin@demo.test',
    bell: (n: number) => `Notificaciones, ${n} sin leer`,
    viewAll: 'Ver todas',
    markAllRead: 'Marcar todas como leídas',
    empty: 'No hay notificaciones',
    list: 'Notificaciones',
    selectAll: 'Seleccionar todas',
    markRead: 'Marcar como leída',
    noneUnread: '0 notificaciones sin leer.',
    profile: 'Perfil',
    preferences: 'Preferencias de notificación',
    notifyMe: (name: string) => `Notificarme: ${name}`,
  },
} as const;

const isUnreadList = (url: string) => /^\/api\/Notifications\/company\/\d+\/user\/\d+\/3$/.test(new URL(url).pathname);

async function openMenu(page: Page, name: string) {
  const bell = page.getByRole('button', { name, exact: true });
  // The menu a choice closed may still be on screen, leaving: a click then would meet it half closed.
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Newest first, as the bell lists them. */
const newestFirst = (notifications: Notification[]) =>
  [...notifications].sort((a, b) => b.dateCreated.localeCompare(a.dateCreated) || b.id - a.id);

// First in the file: the owner still has unread notifications (the English test below marks them all read).
test('a notification linking to another site opens a new tab from the keyboard, and this tab stays', async ({
  page,
}) => {
  // The demo's links all point into the app: the answer points the newest unread one at another site.
  const otherSite = 'https://news.example.org/diversity';
  await page.context().route(`${otherSite}**`, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  await page.route(
    (url) => isUnreadList(url.href),
    async (route) => {
      const response = await route.fetch();
      const [newest, ...rest] = newestFirst((await response.json()) as Notification[]);
      await route.fulfill({ response, json: newest ? [{ ...newest, link: otherSite }, ...rest] : [] });
    },
  );
  const unreadAnswer = page.waitForResponse((response) => isUnreadList(response.url()));
  await signIn(page, TEXT['en-US'].account);
  const count = ((await (await unreadAnswer).json()) as Notification[]).length;
  const here = page.url();

  const menu = await openMenu(page, TEXT['en-US'].bell(count));
  const item = menu.getByRole('menuitem').first();
  await expect(item).toContainText('(opens another site)');
  await expect(item).toHaveAttribute('target', '_blank');
  await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
  await page.keyboard.press('ArrowDown');
  await expect(item).toHaveAttribute('data-highlighted');
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  await expect(await popup).toHaveURL(otherSite);
  expect(page.url()).toBe(here);
  await expect(page.getByRole('button', { name: TEXT['en-US'].bell(count - 1), exact: true })).toBeVisible();
  // The bell may still be asking for its list as the page closes: its answer then has nowhere to go.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

for (const locale of ['en-US', 'es-ES'] as const) {
  test(`the bell, the list and the preferences: navigation, mark read and axe (${locale})`, async ({ browser }) => {
    const text = TEXT[locale];
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const unreadAnswer = page.waitForResponse((response) => isUnreadList(response.url()) && response.ok());
    await signIn(page, text.account);
    const unread = (await (await unreadAnswer).json()) as Notification[];
    const count = unread.length;
    expect(count).toBeGreaterThan(1);

    // The bell's menu: the newest unread (at most 10), View all, Mark all as read.
    let menu = await openMenu(page, text.bell(count));
    await expect(menu.getByRole('menuitem')).toHaveCount(Math.min(count, 10) + 2);
    await expectNoAxeViolations(page);

    // A notification goes to its link in the app and is marked read: the count goes down.
    const newest = newestFirst(unread)[0]!;
    await menu.getByRole('menuitem').filter({ hasText: newest.description }).click();
    await expect(page).toHaveURL(newest.link!);
    await expect(page.getByRole('button', { name: text.bell(count - 1), exact: true })).toBeVisible();

    // View all → /notification/list; Select all + Mark as Read leaves nothing unread, in the bell too.
    menu = await openMenu(page, text.bell(count - 1));
    await menu.getByRole('menuitem', { name: text.viewAll }).click();
    await expect(page).toHaveURL(paths.notificationList.href());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.list);
    await expect(page.getByRole('main').getByRole('row')).not.toHaveCount(1);
    await expectNoAxeViolations(page);
    // On a phone the list fits the screen and stays readable: the dates wrap, so the descriptions keep
    // their width instead of being pushed off to the side.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectTableFits(page);
    const description = page.getByRole('main').getByRole('row').nth(1).getByRole('cell').nth(2);
    expect((await description.boundingBox())?.width).toBeGreaterThan(160);
    // The bell's actions stay in view below its list, however many items it holds.
    menu = await openMenu(page, text.bell(count - 1));
    await expect(menu.getByRole('menuitem', { name: text.viewAll })).toBeInViewport({ ratio: 1 });
    await expect(menu.getByRole('menuitem', { name: text.markAllRead })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });
    // Chakra's checkbox is a styled control over a hidden input: a click lands on its label, as a user's does.
    await page.getByRole('columnheader').getByText(text.selectAll).click();
    await expect(page.getByRole('checkbox', { name: text.selectAll })).toBeChecked();
    await page.getByRole('button', { name: text.markRead }).click();
    await expect(page.getByTestId('unread-count')).toHaveText(text.noneUnread);
    menu = await openMenu(page, text.bell(0));
    await expect(menu.getByRole('menuitem', { name: text.empty })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // Profile → Notification Preferences; one switch sends its opt-in or opt-out and shows the new value.
    const preferencesAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/Notifications/preferences' && response.ok(),
    );
    // Opened from the keyboard, the Profile button keeps legible text beside its menu (it was white on a
    // pale blue; a pointer over it hid that).
    await page.getByRole('button', { name: text.profile }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: text.preferences })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('menuitem', { name: text.preferences }).click();
    await expect(page).toHaveURL(paths.notificationPreferences.href());
    const preference = ((await (await preferencesAnswer).json()) as NotificationPreference[])[0]!;
    const notifyMe = page.getByRole('checkbox', { name: text.notifyMe(preference.name) });
    await expect(notifyMe).toBeChecked({ checked: preference.status });
    await expectNoAxeViolations(page);
    // On a phone the table fits: names and descriptions wrap, and the switches stay in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectTableFits(page);
    const notifyMeSwitch = page.locator('label').filter({ has: notifyMe }).locator('[data-part="control"]');
    await expect(notifyMeSwitch).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 720 });
    const change = page.waitForRequest((request) => /\/preferences\/opt(in|out)$/.test(request.url()));
    await notifyMeSwitch.click();
    expect((await change).url()).toContain(preference.status ? '/optout' : '/optin');
    await expect(notifyMe).toBeChecked({ checked: !preference.status });
    await expect(notifyMe).toBeEnabled();
    await context.close();
  });
}
