// Pure and import-free: env-schema.ts (loaded by vite.config.ts) validates the setting with it, and the
// Employer Badge screen fills it in, without taking the schema or zod into the app.

/** Where the company's id goes in VITE_EMPLOYER_LISTING_URL. */
const COMPANY_ID_PLACEHOLDER = '{companyId}';

/** The demo's public employer listing (a reserved `.test` name: it never resolves). */
export const DEMO_EMPLOYER_LISTING_URL = `https://www.employer-portal.test/employers/${COMPANY_ID_PLACEHOLDER}`;

/**
 * The public employer listing an employer badge links to: an absolute https address with `{companyId}` in
 * its path or query (never its host, which stays fixed), without user name or password.
 */
export function isEmployerListingTemplate(value: string): boolean {
  if (!value.includes(COMPANY_ID_PLACEHOLDER)) return false;
  const one = URL.parse(value.replaceAll(COMPANY_ID_PLACEHOLDER, '1'));
  const two = URL.parse(value.replaceAll(COMPANY_ID_PLACEHOLDER, '2'));
  return (
    one !== null &&
    two !== null &&
    one.protocol === 'https:' &&
    one.host === two.host &&
    one.username === '' &&
    one.password === ''
  );
}

/** The company's page on the public employer listing: the template's `{companyId}` filled in. */
export function employerListingUrl(template: string, companyId: number): string {
  return template.replaceAll(COMPANY_ID_PLACEHOLDER, encodeURIComponent(String(companyId)));
}
