import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loopbackAlias } from '../config/frame-origins';
import { paths } from '../config/paths';
import { BETA, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';

// Olivia Owner switched to Beta Logistics: no product, no flag, no account manager (the renewal mailbox).
recordedDemoBackend();

const RENEWALS = 'renewals@employer-portal.test';
const mailto = (subject: string) => `mailto:${RENEWALS}?subject=${encodeURIComponent(subject)}`;

/** The app's routes (shell, guard, every page) at `url`, once the page's heading has rendered. */
async function visit(url: string, language: 'en' | 'es' = 'en') {
  document.title = '';
  const app = await renderApp(undefined, { url, companyId: BETA, language });
  // The first visit of a page waits for its lazy module; the title follows the page.
  await within(await screen.findByRole('main')).findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.title).not.toBe(''));
  return app;
}

const main = () => screen.getByRole('main');
const heading = () => within(main()).getByRole('heading', { level: 1 }).textContent;
const link = (name: string | RegExp, where: HTMLElement = main()) => within(where).getByRole('link', { name });
const drawer = () => screen.getByRole('navigation', { name: 'Main' });

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
    if (figure) expect(within(main()).getByText(figure, { selector: 'p' })).toBeInTheDocument();
    else expect(main().textContent).not.toMatch(/\d+\+? (job boards|organizations|ranked candidates)/);
    expect(link('Contact your account manager')).toHaveAttribute('href', mailto(`${title} for Beta Logistics`));
    // The badge has no gate: the page offers it; the others say Beta lacks the product.
    if (path === paths.accountEmployerBadgeUnauthorized) {
      expect(link('Open Employer Badge')).toHaveAttribute('href', paths.accountEmployerBadge.href());
    } else {
      expect(main()).toHaveTextContent(`Beta Logistics's subscription does not include ${title} yet.`);
      expect(within(main()).queryByRole('link', { name: /^Open / })).not.toBeInTheDocument();
    }
    // Titled as it is headed (the sweep in tests/e2e/accessibility.spec.ts checks every route so).
    expect(document.title).toBe(`${title} · Employer Portal`);
  });

  it('is where a gated route sends Beta (router.test.tsx proves every route’s target)', async () => {
    const { router } = await visit(paths.resumesDiversitySourcing.href());
    expect(router.state.location.pathname).toBe(paths.resumesDiversitySourcingUnauthorized.href());
    expect(heading()).toBe('Diversity Sourcing');
  });

  it('keeps the generic page for a feature flag, with the mail button naming it', async () => {
    const { router } = await visit(paths.reportsJobPerformance.href());
    expect(router.state.location.pathname).toBe(paths.reportsJobPerformanceUnauthorized.href());
    expect(heading()).toBe('Job Performance: not available');
    expect(main()).toHaveTextContent('The Job Performance report shows');
    expect(link('Contact your account manager')).toHaveAttribute('href', mailto('Job Performance for Beta Logistics'));
    expect(link('Back to Home')).toHaveAttribute('href', '/');
  });

  it('is in Spanish with the Spanish figures and subject', async () => {
    await visit(paths.outreachUnauthorized.href(), 'es');
    expect(heading()).toBe('Sistema de gestión de difusión');
    expect(main()).toHaveTextContent('15.500+ organizaciones');
    expect(link('Contacte a su gerente de cuenta')).toHaveAttribute(
      'href',
      `mailto:${RENEWALS}?subject=${encodeURIComponent('Sistema de gestión de difusión para Beta Logistics')}`,
    );
    await visit(paths.jobsUnauthorized.href(), 'es');
    expect(main()).toHaveTextContent('600+ bolsas de empleo');
    await visit(paths.resumesDiversitySourcingUnauthorized.href(), 'es');
    expect(main()).toHaveTextContent('300 candidatos clasificados');
  });
});

describe('the drawer, for Beta Logistics', () => {
  it('shows ABI and Diversity Sourcing, leading to their product pages inside the portal', async () => {
    const { user } = await visit(paths.home.href());
    // Home paints before the companies answer; the drawer's links mount once they have.
    const abi = await within(drawer()).findByRole('link', { name: 'ABI DEI Calendar & Content' });
    expect(abi).toHaveAttribute('href', paths.abiUnauthorized.href());
    expect(abi).not.toHaveAttribute('target');
    // Diversity Sourcing sits in the Resumes group, which Beta now sees with that one item.
    await user.click(within(drawer()).getByRole('button', { name: 'Resumes' }));
    const sourcing = link('Diversity Sourcing', drawer());
    expect(sourcing).toHaveAttribute('href', paths.resumesDiversitySourcingUnauthorized.href());
    expect(sourcing).not.toHaveAttribute('target');
    // Other gated areas stay out of the drawer.
    expect(drawer().textContent).not.toContain('Jobs');
    expect(drawer().textContent).not.toContain('Advanced Resume Search');
  });

  it('opens Webinars at its configured address in a new tab', async () => {
    const { user } = await visit(paths.home.href());
    await user.click(await within(drawer()).findByRole('button', { name: 'Resources' }));
    const webinars = link(/^Webinars/, drawer());
    expect(webinars).toHaveAttribute('href', `${loopbackAlias(window.location.origin)}/legacy/resources/webinars`);
    expect(webinars).toHaveAttribute('target', '_blank');
    expect(webinars).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('contact, help and unknown paths', () => {
  it('/contact mails customer support, and is linked from the footer', async () => {
    await visit(paths.contact.href());
    expect(heading()).toBe('Contact Us');
    expect(link('Email Customer Support')).toHaveAttribute(
      'href',
      `mailto:support@employer-portal.test?subject=${encodeURIComponent('Support request from Beta Logistics')}`,
    );
    expect(link('Contact your account manager')).toHaveAttribute('href', mailto('Question from Beta Logistics'));
    expect(link('See the help pages')).toHaveAttribute('href', paths.help.href());
    expect(link('Contact Us', screen.getByRole('contentinfo'))).toHaveAttribute('href', paths.contact.href());
  });

  it('/help covers the areas, opens Webinars in a new tab and links to /contact', async () => {
    await visit(paths.help.href());
    expect(heading()).toBe('Help');
    const areas = within(main())
      .getAllByRole('heading', { level: 3 })
      .map((h3) => h3.textContent);
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
    expect(link('Go to Jobs')).toHaveAttribute('href', paths.jobs.href());
    const webinars = link(/^Webinars/);
    expect(webinars).toHaveAttribute('href', `${loopbackAlias(window.location.origin)}/legacy/resources/webinars`);
    expect(webinars).toHaveAttribute('target', '_blank');
    expect(webinars).toHaveTextContent('(opens in a new tab)');
    expect(link('Contact us')).toHaveAttribute('href', paths.contact.href());
  });

  it('/resources/webinars in the portal offers the webinars in a new tab', async () => {
    await visit(paths.resourcesWebinars.href());
    expect(heading()).toBe('Webinars');
    const open = link(/^Open the webinars/);
    expect(open).toHaveAttribute('href', `${loopbackAlias(window.location.origin)}/legacy/resources/webinars`);
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('shows a not-found page inside the shell for an unknown path, titled', async () => {
    const { router } = await visit('/no/such/page');
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(heading()).toBe('Page not found');
    expect(link('Go to Home')).toHaveAttribute('href', '/');
    expect(drawer()).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Employer Portal');
  });
});
