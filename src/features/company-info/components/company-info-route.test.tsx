import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { recordedDemoBackend, reseed } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { errorOf, fieldLabelled, serverProblem } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import { CompanyInfoPage } from './company-info-page';

/**
 * Company Info at its address, over the real demo handlers and seed (spec sections 2, 5, 8): the messages
 * after leaving a field and Update disabled while invalid, the city suggestions, a failed update keeping what
 * was typed, a failed standardization, Verify Address's save offline, and a User's read-only view. What needs
 * a browser (Verify Address through to a reload, axe) stays in tests/e2e/company-info.spec.ts and the
 * accessibility sweep.
 */

const UPDATE = '/api/companies/update';
const CITIES = '/api/cities';

const { server, callsTo } = recordedDemoBackend();
afterEach(() => {
  onlineManager.setOnline(true);
  reseed();
});

/**
 * Company Info as `account` sees it, once the company's record has filled the form. The page alone, not the
 * route table: the shell around it doubled the file's time and none of these tests needs it (the route's
 * title and gates are proved in src/app/router.test.tsx and the end-to-end tests).
 */
async function open(account = 'owner@demo.test') {
  const app = await renderApp(<CompanyInfoPage />, {
    account,
    url: paths.accountCompanyInfo.href(),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Company Info' })).toBeInTheDocument();
  await waitFor(() => expect(fieldLabelled('Company Name')).not.toHaveValue(''));
  return app;
}

/** The form control a label names (a required mark may follow the label's text). */
const updateButton = () => screen.queryByRole('button', { name: 'Update' });

describe('Company Info as the owner', () => {
  it('validation messages show after leaving a field and Update stays disabled while invalid', async () => {
    const { user } = await open();
    expect(updateButton()).toBeEnabled();
    expect(screen.queryByText('Company Name is required')).not.toBeInTheDocument();

    const name = fieldLabelled('Company Name');
    await user.clear(name);
    await user.tab();
    await waitFor(() => expect(errorOf(name)).toBe('Company Name is required'));
    expect(name).toBeInvalid();
    expect(updateButton()).toBeDisabled();

    // The phone mask takes keys one at a time.
    const phone = fieldLabelled('Business Phone');
    await user.clear(phone);
    await user.type(phone, '61755');
    expect(phone).toHaveValue('617-55');
    await user.tab();
    await waitFor(() => expect(errorOf(phone)).toBe('Invalid Phone Number Format'));

    const city = fieldLabelled('City, State');
    await user.clear(city);
    await user.type(city, 'Boston{Escape}');
    await user.tab();
    await waitFor(() => expect(errorOf(city)).toBe('Invalid City, State'));

    const zip = fieldLabelled('Zip Code');
    await user.clear(zip);
    await user.type(zip, '021');
    await user.tab();
    await waitFor(() => expect(errorOf(zip)).toBe('Zip Code is required'));
    await user.type(zip, '0000000000000');
    await waitFor(() => expect(errorOf(zip)).toBe('Too many characters'));

    const industry = fieldLabelled('Type of Industry');
    await user.selectOptions(industry, within(industry).getAllByRole('option')[0]!);
    await user.tab();
    await waitFor(() => expect(errorOf(industry)).toBe('Industry is required'));
    expect(updateButton()).toBeDisabled();
    expect(callsTo(UPDATE)).toHaveLength(0);
  });

  it('the city autocomplete suggests from 3 characters and takes a choice by keyboard', async () => {
    const { user } = await open();
    const city = fieldLabelled('City, State');
    await user.clear(city);
    await user.type(city, 'Bo');
    // Long enough for the debounced search to have run, had it been allowed to.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('option', { name: 'Boston, MA' })).not.toBeInTheDocument();
    expect(callsTo(CITIES)).toHaveLength(0);

    await user.type(city, 's');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Boston, MA');
    expect(callsTo(CITIES).map((call) => call.query)).toEqual([{ substr: 'Bos' }]);
    expect(city).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(city).toHaveValue('Boston, MA');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(city).toHaveAttribute('aria-expanded', 'false');
  });

  it("saves a City, State of two parts with the state's name ('Austin, Texas'), and shows it again", async () => {
    const { user, toasts } = await open();
    const city = fieldLabelled('City, State');
    await user.clear(city);
    await user.type(city, 'Austin, Texas{Escape}');
    await user.tab();
    expect(errorOf(city)).toBe('');
    await user.click(updateButton()!);
    // The demo backend knows no standard form for it: saved as typed (verification status 4), no dialog.
    await waitFor(() => expect(toasts.success.mock.calls).toEqual([['Company Information updated successfully!']]));
    expect(await callsTo(UPDATE)[0]!.sent).toMatchObject({ city: 'Austin', state: 'Texas' });
    expect(await callsTo(UPDATE)[0]!.body).toMatchObject({ cityState: { city: 'Austin', stateCode: 'Texas' } });
    expect(toasts.error).not.toHaveBeenCalled();
    await waitFor(() => expect(fieldLabelled('City, State')).toHaveValue('Austin, Texas'));
  });

  it('a failed update shows the spec message and keeps what the user typed', async () => {
    server.use(http.post(`*${UPDATE}`, () => serverProblem()));
    const { user, toasts } = await open();
    await user.clear(fieldLabelled('Company Name'));
    await user.type(fieldLabelled('Company Name'), 'Acme Health Typed');
    await user.clear(fieldLabelled('Business Address'));
    await user.type(fieldLabelled('Business Address'), 'PO Box 9');
    await user.clear(fieldLabelled('Address Line 2'));
    await user.clear(fieldLabelled('City, State'));
    await user.type(fieldLabelled('City, State'), 'Boston, MA{Escape}');
    await user.clear(fieldLabelled('Zip Code'));
    await user.type(fieldLabelled('Zip Code'), '02110');
    await user.click(updateButton()!);
    await waitFor(() =>
      expect(toasts.error.mock.calls).toEqual([['Error occurred while updating company information']]),
    );
    expect(callsTo(UPDATE)).toHaveLength(1);
    expect(toasts.success).not.toHaveBeenCalled();
    expect(fieldLabelled('Company Name')).toHaveValue('Acme Health Typed');
    expect(fieldLabelled('Business Address')).toHaveValue('PO Box 9');
    await waitFor(() => expect(updateButton()).toBeEnabled());
  });

  it('a failed standardization shows the spec message', async () => {
    const { user, toasts } = await open();
    await user.clear(fieldLabelled('Zip Code'));
    await user.type(fieldLabelled('Zip Code'), '00000');
    await user.click(updateButton()!);
    await waitFor(() => expect(toasts.error.mock.calls).toEqual([['Error occurred while standardizing address']]));
    expect(callsTo('/api/geolocation')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(UPDATE)).toHaveLength(0);
  });
});

describe('Company Info offline (issue 35)', () => {
  it('Verify Address: the save says it waits, Edit drops it, and nothing leaves when the network returns', async () => {
    const { user } = await open();
    await user.clear(fieldLabelled('Company Name'));
    await user.type(fieldLabelled('Company Name'), 'Acme Health Offline');
    // The seeded address has a standard form: the choice is asked online, the save then waits offline.
    await user.click(updateButton()!);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Address' });
    onlineManager.setOnline(false);
    await user.click(within(dialog).getByRole('button', { name: 'Use Standard Address' }));
    expect(
      await within(dialog).findByText('Waiting for the network. Your changes will be saved when you are back online.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Edit Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify Address' })).not.toBeInTheDocument());
    onlineManager.setOnline(true);
    // Long enough for a resumed save to have left, had it been kept.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo(UPDATE)).toHaveLength(0);
    expect(fieldLabelled('Company Name')).toHaveValue('Acme Health Offline');
    await waitFor(() => expect(updateButton()).toBeEnabled());
  });
});

describe('Company Info as a User', () => {
  it('a user (role 3) sees the information read-only, with Update disabled (spec section 5)', async () => {
    await open('user@demo.test');
    expect(fieldLabelled('Company Name')).toHaveAttribute('readonly');
    expect(fieldLabelled('Business Phone')).toHaveAttribute('readonly');
    expect(fieldLabelled('Type of Industry')).toBeDisabled();
    // The form is valid (the seed's record): only the role keeps Update disabled.
    expect(updateButton()).toBeDisabled();
    expect(
      screen.getByText("Only the company's owners and administrators can change this information."),
    ).toBeInTheDocument();
  });
});
