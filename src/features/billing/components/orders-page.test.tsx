import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACME, GAMMA, changeDemoCompany, recordedDemoBackend, reseed } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { paths } from '@/config/paths';
import { OrdersPage } from './orders-page';

/**
 * The payment notices of spec section 8 over the real demo handlers: their {email} is the company's default
 * account manager email and their {phone} its phone (spec section 3), not the account manager's own amEmail.
 * The payment frame itself is proved in a browser (tests/e2e/orders.spec.ts).
 */
recordedDemoBackend();
afterEach(() => reseed());

const show = (companyId: number) => renderApp(<OrdersPage />, { url: paths.accountOrders.href(), companyId });

describe('the payment notices', () => {
  it("name the company's default account manager email and phone (Gamma: JF account, customer since 2020)", async () => {
    await show(GAMMA);
    expect(
      await screen.findByText(
        'To view or pay previous invoices, please contact your account manager or email accountmanagers@employer-portal.test.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please contact your account manager at 800-555-0163 for payment information.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/priya\.shah@employer-portal\.test/)).not.toBeInTheDocument();
  });

  it.each([
    {
      without: 'a default account manager phone, the payment notice gives the default account manager email',
      company: GAMMA,
      change: { defaultAccountManagerPhone: null },
      notice: 'Please contact your account manager at accountmanagers@employer-portal.test for payment information.',
    },
    {
      without: "a default account manager email, they fall back to the account manager's address",
      company: ACME,
      change: { defaultAccountManagerEmail: null },
      notice:
        'To view or pay previous invoices, please contact your account manager or email jordan.reyes@employer-portal.test.',
    },
  ])('without $without', async ({ company, change, notice }) => {
    changeDemoCompany(company, change);
    await show(company);
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });
});
