import { loopbackAlias } from '@/config/frame-origins';
import { paths } from '@/config/paths';
import { expectNoAxeViolations } from './support/axe';
import { switchCompany } from './support/company';
import { signIn } from './support/sign-in';
import { expect, test, type Page } from './support/test';
import { visitInApp } from './support/visit';

/**
 * What the product pages, /contact, /help and the not-found page need a browser for: the mail buttons
 * and new-tab links as rendered, the drawer's locked ABI and Diversity Sourcing items, and axe, in
 * English and Spanish, for Olivia Owner switched to Beta Logistics (no product, no account manager).
 * Which page each path shows, its figure and its mail subject are proved in src/app/product-pages.test.tsx
 * and src/features/product-pages (Vitest).
 */
const RENEWALS = 'renewals@employer-portal.test';

const TEXT = {
  'en-US': {
    switchLabels: null,
    mailButton: 'Contact your account manager',
    subject: (product: string) => `${product} for Beta Logistics`,
    products: [
      { path: paths.jobsUnauthorized, heading: 'Job Posting', figure: '600+ job boards' },
      { path: paths.outreachUnauthorized, heading: 'Outreach Management System', figure: '15,500+ organizations' },
      { path: paths.outreachListsUnauthorized, heading: 'Outreach Management System', figure: '15,500+ organizations' },
      {
        path: paths.outreachDashboardUnauthorized,
        heading: 'Outreach Management System',
        figure: '15,500+ organizations',
      },
      {
        path: paths.resumesDiversitySourcingUnauthorized,
        heading: 'Diversity Sourcing',
        figure: '300 ranked candidates',
      },
      { path: paths.abiUnauthorized, heading: 'ABI DEI Calendar & Content', figure: null },
      { path: paths.accountEmployerBadgeUnauthorized, heading: 'Employer Badge', figure: null },
    ],
    resumes: 'Resumes',
    contact: { heading: 'Contact Us', support: 'Email Customer Support' },
    help: { heading: 'Help', webinars: /^Webinars/ },
    notFound: { heading: 'Page not found', title: 'Page not found · Employer Portal', home: 'Go to Home' },
  },
  'es-ES': {
    switchLabels: { menu: 'Perfil', item: 'Cambiar empresa', field: 'Empresa', ok: 'Aceptar' },
    mailButton: 'Contacte a su gerente de cuenta',
    subject: (product: string) => `${product} para Beta Logistics`,
    products: [
      { path: paths.jobsUnauthorized, heading: 'Publicación de empleos', figure: '600+ bolsas de empleo' },
      { path: paths.outreachUnauthorized, heading: 'Sistema de gestión de difusión', figure: '15.500+ organizaciones' },
      {
        path: paths.outreachListsUnauthorized,
        heading: 'Sistema de gestión de difusión',
        figure: '15.500+ organizaciones',
      },
      {
        path: paths.outreachDashboardUnauthorized,
        heading: 'Sistema de gestión de difusión',
        figure: '15.500+ organizaciones',
      },
      {
        path: paths.resumesDiversitySourcingUnauthorized,
        heading: 'Búsqueda de talento diverso',
        figure: '300 candidatos clasificados',
      },
      { path: paths.abiUnauthorized, heading: 'Calendario y contenido DEI de ABI', figure: null },
      { path: paths.accountEmployerBadgeUnauthorized, heading: 'Insignia de empleador', figure: null },
    ],
    resumes: 'Currículums',
    contact: { heading: 'Contáctenos', support: 'Escribir a atención al cliente' },
    help: { heading: 'Ayuda', webinars: /^Seminarios web/ },
    notFound: {
      heading: 'Página no encontrada',
      title: 'Página no encontrada · Employer Portal',
      home: 'Ir al inicio',
    },
  },
} as const;

type Locale = keyof typeof TEXT;

/** Profile → Change Company → Beta Logistics, in the page's language. */
async function switchToBeta(page: Page, locale: Locale) {
  const labels = TEXT[locale].switchLabels;
  if (!labels) return switchCompany(page, 'Beta Logistics');
  await page.getByRole('button', { name: labels.menu }).click();
  await page.getByRole('menuitem', { name: labels.item }).click();
  const dialog = page.getByRole('dialog', { name: labels.item });
  await dialog.getByLabel(labels.field).selectOption({ label: 'Beta Logistics' });
  await dialog.getByRole('button', { name: labels.ok }).click();
  await expect(page.getByTestId('company-name')).toHaveText('Beta Logistics');
}

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

for (const locale of ['en-US', 'es-ES'] as const) {
  test(`Beta Logistics: product pages, the drawer's locked items, contact, help and not found (${locale})`, async ({
    browser,
  }) => {
    const text = TEXT[locale];
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await signIn(page, 'owner@demo.test');
    await switchToBeta(page, locale);
    const main = page.getByRole('main');
    const nav = page.getByRole('navigation', { name: /^(Main|Principal)$/ });

    for (const [index, product] of text.products.entries()) {
      await visitInApp(page, product.path.href());
      await expect(h1(page)).toHaveText(product.heading);
      if (product.figure) await expect(main.getByText(product.figure, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: text.mailButton })).toHaveAttribute(
        'href',
        `mailto:${RENEWALS}?subject=${encodeURIComponent(text.subject(product.heading))}`,
      );
      // The outreach lists and dashboard pages are the outreach page again: axe once per distinct page.
      const repeat = text.products.slice(0, index).some((earlier) => earlier.heading === product.heading);
      if (!repeat) await expectNoAxeViolations(page);
      if (index === 0 && locale === 'en-US')
        await page.screenshot({ path: test.info().outputPath('product-page.png'), fullPage: true });
    }

    // Spec section 6: ABI and Diversity Sourcing show for Beta and open their product pages.
    await nav.getByRole('link', { name: text.products[5].heading }).click();
    await expect(page).toHaveURL(paths.abiUnauthorized.href());
    await expect(h1(page)).toHaveText(text.products[5].heading);
    await nav.getByRole('button', { name: text.resumes }).click();
    await nav.getByRole('link', { name: text.products[4].heading }).click();
    await expect(page).toHaveURL(paths.resumesDiversitySourcingUnauthorized.href());
    await expect(h1(page)).toHaveText(text.products[4].heading);

    // Contact Us is in the footer; Help in the drawer.
    await page.getByRole('contentinfo').getByRole('link', { name: text.contact.heading }).click();
    await expect(h1(page)).toHaveText(text.contact.heading);
    await expect(main.getByRole('link', { name: text.contact.support })).toHaveAttribute(
      'href',
      /^mailto:support@employer-portal\.test\?subject=/,
    );
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: text.help.heading, exact: true }).click();
    await expect(h1(page)).toHaveText(text.help.heading);
    const webinars = main.getByRole('link', { name: text.help.webinars });
    const legacyOrigin = loopbackAlias(new URL(page.url()).origin);
    await expect(webinars).toHaveAttribute('href', `${legacyOrigin}/legacy/resources/webinars`);
    await expect(webinars).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
    if (locale === 'en-US') await page.screenshot({ path: test.info().outputPath('help-page.png'), fullPage: true });

    // An address typed by hand: the server serves the app, which shows the page inside the shell.
    await page.goto('/no/such/page');
    await expect(h1(page)).toHaveText(text.notFound.heading);
    await expect(nav).toBeVisible();
    await expect(page).toHaveTitle(text.notFound.title);
    await expect(main.getByRole('link', { name: text.notFound.home })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
    await context.close();
  });
}
