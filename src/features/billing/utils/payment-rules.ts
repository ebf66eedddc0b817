import type { Company } from '@/generated/model';
import { accountManagerEmail } from '@/lib/access';

/** Companies that became customers before this day have invoices the portal cannot show (spec section 2). */
export const PAST_INVOICES_BEFORE = '2021-11-01';

/**
 * The payment frame loads only for a valid accounting customer id: present, and containing neither
 * 'JF' nor 'TEMP' (spec sections 2 and 4). Compared case-insensitively so 'temp-…' is not let through.
 */
export function hasPayableAccount(accountingCustomerId: string | null | undefined): boolean {
  const id = accountingCustomerId?.trim().toUpperCase() ?? '';
  return id !== '' && !id.includes('JF') && !id.includes('TEMP');
}

/** Whether the past-invoices notice applies: the company was created before 2021-11-01. */
export function hasPastInvoices(createdDate: string | null | undefined): boolean {
  if (!createdDate) return false;
  const created = new Date(createdDate);
  return !Number.isNaN(created.getTime()) && created < new Date(`${PAST_INVOICES_BEFORE}T00:00:00Z`);
}

/**
 * The {email} of the payment notices (spec section 8): the company's default account manager email (spec
 * section 3), the notices' pair of the default account manager phone; without one, the account manager's
 * address (amEmail, else the renewal mailbox) rather than an empty sentence.
 */
export function paymentNoticeEmail(
  company: Pick<Company, 'defaultAccountManagerEmail' | 'amEmail'> | null | undefined,
): string {
  const own = company?.defaultAccountManagerEmail?.trim();
  return own ? own : accountManagerEmail(company);
}
