import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { hasPastInvoices, hasPayableAccount, paymentNoticeEmail } from './payment-rules';

describe('hasPayableAccount', () => {
  it('accepts a present id without JF or TEMP', () => {
    expect(hasPayableAccount('C-104233')).toBe(true);
  });

  it('rejects a missing or blank id and any id containing JF or TEMP', () => {
    for (const id of [null, undefined, '', '   ', 'JF-88213', 'TEMP-20230508', 'A-jf-1', 'x-temp']) {
      expect(hasPayableAccount(id)).toBe(false);
    }
  });

  it('rejects JF or TEMP wherever they stand in the id', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('JF', 'TEMP'), fc.string(), (before, marker, after) => {
        expect(hasPayableAccount(`${before}${marker}${after}`)).toBe(false);
      }),
    );
  });
});

describe('hasPastInvoices', () => {
  it('applies to companies created before 2021-11-01 only', () => {
    expect(hasPastInvoices('2019-02-14T15:00:00Z')).toBe(true);
    expect(hasPastInvoices('2021-10-31T23:59:59Z')).toBe(true);
    expect(hasPastInvoices('2021-11-01T00:00:00Z')).toBe(false);
    expect(hasPastInvoices('2023-05-08T15:00:00Z')).toBe(false);
    expect(hasPastInvoices(null)).toBe(false);
    expect(hasPastInvoices('not a date')).toBe(false);
  });
});

describe('paymentNoticeEmail', () => {
  it("is the default account manager email, else the account manager's address", () => {
    const amEmail = 'jordan.reyes@employer-portal.test';
    const defaultAccountManagerEmail = 'accountmanagers@employer-portal.test';
    expect(paymentNoticeEmail({ amEmail, defaultAccountManagerEmail })).toBe(defaultAccountManagerEmail);
    expect(paymentNoticeEmail({ amEmail, defaultAccountManagerEmail: null })).toBe(amEmail);
    expect(paymentNoticeEmail({ amEmail, defaultAccountManagerEmail: ' ' })).toBe(amEmail);
    expect(paymentNoticeEmail({ amEmail: null, defaultAccountManagerEmail: null })).toBe(env.defaultRenewalMailbox);
    expect(paymentNoticeEmail(null)).toBe(env.defaultRenewalMailbox);
  });
});
