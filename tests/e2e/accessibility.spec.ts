import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { typeDate } from './support/date-field';
import { paths } from '@/config/paths';
import type { Observance } from '@/generated/model';
import { expectNoAxeViolations } from './support/axe';
import { expectTableFits } from './support/data-table';
import { DEMO_TODAY, isoDaysBack } from './support/demo-today';
import { signIn } from './support/sign-in';
import { visitInApp } from './support/visit';

/** Acme Health has every product and feature flag, so every route of the table is open to the owner. */
const OWNER = 'owner@demo.test';
/** The one demo account the provider lets impersonate (support staff, an administrator of Acme Health). */
const SUPPORT = 'support@demo.test';
/** The page title: the route name, then the product name (src/app/shell/use-page-title.ts). */
const title = (name: string) => `${name} · Employer Portal`;

/** Spec section 9 defaults (src/config/env.ts): the e2e build uses them. */
const INACTIVITY_TIMEOUT_MS = 1_800_000;
const COUNTDOWN_MS = 300_000;
/** Spec section 4: inactivity is checked every 5 seconds (src/lib/session/inactivity.ts). */
const INACTIVITY_CHECK_INTERVAL_MS = 5_000;

const unauthorizedPaths = Object.entries(paths)
  .filter(([key]) => key.endsWith('Unauthorized'))
  .map(([, path]) => path.path);

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function expectAccessible(page: Page, language: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // Embedded pages are third-party content; their frame element must still be named.
  for (const frame of await page.locator('iframe').all()) {
    await expect(frame).toHaveAttribute('title', /\S/);
  }
  await expectNoAxeViolations(page, { exclude: 'iframe' });
}

/** Every internal link of the drawer, with every group expanded: the routes a user can reach from it. */
async function drawerRoutes(page: Page): Promise<{ href: string; name: string }[]> {
  const nav = page.locator('#navigation-drawer nav');
  // The drawer's links mount after the first paint (navigation-drawer.tsx): counting its groups before
  // then finds none to open, and the walk would meet links hidden in closed groups.
  await expect(nav.getByRole('link').first()).toBeVisible();
  const collapsed = nav.locator('button[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return nav
    .locator('a:not([target="_blank"])')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', name: link.textContent.trim() })),
    );
}

/** The texts the sweep looks for in each language: main headings, and the controls it uses to reach states. */
interface SweepTexts {
  locale: string;
  language: string;
  /**
   * Main headings the sweep checks by path (they were tests of their own, each loading its page again;
   * the title check covers every other route).
   */
  headings: Record<string, string>;
  addUser: string;
  next: string;
  email: string;
  search: string;
  updateUser: RegExp;
  updateCompany: string;
  verifyAddress: string;
  changePassword: string;
  currentPassword: string;
  screenshotsTab: string;
  showDataTable: string;
  calendarIntegration: string;
  resetLink: string;
  cancel: string;
  buildAuditPack: string;
  auditPackDownloaded: string;
  leaveWithoutSaving: string;
  leave: string;
}

const ENGLISH: SweepTexts = {
  locale: 'en-US',
  language: 'en',
  headings: {
    [paths.home.href()]: 'Welcome to your Employer Portal',
    [paths.reportsDocumentCenter.href()]: 'Document Center',
    [paths.accountCompanyInfo.href()]: 'Company Info',
    [paths.reportsJobPerformance.href()]: 'Job Performance',
  },
  addUser: 'Add User',
  next: 'Next',
  email: 'Email',
  search: 'Search',
  updateUser: /Update User/,
  updateCompany: 'Update',
  verifyAddress: 'Verify Address',
  changePassword: 'Change Password',
  currentPassword: 'Current Password',
  screenshotsTab: 'Job Screenshots',
  showDataTable: 'Show data table',
  calendarIntegration: 'Calendar Integration',
  resetLink: 'Reset link',
  cancel: 'Cancel',
  buildAuditPack: 'Build Audit Pack',
  auditPackDownloaded: 'downloaded',
  leaveWithoutSaving: 'Leave without saving?',
  leave: 'Leave',
};

const SPANISH: SweepTexts = {
  locale: 'es-ES',
  language: 'es',
  headings: {
    [paths.home.href()]: 'Bienvenido a su portal del empleador',
    [paths.reportsDocumentCenter.href()]: 'Centro de documentos',
    [paths.accountCompanyInfo.href()]: 'Información de la empresa',
  },
  addUser: 'Agregar usuario',
  next: 'Siguiente',
  email: 'Correo electrónico',
  search: 'Buscar',
  updateUser: /Actualizar usuario/,
  updateCompany: 'Actualizar',
  verifyAddress: 'Verificar dirección',
  changePassword: 'Cambiar contraseña',
  currentPassword: 'Contraseña actual',
  screenshotsTab: 'Capturas de empleos',
  showDataTable: 'Mostrar tabla de datos',
  calendarIntegration: 'Integración de calendario',
  resetLink: 'Restablecer enlace',
  cancel: 'Cancelar',
  buildAuditPack: 'Generar paquete de auditoría',
  auditPackDownloaded: 'descargado',
  leaveWithoutSaving: '¿Salir sin guardar?',
  leave: 'Salir',
};

/**
 * The last JSON answer of each API path the sweep needs to pick what to click (e.g. an observance with
 * files), noted as it arrives: before the page can show it.
 */
type Answers = Map<string, Promise<unknown>>;

interface SweepContext {
  page: Page;
  text: SweepTexts;
  answers: Answers;
}

/**
 * What a route needs beyond its heading before axe looks at it, and the further states of the page axe
 * looks at too. These were each screen's own axe tests, which signed in and loaded the page again per
 * language; here the page the sweep already shows is brought into each state once per language.
 */
interface RouteChecks {
  /** The page with its data: a check before it would see a spinner or a skeleton. */
  ready?: (context: SweepContext) => Promise<void>;
  /**
   * Each state is reached in turn from the one before, then checked. A function gives states that share
   * something (made again for each visit).
   */
  states?: RouteState[] | (() => RouteState[]);
  /** Closes what the last state left open (a dialog would stand between the sweep and the drawer). */
  leave?: (context: SweepContext) => Promise<void>;
}

interface RouteState {
  name: string;
  reach: (context: SweepContext) => Promise<void>;
}

/** Escape closes the open dialog. */
async function closeDialog({ page }: SweepContext) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const AUDIT_PACK_DOCUMENTS = '**/api/Documents/documenturl?**';
const OBSERVANCES = '/api/abi/observances';
const PARTNER_EFFECTIVENESS = '**/r/Dashboard/PartnerEffectiveness';

const ROUTE_CHECKS: Record<string, RouteChecks> = {
  [paths.accountOrders.href()]: {
    ready: async ({ page }) => expect(page.getByRole('main').locator('iframe')).toBeVisible(),
  },
  [paths.accountAuthorizedUsers.href()]: {
    ready: async ({ page }) => {
      await expect(page.locator('main tbody tr').first()).toBeVisible();
      // On a 1280 px screen the whole table shows, its actions too: names wrap rather than widen it.
      await expectTableFits(page);
    },
    states: [
      {
        name: 'Add User, step 1',
        reach: async ({ page, text }) => {
          await page.getByRole('button', { name: text.addUser, exact: true }).click();
          await expect(page.getByRole('dialog').getByLabel(text.email)).toBeFocused();
        },
      },
      {
        name: 'Add User, step 1 refusing an empty email',
        reach: async ({ page, text }) => {
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel(text.email).fill('');
          await dialog.getByRole('button', { name: text.next }).click();
          await expect(dialog.getByLabel(text.email)).toHaveAttribute('aria-invalid', 'true');
        },
      },
      {
        name: 'Add User, step 2',
        reach: async ({ page, text }) => {
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel(text.email).fill('axe.check@example.com');
          await dialog.getByRole('button', { name: text.next }).click();
          await expect(dialog.getByRole('checkbox').first()).toBeVisible();
        },
      },
      {
        name: 'Update User',
        reach: async (context) => {
          const { page, text } = context;
          await closeDialog(context);
          await page.getByLabel(text.search).fill('admin@demo.test');
          await page.getByRole('button', { name: text.updateUser }).first().click();
          await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
        },
      },
    ],
    leave: closeDialog,
  },
  [paths.accountCompanyInfo.href()]: {
    ready: async ({ page }) => expect(page.locator('#root_companyName')).not.toHaveValue(''),
    states: [
      {
        name: 'a required field left empty',
        reach: async ({ page }) => {
          // By id, not label: the same steps run in Spanish.
          await page.locator('#root_companyName').fill('');
          await page.locator('#root_companyName').blur();
          await expect(page.locator('#root_companyName')).toHaveAttribute('aria-invalid', 'true');
        },
      },
      {
        name: 'Verify Address',
        reach: async ({ page, text }) => {
          // Standardization only asks; nothing is saved unless a choice in the dialog is made.
          await page.locator('#root_companyName').fill('Acme Health');
          await page.locator('#root_street').fill('1200 Harbor Boulevard');
          await page.locator('#root_street2').fill('Suite 400');
          await page.locator('#root_cityState').fill('Boston, MA');
          await page.locator('#root_cityState').press('Escape');
          await page.locator('#root_zipCode').fill('02110');
          await page.getByRole('button', { name: text.updateCompany, exact: true }).click();
          await expect(page.getByRole('dialog', { name: text.verifyAddress })).toBeVisible();
        },
      },
      {
        name: 'asked before leaving with unsaved changes',
        reach: async (context) => {
          // Escape is Edit Address: the dialog closes, nothing is saved and the typed values stay.
          await closeDialog(context);
          await context.page.locator('#navigation-drawer nav a[href="/"]').click();
          await expect(context.page.getByRole('alertdialog', { name: context.text.leaveWithoutSaving })).toBeVisible();
        },
      },
    ],
    leave: async ({ page, text }) => {
      await page.getByRole('alertdialog').getByRole('button', { name: text.leave, exact: true }).click();
      await expect(page.getByRole('alertdialog')).toBeHidden();
    },
  },
  [paths.accountEmployerBadge.href()]: {
    ready: async ({ page }) => {
      const badge = page.getByRole('main').locator('img[src^="/badges/"]');
      await expect.poll(() => badge.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    },
  },
  [paths.accountProfile.href()]: {
    ready: async ({ page }) => expect(page.locator('#root_firstName')).not.toHaveValue(''),
    states: [
      {
        name: 'the password section open, with an error',
        reach: async ({ page, text }) => {
          await page.getByRole('button', { name: text.changePassword }).click();
          await page.getByLabel(text.currentPassword).focus();
          await page.getByLabel(text.currentPassword).blur();
          await expect(page.getByLabel(text.currentPassword)).toHaveAttribute('aria-invalid', 'true');
        },
      },
    ],
  },
  [paths.outreachDashboard.href()]: {
    ready: async ({ page }) => {
      await expect(page.locator('[data-testid="bar-value-label"]')).toHaveCount(6);
      await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    },
    states: [
      {
        name: 'the chart as a table',
        reach: async ({ page, text }) => {
          await page.getByRole('button', { name: text.showDataTable }).click();
          await expect(page.getByRole('figure').getByRole('table')).toBeVisible();
        },
      },
    ],
  },
  [paths.outreachPartnerEffectiveness.href()]: {
    ready: async ({ page }) => expect(page.getByTestId('flagged-count')).toBeVisible(),
    states: () => {
      let release: () => void = () => undefined;
      const searchPeriod = async (page: Page, search: string, from: string, to: string) => {
        await typeDate(page.locator('#root_range_from'), usDate(from));
        await typeDate(page.locator('#root_range_to'), usDate(to));
        await page.getByRole('button', { name: search }).click();
      };
      return [
        {
          name: 'the chart as a table',
          reach: async ({ page, text }) => {
            await page.getByRole('button', { name: text.showDataTable }).click();
            await expect(page.getByRole('figure').getByRole('table')).toBeVisible();
          },
        },
        {
          name: 'loading',
          reach: async ({ page, text }) => {
            const held = new Promise<void>((resolve) => (release = resolve));
            await page.route(PARTNER_EFFECTIVENESS, async (route) => {
              await held;
              await route.continue();
            });
            // Before the seeded outreach: the answer is empty.
            await searchPeriod(page, text.search, isoDaysBack(400), isoDaysBack(370));
            await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
            await expect(page.getByTestId('flagged-count')).toBeHidden();
          },
        },
        {
          name: 'empty',
          reach: async ({ page }) => {
            release();
            await expect(page.getByRole('main').getByRole('status').filter({ hasText: /\S/ }).last()).toBeVisible();
            await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
          },
        },
        {
          name: 'error',
          reach: async ({ page, text }) => {
            // The held request has gone on by now (the empty state shows its answer): nothing is left to handle.
            await page.unroute(PARTNER_EFFECTIVENESS);
            await page.route(PARTNER_EFFECTIVENESS, (route) =>
              route.fulfill({ status: 400, contentType: 'application/problem+json', body: '{"status":400}' }),
            );
            await searchPeriod(page, text.search, isoDaysBack(60), DEMO_TODAY);
            await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
          },
        },
      ];
    },
    leave: async ({ page }) => page.unroute(PARTNER_EFFECTIVENESS),
  },
  [paths.abiObservances.href()]: {
    ready: async ({ page }) => expect(page.getByTestId('observances-found')).not.toBeEmpty(),
    states: [
      {
        name: 'an observance with files',
        reach: async ({ page, answers }) => {
          const observances = (await answers.get(OBSERVANCES)) as Observance[];
          const withFiles = observances.find((observance) => observance.attachments.length > 0)!;
          await page.getByRole('link', { name: withFiles.name, exact: true }).first().click();
          await expect(page.getByRole('dialog', { name: withFiles.name })).toBeVisible();
        },
      },
      {
        name: 'Calendar Integration, step 1',
        reach: async (context) => {
          const { page, text } = context;
          // Escape closes the observance back to the list.
          await closeDialog(context);
          await expect(page).toHaveURL(paths.abiObservances.href());
          await page.getByRole('button', { name: text.calendarIntegration }).click();
          await expect(page.getByRole('dialog').getByRole('button', { name: text.next })).toBeDisabled();
        },
      },
      {
        name: 'Calendar Integration, step 2',
        reach: async ({ page, text }) => {
          const dialog = page.getByRole('dialog');
          await dialog.getByText('Google Calendar').click();
          await dialog.getByRole('button', { name: text.next }).click();
          await expect(dialog.getByRole('textbox')).toHaveValue(/\/api\/CalendarEvents\/calendar\?id=/);
        },
      },
      {
        // The question only: the sweep resets nothing.
        name: 'Calendar Integration, Reset link asked',
        reach: async ({ page, text }) => {
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('button', { name: text.resetLink }).click();
          await expect(dialog.getByRole('button', { name: text.cancel })).toBeFocused();
        },
      },
    ],
    leave: closeDialog,
  },
  [paths.abiContent.href()]: {
    // The first panel opens by itself once the library is there.
    ready: async ({ page }) =>
      expect(page.getByRole('main').locator('button[aria-expanded="true"]').first()).toBeVisible(),
  },
  [paths.reportsDocumentCenter.href()]: {
    ready: async ({ page }) => expect(page.locator('main tbody tr').first()).toBeVisible(),
    states: [
      {
        name: 'Job Screenshots',
        reach: async ({ page, text }) => {
          const answer = page.waitForResponse(
            (response) => new URL(response.url()).pathname === '/api/Documents/jobscreenshots/jobscreenshots',
          );
          await page.getByRole('tab', { name: text.screenshotsTab }).click();
          await answer;
          await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible();
        },
      },
    ],
  },
  [paths.reportsJobPerformance.href()]: {
    ready: async ({ page }) => expect(page.locator('main tbody tr').first()).toBeVisible(),
    states: [
      {
        name: 'the weekly chart as a table',
        reach: async ({ page }) => {
          await page.locator('figure').getByRole('button').first().click();
          await expect(page.locator('figure table')).toBeVisible();
        },
      },
    ],
  },
  [paths.reportsEsds.href()]: {
    ready: async ({ page }) => expect(page.locator('main table tbody tr')).toHaveCount(25),
  },
  [paths.reportsApplicantDemographics.href()]: {
    ready: async ({ page }) => expect(page.locator('figure svg').first()).toBeVisible(),
    states: [
      {
        name: 'both charts as tables',
        reach: async ({ page }) => {
          const closedTables = page.locator('figure button[aria-expanded="false"]');
          while ((await closedTables.count()) > 0) await closedTables.first().click();
          await expect(page.locator('figure table')).toHaveCount(2);
        },
      },
    ],
  },
  [paths.reportsAuditPack.href()]: {
    states: () => {
      // The documents wait until the building state has been checked.
      let release: () => void = () => undefined;
      let download: Promise<unknown> = Promise.resolve();
      return [
        {
          name: 'building',
          reach: async ({ page, text }) => {
            const held = new Promise<void>((resolve) => (release = resolve));
            await page.route(AUDIT_PACK_DOCUMENTS, async (route) => {
              await held;
              await route.continue();
            });
            // Yesterday and today: every state of the page (the seed, anchored to the demo day, has job
            // screenshots in it), quick to build. A week held about forty files, each drawn by the demo server.
            await typeDate(page.locator('#root_range_from'), usDate(isoDaysBack(1)));
            await typeDate(page.locator('#root_range_to'), usDate(DEMO_TODAY));
            download = page.waitForEvent('download');
            await page.getByRole('button', { name: text.buildAuditPack }).click();
            await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
          },
        },
        {
          name: 'done',
          reach: async ({ page, text }) => {
            release();
            await download;
            await expect(page.getByTestId('audit-pack-result')).toContainText(text.auditPackDownloaded);
            await page.unroute(AUDIT_PACK_DOCUMENTS);
          },
        },
      ];
    },
  },
};

/** Waits for the route's data, checks it, then brings it into each further state and checks that. */
async function checkRoute(context: SweepContext, path: string) {
  const checks = ROUTE_CHECKS[path] ?? {};
  const heading = context.text.headings[path];
  if (heading) await expect(mainHeading(context.page)).toHaveText(heading);
  await checks.ready?.(context);
  await expectAccessible(context.page, context.text.language);
  const states = typeof checks.states === 'function' ? checks.states() : (checks.states ?? []);
  for (const state of states) {
    await test.step(state.name, async () => {
      await state.reach(context);
      await expectAccessible(context.page, context.text.language);
    });
  }
  await checks.leave?.(context);
}

async function sweep(browser: Browser, text: SweepTexts) {
  const { language } = text;
  const context = await browser.newContext({ locale: text.locale });
  // Issue 8: the walk through every screen meets no Content-Security-Policy violation (the policy is the
  // served header; frames of other origins report to their own documents).
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const answers: Answers = new Map();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // A body gone with a navigation is no answer (the state that needs it then fails on its absence).
    if (path === OBSERVANCES && response.ok())
      answers.set(
        path,
        response.json().catch(() => undefined),
      );
  });
  const sweepContext: SweepContext = { page, text, answers };
  await signIn(page, OWNER);
  await expect(mainHeading(page)).toHaveText(text.headings[paths.home.href()]!);

  const routes = await drawerRoutes(page);
  expect(routes.length).toBeGreaterThan(30);
  const nav = page.locator('#navigation-drawer nav');
  for (const { href, name } of routes) {
    await test.step(`${language} ${href}`, async () => {
      // Client-side navigation through the drawer: one page load for the whole sweep.
      await nav.locator(`a[href="${href}"]`).click();
      await expect(mainHeading(page)).toBeVisible();
      await expect(page).toHaveTitle(title(name));
      await checkRoute(sweepContext, href);
    });
  }

  // My Profile (the profile menu's) and the /unauthorized pages are not in the drawer: a history entry and
  // popstate navigate inside the app, saving a page load. Several paths show the same product page (OMS for
  // the outreach group, its lists and its dashboard), so each visit starts from Home: the new page has
  // rendered once Home's heading is gone.
  // The drawer walk ended on another page than Home: Home has rendered once that page's heading is gone.
  const lastHeading = await mainHeading(page).innerText();
  await visitInApp(page, paths.home.href());
  await expect(mainHeading(page)).not.toHaveText(lastHeading);
  const homeHeading = await mainHeading(page).innerText();
  for (const path of [paths.accountProfile.href(), ...unauthorizedPaths]) {
    await test.step(`${language} ${path}`, async () => {
      await visitInApp(page, paths.home.href());
      await expect(mainHeading(page)).toHaveText(homeHeading);
      await visitInApp(page, path);
      await expect(page).toHaveURL(path);
      const heading = mainHeading(page);
      await expect(heading).not.toHaveText(homeHeading);
      await expect(page).toHaveTitle(title(await heading.innerText()));
      await checkRoute(sweepContext, path);
    });
  }
  expect(violations).toEqual([]);
  await context.close();
}

test.describe('accessibility of every shell route', () => {
  // Read-only sweeps: English and Spanish may run in two workers at once. About 45 routes with axe
  // each, and the further states of the screens that have them: a few minutes when the other workers load
  // the CPU.
  test.describe.configure({ mode: 'parallel', timeout: 420_000 });

  test('in English', async ({ browser }) => {
    await sweep(browser, ENGLISH);
  });

  test('in Spanish', async ({ browser }) => {
    await sweep(browser, SPANISH);
  });
});

/**
 * Waits for `locator` on a paused clock, moving the clock on a little at a time, under a second in all: the
 * countdown dialog is lazy, and React may hold back revealing a suspended part for 300 ms on a timer (which
 * a paused clock never fires), while the countdown's first tick comes a full second after it started.
 */
async function showBeforeTheFirstTick(page: Page, locator: Locator) {
  const shown = () =>
    locator.waitFor({ state: 'visible', timeout: 500 }).then(
      () => true,
      () => false,
    );
  for (let moved = 0; moved < 900 && !(await shown()); moved += 100) await page.clock.runFor(100);
  await expect(locator).toBeVisible();
}

test.describe('session inactivity', () => {
  test('the countdown dialog resists Escape and outside clicks; Stay Logged In keeps the user', async ({ page }) => {
    await page.clock.install();
    // Fresh: the fast-forwarded clock makes the session renew (and rotate its refresh token).
    await signIn(page, OWNER, { fresh: true });
    await expect(mainHeading(page)).toBeVisible();

    // The countdown ticks each second from the check that starts it. Jumping the clock past the timeout and
    // pausing it there keeps the countdown at its full length however long the page takes to show it (a
    // running clock read 4:50 on a loaded machine); it runs on once the full length has been read. The jump
    // goes one check interval further than the timeout: the check it fires starts the countdown even if
    // the page counted activity just after `now` was read (with a running clock, the next check did that).
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + INACTIVITY_TIMEOUT_MS + INACTIVITY_CHECK_INTERVAL_MS);
    const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await showBeforeTheFirstTick(page, dialog);
    await expect(dialog).toContainText('you will be logged out in 5:00');
    await page.clock.resume();
    const stay = dialog.getByRole('button', { name: 'Stay Logged In' });
    await expect(stay).toBeFocused();
    await expectAccessible(page, 'en');

    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await stay.click();
    await expect(dialog).toBeHidden();
    await page.clock.fastForward(INACTIVITY_TIMEOUT_MS - 10_000);
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByTestId('company-name')).toHaveText('Acme Health');
  });

  test('at the end of the countdown the user is logged out', async ({ page }) => {
    await page.clock.install();
    // Fresh: the fast-forwarded clock makes the session renew (and rotate its refresh token).
    await signIn(page, OWNER, { fresh: true });
    await expect(mainHeading(page)).toBeVisible();

    await page.clock.fastForward(INACTIVITY_TIMEOUT_MS);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await page.clock.fastForward(COUNTDOWN_MS);
    await page.waitForURL(/\/oidc\//);
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});

test('while impersonating, a banner says so and API requests carry previewFeatures', async ({ page }) => {
  const previewRequest = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.startsWith('/api/') && url.searchParams.get('previewFeatures') === 'true';
  });
  // Only the support account's tokens carry the impersonation claim (README, Demo accounts).
  await signIn(page, SUPPORT, { path: paths.impersonate.href(), fresh: true });
  await previewRequest;
  const banner = page.getByRole('status').filter({ hasText: 'impersonation' });
  await expect(banner).toHaveText(
    'You are viewing this portal as a customer (impersonation). Changes you make are real.',
  );
  await expect(mainHeading(page)).toBeVisible();
  await expectAccessible(page, 'en');
});
