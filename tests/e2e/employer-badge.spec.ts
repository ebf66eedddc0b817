import { paths } from '@/config/paths';
import { expectNoAxeViolations } from './support/axe';
import { switchCompany } from './support/company';
import { signIn } from './support/sign-in';
import { expect, test, type Page } from './support/test';

/**
 * What the Employer Badge screen needs a browser for: the badge image served with the app (under the
 * production headers), the real clipboard write and its snackbar, in English and Spanish, and axe on the
 * member badge (the top employer's is checked in both languages by the accessibility sweep). Which
 * badge `top_employer` gives, the embed code and the copy-by-hand fallback are proved in
 * src/features/employer-badge (Vitest). The demo owner's Acme Health is a top employer; Beta Logistics
 * is not.
 */
const PAGE = paths.accountEmployerBadge.href();

const TEXT = {
  'en-US': {
    heading: 'Employer Badge',
    top: 'Top Diversity Employer badge',
    member: 'Employer Member badge',
    copy: 'Copy embed code',
    copied: 'Text copied to clipboard!',
  },
  'es-ES': {
    heading: 'Insignia de empleador',
    top: 'Insignia Top Diversity Employer',
    member: 'Insignia Employer Member',
    copy: 'Copiar código para insertar',
    copied: '¡Texto copiado al portapapeles!',
  },
} as const;

/** The badge image has loaded (decoded, not a broken image) and says what it is. */
async function expectBadgeImage(page: Page, alt: string, file: string) {
  const image = page.getByRole('img', { name: alt, exact: true });
  await expect(image).toHaveAttribute('src', `/badges/${file}`);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

for (const locale of ['en-US', 'es-ES'] as const) {
  test(`shows the badge and copies its embed code with the snackbar (${locale})`, async ({ browser, baseURL }) => {
    const text = TEXT[locale];
    const context = await browser.newContext({ locale });
    await context.grantPermissions(['clipboard-write'], { origin: baseURL });
    const page = await context.newPage();
    // The portal's policy allows no clipboard reads (clipboard-read=()), so the test notes what the page
    // writes, and the write still goes to the real clipboard (the snackbar shows only once it succeeded).
    await page.addInitScript(() => {
      const write = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = async (copied: string) => {
        (window as unknown as { copiedText?: string }).copiedText = copied;
        return write(copied);
      };
    });
    await signIn(page, 'owner@demo.test', { path: PAGE });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    await expectBadgeImage(page, text.top, 'top-diversity-employer.svg');

    await page.getByRole('button', { name: text.copy }).click();
    await expect(page.getByText(text.copied)).toBeVisible();
    const copied = await page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText ?? '');
    expect(copied).toBe(await page.getByTestId('embed-code').textContent());
    const embedded = await page.evaluate((html) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      const image = template.content.querySelector('a > img');
      return { src: image?.getAttribute('src'), alt: image?.getAttribute('alt') };
    }, copied);
    expect(embedded).toEqual({ src: `${baseURL}/badges/top-diversity-employer.svg`, alt: text.top });
    // The embed's image is what the app serves, as an SVG (nosniff is on), to any site.
    const served = await page.request.get(embedded.src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/svg+xml');

    if (locale === 'en-US') {
      await switchCompany(page, 'Beta Logistics');
      await page.goto(PAGE);
      await expect(page.getByRole('heading', { level: 2, name: 'Employer Member' })).toBeVisible();
      await expectBadgeImage(page, text.member, 'employer-member.svg');
      await expect(page.getByTestId('embed-code')).toContainText(`${baseURL}/badges/employer-member.svg`);
      await expectNoAxeViolations(page);
    }
    await context.close();
  });
}
