import { expect, type Page } from '@playwright/test';
import type { CompanyInfo, CompanyUpdate, CompanyUser, OwnUserUpdate } from '@/generated/model';

/**
 * Putting demo data back after a test that changes it. Every spec file of a worker shares one demo backend,
 * and a local run may reuse the server of the last run (playwright.config.ts): data a test leaves changed
 * breaks the tests after it, and the next run. These helpers restore through the API, outside the page, so
 * they work whatever state the page is left in; call them from `test.afterEach`.
 */

interface ApiAccess {
  origin: string;
  authorization: string;
}

/** The newest bearer token the page sent to the API (a renewal replaces it), and where it sent it. */
function watchApiAccess(page: Page): () => ApiAccess | null {
  let access: ApiAccess | null = null;
  page.on('request', (request) => {
    const url = new URL(request.url());
    const authorization = request.headers()['authorization'];
    if (url.pathname.startsWith('/api/') && authorization) access = { origin: url.origin, authorization };
  });
  return () => access;
}

/**
 * Notes the company's information as the page first loads it; the returned function saves it back (a no-op
 * when the page never loaded it) and checks the API then answers exactly what it answered at first.
 */
export function keepCompanyInfo(page: Page): () => Promise<void> {
  const access = watchApiAccess(page);
  let original: CompanyInfo | null = null;
  page.on('response', async (response) => {
    if (original || new URL(response.url()).pathname !== '/api/companies/info' || !response.ok()) return;
    original = (await response.json()) as CompanyInfo;
  });
  return async () => {
    const found = original;
    const api = access();
    if (!found || !api) return;
    const body: CompanyUpdate = {
      companyId: found.companyId,
      legacyId: found.legacyId,
      // The caller (the token's user) is who the server checks; the body repeats it as the legacy API expects.
      userId: 1,
      name: found.companyName,
      industryId: found.industryId,
      isFederalContractor: found.isFederalContractor,
      isStaffProvider: found.isStaffProvider,
      companySizeId: found.companySizeId,
      phoneAreaCode: found.phoneAreaCode,
      phoneNumber: found.phoneNumber,
      website: found.website,
      latitude: found.latitude ?? null,
      longitude: found.longitude ?? null,
      addressVerificationStatus: found.addressVerificationStatus,
      numberOfEmployees: found.numberOfEmployees,
      locationId: found.locationId ?? null,
      street: found.street,
      street2: found.street2 ?? null,
      city: found.cityState.city,
      state: found.cityState.stateCode,
      zip: found.zipCode,
      useStandardAddress: false,
    };
    const headers = { Authorization: api.authorization };
    const saved = await page.request.post(`${api.origin}/api/companies/update`, { headers, data: body });
    expect(saved.status(), await saved.text()).toBe(200);
    const now = await page.request.get(`${api.origin}/api/companies/info?companyId=${found.companyId}`, { headers });
    expect(await now.json()).toEqual(found);
  };
}

/**
 * Notes the signed-in user's own record as My Profile first loads it; the returned function saves the names
 * and email back (a no-op when the page never loaded it) and checks the API then answers what it answered.
 */
export function keepOwnRecord(page: Page): () => Promise<void> {
  const access = watchApiAccess(page);
  let original: { url: string; row: CompanyUser } | null = null;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (original || url.pathname !== '/api/users' || !url.searchParams.has('userId') || !response.ok()) return;
    const [row] = (await response.json()) as CompanyUser[];
    if (row) original = { url: response.url(), row };
  });
  return async () => {
    const found = original;
    const api = access();
    if (!found || !api) return;
    const { row } = found;
    const body: OwnUserUpdate = {
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.emailAddress,
      confirmEmail: row.emailAddress,
    };
    const headers = { Authorization: api.authorization };
    const saved = await page.request.put(`${api.origin}/api/users`, { headers, data: body });
    expect(saved.status(), await saved.text()).toBe(200);
    const now = await page.request.get(found.url, { headers });
    expect(await now.json()).toEqual([row]);
  };
}
