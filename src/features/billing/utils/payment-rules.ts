import type { Company } from '@/generated/model';
import { accountManagerEmail } from '@/lib/access';

/** Companies that became customers before this day have invoices the portal cannot show (spec section 2). */
export const PAST_INVOICES_BEFORE = '2021-11-01';

/** Spec sections 2 and 4: no 'JF' or 'TEMP' in the id, compared case-insensitively ('temp-…' too). */
export function hasPayableAccount(accountingCustomerId: string | null | undefined): boolean {
  const id = accountingCustomerId?.trim().toUpperCase() ?? '';
  return id !== '' && !id.includes('JF') && !id.includes('TEMP');
}

export function hasPastInvoices(createdDate: string | null | undefined): boolean {
  if (!createdDate) return false;
  const created = new Date(createdDate);
  return !Number.isNaN(created.getTime()) && created < new Date(`${PAST_INVOICES_BEFORE}T00:00:00Z`);
}

/**
 * The {email} of the payment notices (spec sections 3 and 8): the default account manager email; without
 * one, amEmail or the renewal mailbox rather than an empty sentence.
 */
export function paymentNoticeEmail(
  company: Pick<Company, 'defaultAccountManagerEmail' | 'amEmail'> | null | undefined,
): string {
  const own = company?.defaultAccountManagerEmail?.trim();
  return own ? own : accountManagerEmail(company);
}
