import {
  AddressVerificationStatus,
  CompanySizeId,
  FeatureId,
  ProductAuthorizationStatus,
  UserRole,
  type AccessFlags,
} from '../../src/generated/model';
import { db } from '../db';
import type { StandardAddress } from './account-address';
import type { RouteResult } from './route';

export type CompanyRow = ReturnType<typeof db.company.create>;
export type CompanyInfoRow = ReturnType<typeof db.companyInfo.create>;
export type UserRow = ReturnType<typeof db.user.create>;
export type MembershipRow = ReturnType<typeof db.companyUser.create>;
export type NotificationRow = ReturnType<typeof db.notification.create>;

export type CompanyShape = RouteResult<'getCompanies'>[number];
export type CompanyInfoShape = RouteResult<'getCompanyInfo'>;
export type UserShape = RouteResult<'getUserByEmail'>;
export type CompanyUserShape = RouteResult<'getCompanyUsers'>[number];
export type UserPermissionsShape = RouteResult<'getUserPermissions'>;
export type NotificationShape = RouteResult<'getNotifications'>[number];
export type NotificationPreferenceShape = RouteResult<'getNotificationPreferences'>[number];
export type { AccessFlags };
export type AccessFlagKey = keyof AccessFlags;

/**
 * Every access switch off. Typed with the contract's `AccessFlags`, so a switch the contract adds or drops
 * stops the build here; the demo backend's one list of the switches is its keys (`ACCESS_FLAG_KEYS`).
 */
export const NO_ACCESS: AccessFlags = {
  accessJobs: false,
  accessResumes: false,
  accessApplicants: false,
  accessReports: false,
  editAllJobPostings: false,
  accessOFCCPAccountManagement: false,
  accessDiversitySourcing: false,
};
export const ACCESS_FLAG_KEYS = Object.keys(NO_ACCESS) as readonly AccessFlagKey[];

/** One value per access switch (`accessFlagsWith(() => true)` is every switch on). */
export function accessFlagsWith<Value>(value: (flag: AccessFlagKey) => Value): Record<AccessFlagKey, Value> {
  return Object.fromEntries(ACCESS_FLAG_KEYS.map((flag) => [flag, value(flag)])) as Record<AccessFlagKey, Value>;
}

export const ALL_ACCESS: AccessFlags = accessFlagsWith(() => true);

/** Every feature id of the contract, in its order (the seed stores one flag per id). */
export const FEATURE_IDS: readonly FeatureId[] = Object.values(FeatureId);

/**
 * Narrows a stored value to one of the contract's enum (a generated const such as `UserRole`); a value
 * outside it is a seed or handler bug (500).
 */
function oneOf<Value extends number | string>(
  allowed: Readonly<Record<string, Value>>,
  value: number | string,
  what: string,
): Value {
  const found = Object.values(allowed).find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`The database holds an invalid ${what}: ${String(value)}`);
  return found;
}

export const asRole = (value: number) => oneOf(UserRole, value, 'user role');

export function isManagerRole(role: number): boolean {
  return role === UserRole.Owner || role === UserRole.Administrator;
}

/** Only the switches of a row or body that holds them among other fields. */
export function accessFlagsOf(membership: AccessFlags): AccessFlags {
  return accessFlagsWith((flag) => membership[flag]);
}

export function sameAccessFlags(a: AccessFlags, b: AccessFlags): boolean {
  return ACCESS_FLAG_KEYS.every((key) => a[key] === b[key]);
}

/**
 * The switches as a company allows them: Diversity Sourcing needs an active AICM authorization, the
 * portal's one AICM rule (src/lib/access.ts `hasAicm`); the company's hasAICM field is not read.
 */
export function allowedAccessFlags(flags: AccessFlags, company: Pick<CompanyRow, 'id'>): AccessFlags {
  const aicm = db.productAuthorization.findFirst({
    where: {
      companyId: { equals: company.id },
      isPrior: { equals: false },
      name: { equals: 'AICM' },
      status: { equals: ProductAuthorizationStatus.Active },
    },
  });
  return { ...accessFlagsOf(flags), accessDiversitySourcing: aicm !== null && flags.accessDiversitySourcing };
}

function authorizationsOf(companyId: number, isPrior: boolean): CompanyShape['productAuthorizations'] {
  return db.productAuthorization
    .findMany({ where: { companyId: { equals: companyId }, isPrior: { equals: isPrior } } })
    .map((row) => ({ name: row.name, status: oneOf(ProductAuthorizationStatus, row.status, 'authorization status') }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

function featureFlagsOf(companyId: number): CompanyShape['featureFlags'] {
  return db.featureFlag
    .findMany({ where: { companyId: { equals: companyId } } })
    .map((row) => ({ id: oneOf(FeatureId, row.featureId, 'feature id'), value: row.value }))
    .sort((a, b) => a.id - b.id);
}

/** A company as one member sees it (their role, default and select flags). */
export function toCompany(company: CompanyRow, membership: MembershipRow): CompanyShape {
  return {
    id: company.id,
    legacyId: company.legacyId,
    name: company.name,
    salesforceId: company.salesforceId,
    amEmail: company.amEmail,
    hasAICM: company.hasAICM,
    userRoleId: asRole(membership.userRole),
    userId: membership.userId,
    isDefault: membership.isDefault,
    selectCompany: membership.selectCompany,
    createdDate: company.createdDate,
    productAuthorizations: authorizationsOf(company.id, false),
    hadPriorProdAuths: authorizationsOf(company.id, true),
    featureFlags: featureFlagsOf(company.id),
    amsId: company.amsId,
    amName: company.amName,
    subscriptionType: company.subscriptionType,
    top_employer: company.top_employer,
    defaultAccountManagerPhone: company.defaultAccountManagerPhone,
    defaultAccountManagerEmail: company.defaultAccountManagerEmail,
    accountingCustomerId: company.accountingCustomerId,
    showOrders: company.showOrders,
  };
}

type StandardAddressColumns = Pick<
  CompanyInfoRow,
  'standardStreet' | 'standardStreet2' | 'standardCity' | 'standardState' | 'standardZipCode' | 'standardStatus'
>;

export function standardAddressColumns(address: StandardAddress | null): StandardAddressColumns {
  return {
    standardStreet: address?.street ?? null,
    standardStreet2: address?.street2 ?? null,
    standardCity: address?.city ?? null,
    standardState: address?.state ?? null,
    standardZipCode: address?.zipCode ?? null,
    standardStatus: address?.status ?? null,
  };
}

function standardAddressOf(info: CompanyInfoRow): StandardAddress | null {
  const { standardStreet, standardCity, standardState, standardZipCode, standardStatus } = info;
  if (standardStreet === null || standardCity === null || standardState === null || standardZipCode === null) {
    return null;
  }
  return {
    street: standardStreet,
    street2: info.standardStreet2,
    city: standardCity,
    state: standardState,
    zipCode: standardZipCode,
    status: standardStatus ?? 1,
  };
}

export function toCompanyInfo(company: CompanyRow, info: CompanyInfoRow): CompanyInfoShape {
  return {
    companyId: company.id,
    legacyId: company.legacyId,
    companyName: company.name,
    street: info.street,
    street2: info.street2,
    cityState: { city: info.city, stateCode: info.stateCode },
    zipCode: info.zipCode,
    phoneAreaCode: info.phoneAreaCode,
    phoneNumber: info.phoneNumber,
    website: info.website,
    isFederalContractor: info.isFederalContractor,
    isStaffProvider: info.isStaffProvider,
    industryId: info.industryId,
    companySizeId: oneOf(CompanySizeId, info.companySizeId, 'company size id'),
    numberOfEmployees: info.numberOfEmployees,
    locationId: info.locationId,
    latitude: info.latitude,
    longitude: info.longitude,
    addressVerificationStatus: oneOf(AddressVerificationStatus, info.addressVerificationStatus, 'verification status'),
    standardAddress: standardAddressOf(info),
  };
}

/**
 * A user with the role and switches of one membership. Without a membership the caller may see
 * (a lookup by email of someone outside the caller's companies) the user is shown as a plain User
 * without access, so no other company's permissions leak.
 */
export function toUser(user: UserRow, membership: MembershipRow | null): UserShape {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    has_SSO: user.has_SSO,
    userRole: membership ? asRole(membership.userRole) : UserRole.User,
    ...(membership ? accessFlagsOf(membership) : NO_ACCESS),
  };
}

/** Section 6: the caller may act on another row only as Owner/Admin and never on an Owner; always on themselves. */
export function canActOn(caller: MembershipRow, target: MembershipRow): boolean {
  if (caller.userId === target.userId) return true;
  return isManagerRole(caller.userRole) && target.userRole !== UserRole.Owner;
}

export function toCompanyUser(user: UserRow, membership: MembershipRow, caller: MembershipRow): CompanyUserShape {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    emailAddress: user.email,
    userRole: asRole(membership.userRole),
    lastLogin: membership.lastLogin,
    isActiveForCompany: membership.isActive,
    actionEnabled: canActOn(caller, membership),
  };
}

export function toUserPermissions(membership: MembershipRow): UserPermissionsShape {
  return {
    userId: membership.userId,
    companyId: membership.companyId,
    userRole: asRole(membership.userRole),
    ...accessFlagsOf(membership),
  };
}

export function toNotification(row: NotificationRow): NotificationShape {
  return {
    id: row.id,
    description: row.description,
    dateCreated: row.dateCreated,
    isRead: row.isRead,
    link: row.link,
  };
}
