import { HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db';
import { numberOfEmployeesFor, standardizeAddress } from '../lib/account-address';
import { activeMembershipsOf, findCompany, forbidden, notFound } from '../lib/account-access';
import { searchCities } from '../lib/account-cities';
import { standardAddressColumns, toCompany, toCompanyInfo } from '../lib/account-shapes';
import { route } from '../lib/route';
import { isLoopbackOrigin, LEGACY_PREFIX, standInOrigin } from '../stand-ins/origins';

/** The payment page needs an accounting customer id without 'JF' or 'TEMP' (spec, Past invoices). */
function hasPaymentAccount(accountingCustomerId: string | null): accountingCustomerId is string {
  return accountingCustomerId !== null && !/JF|TEMP/i.test(accountingCustomerId);
}

/**
 * The portal's origin as the browser asked for it: the demo server answers under every name but builds
 * request URLs from the address it listens on, so a loopback Host header says which name the portal uses.
 */
function portalOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  const asked = host === null ? null : URL.parse(`${url.protocol}//${host}`);
  return asked !== null && isLoopbackOrigin(asked.origin) ? asked.origin : url.origin;
}

/** Where the payment page lives: VITE_PAYMENT_ORIGIN, or (empty) what the portal expects by the same rule. */
function paymentPageUrl(request: Request): URL {
  const origin = standInOrigin(process.env['VITE_PAYMENT_ORIGIN'] ?? '', portalOrigin(request));
  return new URL(`${LEGACY_PREFIX}/payment`, origin);
}

function findCompanyInfo(companyId: number) {
  return db.companyInfo.findFirst({ where: { companyId: { equals: companyId } } });
}

export const companiesHandlers: HttpHandler[] = [
  route('getPaymentLink', ({ request, query }) => {
    const company = findCompany(query.companyId);
    if (!company) return notFound(request, `Company ${query.companyId} does not exist.`);
    if (!hasPaymentAccount(company.accountingCustomerId)) {
      return notFound(request, 'The company has no payment account (no valid accounting customer id).');
    }
    const url = paymentPageUrl(request);
    url.searchParams.set('customerId', company.accountingCustomerId);
    url.searchParams.set('companyId', String(company.id));
    return HttpResponse.json({ url: url.href });
  }),

  route('getCompanies', ({ request, query, user }) => {
    if (query.userId !== user.userId) return forbidden(request, 'Users may list only their own companies.');
    const companies = activeMembershipsOf(user.userId).flatMap((membership) => {
      const company = findCompany(membership.companyId);
      return company ? [toCompany(company, membership)] : [];
    });
    return HttpResponse.json(companies);
  }),

  route('getCompanyInfo', ({ request, query }) => {
    const company = findCompany(query.companyId);
    const info = findCompanyInfo(query.companyId);
    if (!company || !info) return notFound(request, `Company ${query.companyId} has no company information.`);
    return HttpResponse.json(toCompanyInfo(company, info));
  }),

  route('updateCompanyInfo', ({ request, body }) => {
    const info = findCompanyInfo(body.companyId);
    if (!info) return notFound(request, `Company ${body.companyId} has no company information.`);

    const typed = { street: body.street, street2: body.street2 ?? null, city: body.city, state: body.state };
    // The geolocation call carries no company, so "the last standardization" of this address is
    // recomputed: standardization is deterministic, so it is the result the client was shown.
    const standardization = standardizeAddress({ ...typed, zipCode: body.zip });
    const standard = standardization.standardAddress;
    const address =
      body.useStandardAddress && standard
        ? { street: standard.street, street2: standard.street2 ?? null, city: standard.city, stateCode: standard.state }
        : { street: typed.street, street2: typed.street2, city: typed.city, stateCode: typed.state };
    const zipCode = body.useStandardAddress && standard ? standard.zipCode : body.zip;

    const company = db.company.update({ where: { id: { equals: body.companyId } }, data: { name: body.name } });
    const saved = db.companyInfo.update({
      where: { companyId: { equals: body.companyId } },
      data: {
        ...address,
        zipCode,
        phoneAreaCode: body.phoneAreaCode,
        phoneNumber: body.phoneNumber,
        website: body.website,
        isFederalContractor: body.isFederalContractor,
        isStaffProvider: body.isStaffProvider,
        industryId: body.industryId,
        companySizeId: body.companySizeId,
        numberOfEmployees: numberOfEmployeesFor(body.companySizeId),
        locationId: body.locationId ?? info.locationId,
        latitude: body.latitude ?? standardization.latitude ?? null,
        longitude: body.longitude ?? standardization.longitude ?? null,
        addressVerificationStatus: body.addressVerificationStatus,
        ...standardAddressColumns(standard),
      },
    });
    if (!company || !saved) return notFound(request, `Company ${body.companyId} does not exist.`);
    return HttpResponse.json(toCompanyInfo(company, saved));
  }),

  route('setDefaultCompany', ({ body, user }) => {
    for (const membership of db.companyUser.findMany({ where: { userId: { equals: user.userId } } })) {
      db.companyUser.update({
        where: { id: { equals: membership.id } },
        data: { isDefault: membership.companyId === body.companyId },
      });
    }
    return new HttpResponse(null, { status: 204 });
  }),

  route('standardizeAddress', ({ body }) => HttpResponse.json(standardizeAddress(body))),

  route('searchCities', ({ query }) => HttpResponse.json(searchCities(query.substr))),
];
