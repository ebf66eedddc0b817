import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loopbackAlias } from '../config/frame-origins';
import { paths } from '../config/paths';
import { changeLanguage, initI18n } from '../lib/i18n';
import { showAppAt } from '../../tests/support/app-routes';
import { mountScreen } from '../../tests/support/screen-harness';

// Olivia Owner switched to Beta Logistics: no product, no flag, no account manager (the renewal mailbox).
vi.mock('../lib/session/session-provider', async () => {
  const { demoCompanies } = await import('../../tests/support/demo-company-shapes');
  return (await import('../../tests/support/screen-session')).sessionProviderMock({
    company: demoCompanies.beta,
    companies: [demoCompanies.acme, demoCompanies.beta, demoCompanies.gamma],
    // No inactivity guard in these tests: they are about what each path shows.
    user: null,
  });
});
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ isAuthenticated: true, user: { id_token: 'id' } }) }));

const RENEWALS = 'renewals@employer-portal.test';
const mailto = (subject: string) => `mailto:${RENEWALS}?subject=${encodeURIComponent(subject)}`;

const screen = mountScreen();

beforeAll(async () => {
  await initI18n(['en']);
});

/** The app's routes (shell, guard, every page) at `url`, once the page's heading has rendered. */
async function visit(url: string) {
  document.title = '';
  const router = await showAppAt(screen, url);
  // The first visit of a page waits for its lazy module; the title follows the page.
  await vi.waitFor(
    () => {
      expect(main().querySelector('h1')).not.toBeNull();
      expect(document.title).not.toBe('');
    },
    { timeout: 5000 },
  );
  return router;
}

const main = () => {
  const element = screen.container.querySelector('main');
  if (!element) throw new Error('no main');
  return element;
};
const heading = () => main().querySelector('h1')?.textContent;
const mainText = () => main().textContent ?? '';
const linkNamed = (within: ParentNode, name: string | RegExp) =>
  [...within.querySelectorAll('a')].find((link) =>
    typeof name === 'string' ? link.textContent?.trim() === name : name.test(link.textContent ?? ''),
  );
const drawer = () => {
  const nav = screen.container.querySelector('nav[aria-label="Main"]');
  if (!nav) throw new Error('no drawer');
  return nav;
};

describe('the product pages, for Beta Logistics', () => {
  const cases = [
    { path: paths.jobsUnauthorized, title: 'Job Posting', figure: '600+ job boards' },
    { path: paths.outreachUnauthorized, title: 'Outreach Management System', figure: '15,500+ organizations' },
    { path: paths.outreachListsUnauthorized, title: 'Outreach Management System', figure: '15,500+ organizations' },
    {
      path: paths.outreachDashboardUnauthorized,
      title: 'Outreach Management System',
      figure: '15,500+ organizations',
    },
    { path: paths.resumesDiversitySourcingUnauthorized, title: 'Diversity Sourcing', figure: '300 ranked candidates' },
    { path: paths.abiUnauthorized, title: 'ABI DEI Calendar & Content', figure: undefined },
    { path: paths.accountEmployerBadgeUnauthorized, title: 'Employer Badge', figure: undefined },
  ];

  it.each(cases)('$path.path shows $title, its figure and the mail button', async ({ path, title, figure }) => {
    await visit(path.href());
    expect(heading()).toBe(title);
    if (figure) expect([...main().querySelectorAll('p')].map((p) => p.textContent)).toContain(figure);
    else expect(mainText()).not.toMatch(/\d+\+? (job boards|organizations|ranked candidates)/);
    expect(linkNamed(main(), 'Contact your account manager')?.getAttribute('href')).toBe(
      mailto(`${title} for Beta Logistics`),
    );
    // The badge has no gate: the page offers it; the others say Beta lacks the product.
    if (path === paths.accountEmployerBadgeUnauthorized) {
      expect(linkNamed(main(), 'Open Employer Badge')?.getAttribute('href')).toBe(paths.accountEmployerBadge.href());
    } else {
      expect(mainText()).toContain(`Beta Logistics's subscription does not include ${title} yet.`);
      expect(linkNamed(main(), /^Open /)).toBeUndefined();
    }
    // Titled as it is headed (the sweep in tests/e2e/accessibility.spec.ts checks every route so).
    expect(document.title).toBe(`${title} · Employer Portal`);
  });

  it('is where a gated route sends Beta (router.test.tsx proves every route’s target)', async () => {
    const router = await visit(paths.resumesDiversitySourcing.href());
    expect(router.state.location.pathname).toBe(paths.resumesDiversitySourcingUnauthorized.href());
    expect(heading()).toBe('Diversity Sourcing');
  });

  it('keeps the generic page for a feature flag, with the mail button naming it', async () => {
    const router = await visit(paths.reportsJobPerformance.href());
    expect(router.state.location.pathname).toBe(paths.reportsJobPerformanceUnauthorized.href());
    expect(heading()).toBe('Job Performance: not available');
    expect(mainText()).toContain('The Job Performance report shows');
    expect(linkNamed(main(), 'Contact your account manager')?.getAttribute('href')).toBe(
      mailto('Job Performance for Beta Logistics'),
    );
    expect(linkNamed(main(), 'Back to Home')?.getAttribute('href')).toBe('/');
  });

  it('is in Spanish with the Spanish figures and subject', async () => {
    await changeLanguage('es');
    try {
      await visit(paths.outreachUnauthorized.href());
      expect(heading()).toBe('Sistema de gestión de difusión');
      expect(mainText()).toContain('15.500+ organizaciones');
      expect(linkNamed(main(), 'Contacte a su gerente de cuenta')?.getAttribute('href')).toBe(
        `mailto:${RENEWALS}?subject=${encodeURIComponent('Sistema de gestión de difusión para Beta Logistics')}`,
      );
      await visit(paths.jobsUnauthorized.href());
      expect(mainText()).toContain('600+ bolsas de empleo');
      await visit(paths.resumesDiversitySourcingUnauthorized.href());
      expect(mainText()).toContain('300 candidatos clasificados');
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('the drawer, for Beta Logistics', () => {
  it('shows ABI and Diversity Sourcing, leading to their product pages inside the portal', async () => {
    await visit(paths.home.href());
    const abi = linkNamed(drawer(), 'ABI DEI Calendar & Content');
    expect(abi?.getAttribute('href')).toBe(paths.abiUnauthorized.href());
    expect(abi?.getAttribute('target')).toBeNull();
    // Diversity Sourcing sits in the Resumes group, which Beta now sees with that one item.
    const resumes = [...drawer().querySelectorAll('button')].find((button) => button.textContent === 'Resumes›');
    expect(resumes).toBeDefined();
    const sourcing = linkNamed(drawer(), 'Diversity Sourcing');
    expect(sourcing?.getAttribute('href')).toBe(paths.resumesDiversitySourcingUnauthorized.href());
    expect(sourcing?.getAttribute('target')).toBeNull();
    // Other gated areas stay out of the drawer.
    expect(drawer().textContent).not.toContain('Jobs');
    expect(drawer().textContent).not.toContain('Advanced Resume Search');
  });

  it('opens Webinars at its configured address in a new tab', async () => {
    await visit(paths.home.href());
    const webinars = linkNamed(drawer(), /^Webinars/);
    expect(webinars?.getAttribute('href')).toBe(`${loopbackAlias(window.location.origin)}/legacy/resources/webinars`);
    expect(webinars?.getAttribute('target')).toBe('_blank');
    expect(webinars?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('contact, help and unknown paths', () => {
  it('/contact mails customer support, and is linked from the footer', async () => {
    await visit(paths.contact.href());
    expect(heading()).toBe('Contact Us');
    expect(linkNamed(main(), 'Email Customer Support')?.getAttribute('href')).toBe(
      `mailto:support@employer-portal.test?subject=${encodeURIComponent('Support request from Beta Logistics')}`,
    );
    expect(linkNamed(main(), 'Contact your account manager')?.getAttribute('href')).toBe(
      mailto('Question from Beta Logistics'),
    );
    expect(linkNamed(main(), 'See the help pages')?.getAttribute('href')).toBe(paths.help.href());
    const footer = screen.container.querySelector('footer');
    expect(linkNamed(footer!, 'Contact Us')?.getAttribute('href')).toBe(paths.contact.href());
  });

  it('/help covers the areas, opens Webinars in a new tab and links to /contact', async () => {
    await visit(paths.help.href());
    expect(heading()).toBe('Help');
    const areas = [...main().querySelectorAll('h3')].map((h3) => h3.textContent);
    expect(areas).toEqual([
      'Account',
      'Jobs',
      'Outreach',
      'Resumes',
      'Applicant Tracking',
      'ABI DEI Calendar & Content',
      'Reports',
      'Resources',
      'Notifications',
    ]);
    expect(linkNamed(main(), 'Go to Jobs')?.getAttribute('href')).toBe(paths.jobs.href());
    const webinars = linkNamed(main(), /^Webinars/);
    expect(webinars?.getAttribute('href')).toBe(`${loopbackAlias(window.location.origin)}/legacy/resources/webinars`);
    expect(webinars?.getAttribute('target')).toBe('_blank');
    expect(webinars?.textContent).toContain('(opens in a new tab)');
    expect(linkNamed(main(), 'Contact us')?.getAttribute('href')).toBe(paths.contact.href());
  });

  it('/resources/webinars in the portal offers the webinars in a new tab', async () => {
    await visit(paths.resourcesWebinars.href());
    expect(heading()).toBe('Webinars');
    const open = linkNamed(main(), /^Open the webinars/);
    expect(open?.getAttribute('href')).toBe(`${loopbackAlias(window.location.origin)}/legacy/resources/webinars`);
    expect(open?.getAttribute('target')).toBe('_blank');
  });

  it('shows a not-found page inside the shell for an unknown path, titled', async () => {
    const router = await visit('/no/such/page');
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(heading()).toBe('Page not found');
    expect(linkNamed(main(), 'Go to Home')?.getAttribute('href')).toBe('/');
    expect(drawer()).toBeTruthy();
    expect(document.title).toBe('Page not found · Employer Portal');
  });
});
