import fc from 'fast-check';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GetCompaniesResponse,
  GetCompanyInfoResponse,
  GetPaymentLinkResponse,
  SearchCitiesResponse,
  StandardizeAddressResponse,
  UpdateCompanyInfoResponse,
  updateCompanyInfoBodyNumberOfEmployeesMax,
} from '../../src/generated/zod/index.zod';
import { DEMO_COMPANIES, findDemoAccount } from '../identity';
import { handlers } from './index';
import { EMPLOYEES_BY_COMPANY_SIZE } from '../lib/account-address';
import { CITIES } from '../lib/account-cities';
import { expectNoContent, reseedAccountArea } from '../lib/account-testing';
import type { RouteBody } from '../lib/route';
import {
  ACME,
  BETA,
  call,
  changeDemoCompany,
  GAMMA,
  parsed,
  problemOf,
  useDemoBackend,
  useDemoTokens,
} from '../../tests/support/demo-api';

useDemoBackend();

const tokens = useDemoTokens();
beforeEach(() => reseedAccountArea());

const companiesOf = async (token: string, userId: number) =>
  parsed(await call('/api/companies', { token, query: { userId } }), GetCompaniesResponse);

const infoOf = async (token: string, companyId: number) =>
  parsed(await call('/api/companies/info', { token, query: { companyId } }), GetCompanyInfoResponse);

const standardize = (token: string, body: RouteBody<'standardizeAddress'>) =>
  call('/api/geolocation', { method: 'POST', token, body });

function updateBody(companyId: number, overrides: Partial<RouteBody<'updateCompanyInfo'>> = {}) {
  const company = Object.values(DEMO_COMPANIES).find((candidate) => candidate.id === companyId);
  return {
    companyId,
    legacyId: company?.legacyId ?? 1,
    userId: 1,
    name: 'Acme Health Partners',
    industryId: 22,
    isFederalContractor: false,
    isStaffProvider: true,
    companySizeId: 1133,
    phoneAreaCode: '312',
    phoneNumber: '555-0199',
    website: 'https://acme.example',
    latitude: null,
    longitude: null,
    addressVerificationStatus: 2,
    numberOfEmployees: 0,
    locationId: 4242,
    street: '77 West Wacker Drive',
    street2: 'Floor 12',
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
    useStandardAddress: false,
    ...overrides,
  } satisfies RouteBody<'updateCompanyInfo'>;
}

const update = (token: string, body: RouteBody<'updateCompanyInfo'>) =>
  call('/api/companies/update', { method: 'POST', token, body });

describe('getCompanies', () => {
  it("returns the caller's companies with their role and default, exactly as identity.ts says", async () => {
    for (const name of ['owner', 'admin', 'user', 'sso'] as const) {
      const account = findDemoAccount(`${name}@demo.test`);
      if (!account) throw new Error(name);
      const companies = await companiesOf(tokens[name], account.userId);
      expect(companies.map((company) => [company.id, company.userRoleId, company.isDefault, company.userId])).toEqual(
        account.memberships.map((membership) => [
          DEMO_COMPANIES[membership.company].id,
          membership.role,
          membership.isDefault,
          account.userId,
        ]),
      );
      expect(companies.map((company) => company.name)).toEqual(
        account.memberships.map((membership) => DEMO_COMPANIES[membership.company].name),
      );
    }
  });

  it('gives Acme every product and flag, Beta none, Gamma ABI and LJNJP with LJNJP history', async () => {
    const [acme, beta, gamma] = await companiesOf(tokens.owner, 1);
    const active = (company: typeof acme) =>
      company?.productAuthorizations.filter((product) => product.status === 'Active').map((product) => product.name);

    expect(active(acme)).toEqual(expect.arrayContaining(['OMS', 'ABI', 'LJNJP', 'AICM', 'BRAND', 'DJJP']));
    expect(active(acme)?.some((name) => name.startsWith('OFCCP'))).toBe(true);
    expect(acme?.featureFlags).toEqual([1, 2, 5, 6, 7].map((id) => ({ id, value: true })));
    expect(acme).toMatchObject({
      showOrders: true,
      top_employer: true,
      hasAICM: true,
      accountingCustomerId: 'C-104233',
    });
    expect(acme?.amEmail).toMatch(/@/);
    expect(Date.parse(acme?.createdDate ?? '')).toBeLessThan(Date.parse('2021-11-01T00:00:00Z'));

    expect(beta?.productAuthorizations).toEqual([]);
    expect(beta?.featureFlags.every((flag) => !flag.value)).toBe(true);
    expect(beta).toMatchObject({ showOrders: false, amEmail: null, hasAICM: false });
    expect(beta?.accountingCustomerId).toContain('TEMP');
    expect(Date.parse(beta?.createdDate ?? '')).toBeGreaterThan(Date.parse('2021-11-01T00:00:00Z'));

    expect(active(gamma)?.sort()).toEqual(['ABI', 'LJNJP']);
    expect(gamma?.hasAICM).toBe(false);
    expect(gamma?.hadPriorProdAuths.map((product) => product.name)).toContain('LJNJP');
  });

  it("refuses another user's companies, and previewFeatures from anyone but an impersonating session", async () => {
    await problemOf(await call('/api/companies', { token: tokens.admin, query: { userId: 1 } }), 403);
    const preview = { previewFeatures: true };
    await problemOf(await call('/api/companies', { token: tokens.owner, query: { userId: 1, ...preview } }), 403);
    const support = await call('/api/companies', { token: tokens.support, query: { userId: 5, ...preview } });
    expect((await parsed(support, GetCompaniesResponse)).map((company) => company.name)).toEqual(['Acme Health']);
  });
});

describe('setDefaultCompany', () => {
  it('makes exactly the chosen company the default', async () => {
    expectNoContent(
      await call('/api/companies/default', { method: 'POST', token: tokens.owner, body: { companyId: GAMMA } }),
    );
    const companies = await companiesOf(tokens.owner, 1);
    expect(companies.filter((company) => company.isDefault).map((company) => company.id)).toEqual([GAMMA]);
  });

  it('refuses a company the caller does not belong to', async () => {
    await problemOf(
      await call('/api/companies/default', { method: 'POST', token: tokens.admin, body: { companyId: BETA } }),
      403,
    );
    expect((await companiesOf(tokens.admin, 2)).map((company) => company.isDefault)).toEqual([true]);
  });
});

describe('getPaymentLink', () => {
  it('answers a payment page on the request origin for a valid accounting customer id', async () => {
    const { url } = await parsed(
      await call('/api/Orders/PaymentLink', { token: tokens.owner, query: { companyId: ACME } }),
      GetPaymentLinkResponse,
    );
    expect(new URL(url).origin).toBe('http://demo.test');
    expect(new URL(url).searchParams.get('customerId')).toBe('C-104233');
  });

  /** Asked as the demo middleware asks: a Request on the listening address, the browser's headers. */
  const paymentUrlFrom = async (origin: string, host?: string) => {
    const url = new URL('/api/Orders/PaymentLink', origin);
    url.searchParams.set('companyId', String(ACME));
    const headers = new Headers({ Authorization: `Bearer ${tokens.owner}` });
    if (host !== undefined) headers.set('Host', host);
    const response = await getResponse(handlers, new Request(url, { headers }));
    if (!response) throw new Error('no answer');
    const { url: link } = await parsed(response, GetPaymentLinkResponse);
    return new URL(link);
  };

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('answers the payment page on the loopback alias of a loopback portal (VITE_PAYMENT_ORIGIN empty)', async () => {
    vi.stubEnv('VITE_PAYMENT_ORIGIN', '');
    const fromIp = await paymentUrlFrom('http://127.0.0.1:5173');
    expect(fromIp.origin).toBe('http://localhost:5173');
    expect(fromIp.pathname).toBe('/legacy/payment');
    expect(fromIp.searchParams.get('customerId')).toBe('C-104233');
    expect((await paymentUrlFrom('http://localhost:4173')).origin).toBe('http://127.0.0.1:4173');
  });

  it('names the alias of the host the browser asked for, which the demo server may not listen under', async () => {
    vi.stubEnv('VITE_PAYMENT_ORIGIN', '');
    expect((await paymentUrlFrom('http://127.0.0.1:4173', 'localhost:4173')).origin).toBe('http://127.0.0.1:4173');
    expect((await paymentUrlFrom('http://127.0.0.1:4173', 'evil.example')).origin).toBe('http://localhost:4173');
  });

  it('answers the payment page on VITE_PAYMENT_ORIGIN when the server has one', async () => {
    vi.stubEnv('VITE_PAYMENT_ORIGIN', 'https://pay.example');
    const link = await paymentUrlFrom('http://127.0.0.1:5173');
    expect(link.origin).toBe('https://pay.example');
    expect(link.searchParams.get('companyId')).toBe(String(ACME));
  });

  it("answers 404 for TEMP and JF accounting ids, 403 without orders and 403 for someone else's company", async () => {
    const refused = await problemOf(
      await call('/api/Orders/PaymentLink', { token: tokens.owner, query: { companyId: BETA } }),
      403,
    );
    expect(refused.detail).toMatch(/orders/);
    // reseedAccountArea (before each test) puts Beta's orders flag back.
    changeDemoCompany(BETA, { showOrders: true });
    for (const companyId of [BETA, GAMMA]) {
      await problemOf(await call('/api/Orders/PaymentLink', { token: tokens.owner, query: { companyId } }), 404);
    }
    await problemOf(await call('/api/Orders/PaymentLink', { token: tokens.user, query: { companyId: GAMMA } }), 403);
  });
});

describe('getCompanyInfo', () => {
  it('answers a valid record for every company, with numberOfEmployees from the size table', async () => {
    for (const companyId of [ACME, BETA, GAMMA]) {
      const info = await infoOf(tokens.owner, companyId);
      expect(info.companyId).toBe(companyId);
      expect(info.numberOfEmployees).toBe(EMPLOYEES_BY_COMPANY_SIZE[info.companySizeId]);
    }
    const [acme, beta, gamma] = await Promise.all([ACME, BETA, GAMMA].map((id) => infoOf(tokens.owner, id)));
    expect(acme).toMatchObject({ addressVerificationStatus: 1, street: '1200 HARBOR BLVD', zipCode: '02110-9304' });
    expect(beta?.addressVerificationStatus).toBe(2);
    expect(beta?.standardAddress?.street).toBe('845 INDUSTRIAL PKWY');
    expect(gamma).toMatchObject({ addressVerificationStatus: 4, standardAddress: null });
  });

  it('refuses non-members', async () => {
    await problemOf(await call('/api/companies/info', { token: tokens.admin, query: { companyId: GAMMA } }), 403);
  });
});

describe('updateCompanyInfo', () => {
  it('persists every field for an owner and shows the new name in the company list', async () => {
    const body = updateBody(ACME);
    const saved = await parsed(await update(tokens.owner, body), UpdateCompanyInfoResponse);
    expect(await infoOf(tokens.admin, ACME)).toEqual(saved);
    expect(saved).toMatchObject({
      companyName: body.name,
      street: body.street,
      street2: body.street2,
      cityState: { city: 'Chicago', stateCode: 'IL' },
      zipCode: '60601',
      phoneAreaCode: '312',
      phoneNumber: '555-0199',
      website: body.website,
      isFederalContractor: false,
      isStaffProvider: true,
      industryId: 22,
      companySizeId: 1133,
      numberOfEmployees: 51,
      locationId: 4242,
      addressVerificationStatus: 2,
    });
    expect(saved.standardAddress).toMatchObject({ street: '77 W WACKER DR', street2: 'FL 12', city: 'CHICAGO' });
    expect(saved.latitude).toEqual(expect.any(Number));
    expect((await companiesOf(tokens.owner, 1))[0]?.name).toBe(body.name);
  });

  it('stores the standard address when asked to', async () => {
    await parsed(
      await update(tokens.admin, updateBody(ACME, { useStandardAddress: true, addressVerificationStatus: 1 })),
      UpdateCompanyInfoResponse,
    );
    const info = await infoOf(tokens.owner, ACME);
    expect(info).toMatchObject({
      street: '77 W WACKER DR',
      street2: 'FL 12',
      cityState: { city: 'CHICAGO', stateCode: 'IL' },
      zipCode: '60601-3471',
      addressVerificationStatus: 1,
    });
  });

  it('keeps the typed address when no standard form exists', async () => {
    const body = updateBody(ACME, {
      street: 'PO Box 12',
      street2: null,
      useStandardAddress: true,
      addressVerificationStatus: 4,
    });
    const info = await parsed(await update(tokens.owner, body), UpdateCompanyInfoResponse);
    expect(info).toMatchObject({
      street: 'PO Box 12',
      street2: null,
      zipCode: '60601',
      standardAddress: null,
      addressVerificationStatus: 4,
    });
  });

  it('takes the state part as typed, a name as well as a code, and refuses an empty or overlong one', async () => {
    const body = updateBody(ACME, { city: 'Austin', state: 'Texas', addressVerificationStatus: 4 });
    const saved = await parsed(await update(tokens.owner, body), UpdateCompanyInfoResponse);
    expect(saved.cityState).toEqual({ city: 'Austin', stateCode: 'Texas' });
    expect(await infoOf(tokens.owner, ACME)).toEqual(saved);
    await problemOf(await update(tokens.owner, updateBody(ACME, { state: '' })), 400);
    await problemOf(await update(tokens.owner, updateBody(ACME, { state: 'S'.repeat(51) })), 400);
  });

  it('allows owners and administrators only', async () => {
    await problemOf(await update(tokens.user, updateBody(ACME)), 403);
    await problemOf(await update(tokens.admin, updateBody(BETA)), 403);
    expect((await infoOf(tokens.owner, ACME)).companyName).toBe('Acme Health');
    // The owner is an administrator (role 2) of Beta, which is enough.
    expect((await parsed(await update(tokens.owner, updateBody(BETA)), UpdateCompanyInfoResponse)).companyId).toBe(
      BETA,
    );
  });

  it('recomputes numberOfEmployees from companySizeId by the spec table, whatever the body says', async () => {
    // Any number the contract lets through (0 to the table's largest, 10,001).
    const sizes = [1130, 1131, 1132, 1133, 1134, 1135, 1136, 1137, 1138] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...sizes),
        fc.nat({ max: updateCompanyInfoBodyNumberOfEmployeesMax }),
        async (companySizeId, claimed) => {
          await update(tokens.owner, updateBody(GAMMA, { companySizeId, numberOfEmployees: claimed }));
          const info = await infoOf(tokens.owner, GAMMA);
          expect(info.companySizeId).toBe(companySizeId);
          expect(info.numberOfEmployees).toBe(EMPLOYEES_BY_COMPANY_SIZE[companySizeId]);
        },
      ),
      { numRuns: 25 },
    );
    expect(sizes.map((size) => EMPLOYEES_BY_COMPANY_SIZE[size])).toEqual([1, 1, 11, 51, 201, 501, 1001, 5001, 10001]);
  });
});

describe('standardizeAddress', () => {
  const address = {
    street: '350 Fifth Avenue, Suite 3300',
    street2: 'north building',
    city: 'new york',
    state: 'NY',
    zipCode: '10118',
  };

  it('uppercases and abbreviates, adds ZIP+4 and coordinates, deterministically', async () => {
    const result = await parsed(await standardize(tokens.user, address), StandardizeAddressResponse);
    expect(result.status).toBe(1);
    expect(result.standardAddress).toEqual({
      street: '350 FIFTH AVE STE 3300',
      street2: 'N BLDG',
      city: 'NEW YORK',
      state: 'NY',
      zipCode: '10118-5600',
      status: 1,
    });
    expect(Math.abs((result.latitude ?? 0) - 42.9)).toBeLessThan(0.6);
    expect(Math.abs((result.longitude ?? 0) + 75.5)).toBeLessThan(0.6);
    const again = await parsed(await standardize(tokens.owner, address), StandardizeAddressResponse);
    expect(again).toEqual(result);
  });

  it('has no standard form for a PO box or an unknown city, and fails for zip 00000', async () => {
    for (const variant of [{ street: 'P.O. Box 881' }, { city: 'Springfield', state: 'NY' }]) {
      const result = await parsed(
        await standardize(tokens.user, { ...address, ...variant }),
        StandardizeAddressResponse,
      );
      expect(result).toMatchObject({ status: 1, standardAddress: null });
    }
    const failed = await parsed(
      await standardize(tokens.user, { ...address, zipCode: '00000' }),
      StandardizeAddressResponse,
    );
    expect(failed).toMatchObject({ status: 0, standardAddress: null });
  });
});

describe('searchCities', () => {
  const search = async (substr: string) =>
    parsed(await call('/api/cities', { token: tokens.user, query: { substr } }), SearchCitiesResponse);

  it('finds cities by any part of the name, case-insensitively, names starting with it first', async () => {
    const cities = await search('SPRING');
    expect(cities.slice(0, 4)).toEqual([
      { city: 'Springfield', stateCode: 'IL' },
      { city: 'Springfield', stateCode: 'MA' },
      { city: 'Springfield', stateCode: 'MO' },
      { city: 'Colorado Springs', stateCode: 'CO' },
    ]);
    expect(cities.every((entry) => entry.city.toLowerCase().includes('spring'))).toBe(true);
    expect(await search('zzzq')).toEqual([]);
  });

  it('caps the answer at 20 and holds a few hundred real cities', async () => {
    expect((await search('ton')).length).toBe(20);
    expect(CITIES.length).toBeGreaterThan(300);
    expect(new Set(CITIES.map((entry) => `${entry.city}|${entry.stateCode}`)).size).toBe(CITIES.length);
  });

  it('rejects fewer than three characters', async () => {
    await problemOf(await call('/api/cities', { token: tokens.user, query: { substr: 'sa' } }), 400);
  });
});
