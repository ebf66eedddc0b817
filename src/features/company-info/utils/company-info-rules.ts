import type { FormValidation } from '@rjsf/utils';
import schema from '@schemas/compiled/company-info.schema.json';
import {
  AddressVerificationStatus,
  CompanySizeId,
  type AddressToStandardize,
  type CompanyInfo,
  type CompanyUpdate,
  type StandardizeAddressResult,
} from '@/generated/model';
import { updateCompanyInfoBodyCityMax, updateCompanyInfoBodyStateMax } from '@/generated/zod/companies/companies.zod';
import { managesCompany } from '@/lib/access';

/** What the Company Info form edits (schemas/company-info.schema.json, compiled into schemas/compiled/). */
export interface CompanyInfoFormData {
  companyName?: string;
  street?: string;
  street2?: string;
  cityState?: string;
  zipCode?: string;
  phone?: string;
  website?: string;
  industryId?: number;
  companySizeId?: number;
  isFederalContractor?: boolean;
  isStaffProvider?: boolean;
}

/** Spec section 6: only owners and administrators may edit company info. */
export const canEditCompanyInfo = managesCompany;

/** Spec section 5's numberOfEmployees table: the lower bound of each company size, 0 for anything else. */
const EMPLOYEES_BY_COMPANY_SIZE: Readonly<Record<number, number>> = {
  [CompanySizeId.SelfEmployed]: 1,
  [CompanySizeId.From1To10]: 1,
  [CompanySizeId.From11To50]: 11,
  [CompanySizeId.From51To200]: 51,
  [CompanySizeId.From201To500]: 201,
  [CompanySizeId.From501To1000]: 501,
  [CompanySizeId.From1001To5000]: 1001,
  [CompanySizeId.From5001To10000]: 5001,
  [CompanySizeId.Over10000]: 10001,
} satisfies Record<CompanySizeId, number>;

export function numberOfEmployeesFor(companySizeId: number | null | undefined): number {
  return companySizeId == null ? 0 : (EMPLOYEES_BY_COMPANY_SIZE[companySizeId] ?? 0);
}

const PHONE = new RegExp(schema.properties.phone.pattern);

/** ###-###-#### → the API's area code (before the first dash) and ###-####; null for what the form refuses. */
export function splitPhone(text: string): { phoneAreaCode: string; phoneNumber: string } | null {
  if (!PHONE.test(text)) return null;
  const dash = text.indexOf('-');
  return { phoneAreaCode: text.slice(0, dash), phoneNumber: text.slice(dash + 1) };
}

export function joinPhone(phoneAreaCode: string, phoneNumber: string): string {
  return `${phoneAreaCode}-${phoneNumber}`;
}

/** A state typed as two letters is a state code, sent in capitals (tx → TX); a name is sent as typed. */
const STATE_CODE = /^[A-Za-z]{2}$/;

/** City, State (spec section 5): two non-empty parts around one comma; the state is a code or a name. */
export function parseCityState(text: string): { city: string; state: string } | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const city = (parts[0] ?? '').trim();
  const typed = (parts[1] ?? '').trim();
  if (!city || !typed) return null;
  return { city, state: STATE_CODE.test(typed) ? typed.toUpperCase() : typed };
}

export function formatCityState(city: string, state: string): string {
  return `${city}, ${state}`;
}

/**
 * City, State rules the schema cannot express: city required, and each part within the contract's
 * `city` and `state` maximums, so the form refuses it instead of the API answering 400.
 */
export function companyInfoValidate(
  formData: CompanyInfoFormData | undefined,
  errors: FormValidation<CompanyInfoFormData>,
): FormValidation<CompanyInfoFormData> {
  const text = formData?.cityState;
  if (!text?.includes(',')) return errors;
  const [city = '', state = ''] = text.split(',').map((part) => part.trim());
  if (!city) errors.cityState?.addError('company-info:errors.cityRequired');
  if (city.length > updateCompanyInfoBodyCityMax || state.length > updateCompanyInfoBodyStateMax) {
    errors.cityState?.addError('forms:errors.tooManyCharacters');
  }
  return errors;
}

export function toFormData(info: CompanyInfo): CompanyInfoFormData {
  return {
    companyName: info.companyName,
    street: info.street,
    street2: info.street2 ?? undefined,
    cityState: formatCityState(info.cityState.city, info.cityState.stateCode),
    zipCode: info.zipCode,
    phone: joinPhone(info.phoneAreaCode, info.phoneNumber),
    website: info.website,
    industryId: info.industryId,
    companySizeId: info.companySizeId,
    isFederalContractor: info.isFederalContractor,
    isStaffProvider: info.isStaffProvider,
  };
}

/** The typed address as POST /api/geolocation takes it; null while the form is not valid. */
export function addressToStandardize(form: CompanyInfoFormData): AddressToStandardize | null {
  const cityState = parseCityState(form.cityState ?? '');
  if (!form.street || !cityState || !form.zipCode) return null;
  return {
    street: form.street,
    street2: form.street2 || null,
    city: cityState.city,
    state: cityState.state,
    zipCode: form.zipCode,
  };
}

export type AddressChoice = 'standard' | 'original' | 'none';

/** Spec section 4: the standard address used, the original kept, or not needed (no standard address). */
const VERIFICATION_STATUS: Record<AddressChoice, AddressVerificationStatus> = {
  standard: AddressVerificationStatus.Standard,
  original: AddressVerificationStatus.Original,
  none: AddressVerificationStatus.NotNeeded,
};

interface UpdateContext {
  info: CompanyInfo;
  userId: number;
  oAuthToken: string | null;
  standardization: StandardizeAddressResult | null;
}

/** The body of POST /api/companies/update for the typed form and the user's address choice. */
export function toCompanyUpdate(
  form: CompanyInfoFormData,
  choice: AddressChoice,
  { info, userId, oAuthToken, standardization }: UpdateContext,
): CompanyUpdate | null {
  const address = addressToStandardize(form);
  const phone = splitPhone(form.phone ?? '');
  if (!address || !phone || !form.companyName || !form.website) return null;
  if (form.industryId === undefined || form.companySizeId === undefined) return null;
  return {
    oAuthToken,
    companyId: info.companyId,
    legacyId: info.legacyId,
    userId,
    name: form.companyName,
    industryId: form.industryId,
    isFederalContractor: form.isFederalContractor ?? false,
    isStaffProvider: form.isStaffProvider ?? false,
    companySizeId: form.companySizeId as CompanySizeId,
    phoneAreaCode: phone.phoneAreaCode,
    phoneNumber: phone.phoneNumber,
    website: form.website,
    latitude: standardization?.latitude ?? info.latitude ?? null,
    longitude: standardization?.longitude ?? info.longitude ?? null,
    addressVerificationStatus: VERIFICATION_STATUS[choice],
    numberOfEmployees: numberOfEmployeesFor(form.companySizeId),
    locationId: info.locationId ?? null,
    street: address.street,
    street2: address.street2 ?? null,
    city: address.city,
    state: address.state,
    zip: address.zipCode,
    useStandardAddress: choice === 'standard',
  };
}
