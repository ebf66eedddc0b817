import { http } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend, reseed, tokenFor } from '../../../../tests/support/demo-api';
import { clickOn, controlNamed, errorOf, fill, leave, typeInto } from '../../../../tests/support/screen-dom';
import { screenHarness, serverProblem } from '../../../../tests/support/screen-harness';
import { demoAccountSession, actingAccount as account } from '../../../../tests/support/screen-session';
import { configureApiClient } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { CompanyInfoPage } from './company-info-page';

/**
 * Company Info over the real demo handlers and seed (spec sections 2, 5, 8): the messages after leaving a
 * field and Update disabled while invalid, the city suggestions, a failed update keeping what was typed, a
 * failed standardization, and a User's read-only view. What needs a browser (Verify Address through to a
 * reload, axe) stays in tests/e2e/company-info.spec.ts and the accessibility sweep.
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).actingSessionProviderMock(),
);
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ user: { access_token: 'portal-token' } }) }));

const UPDATE = '/api/companies/update';
const CITIES = '/api/cities';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();
const { toast, successToast } = harness;

/** Signs the API client and the session in as a demo account, in Acme Health. */
async function actAs(email: string) {
  account.token = await tokenFor(email);
  account.session = { ...demoAccountSession(email) };
}

beforeAll(async () => {
  configureApiClient({ getAccessToken: () => account.token });
  await initI18n(['en']);
});
afterEach(() => reseed());

async function open(email = 'owner@demo.test') {
  await actAs(email);
  await harness.show(<CompanyInfoPage title="Company Info" />);
  await vi.waitFor(() => expect(field('Company Name').value).not.toBe(''));
}

const container = () => harness.container;
const text = () => container().textContent ?? '';
const updateButton = () => controlNamed(container(), 'Update') as HTMLButtonElement | undefined;
const dialog = () => document.querySelector('[role="dialog"]');
const suggestions = () => [...container().querySelectorAll('[role="listbox"] [role="option"]')];

/** The form control a label names (the label's text starts with `label`: a required mark may follow). */
function field<T extends HTMLElement = HTMLInputElement>(label: string): T {
  const element = [...container().querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.startsWith(label),
  );
  const control = element?.htmlFor ? document.getElementById(element.htmlFor) : null;
  if (!control) throw new Error(`No control labelled ${label}`);
  return control as T;
}

async function press(input: HTMLElement, key: string) {
  await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
}

/** Types the address (the city's suggestions closed with Escape, as a user who typed it whole). */
async function typeAddress(address: { street: string; street2: string; cityState: string; zip: string }) {
  await fill(field('Business Address'), address.street);
  await fill(field('Address Line 2'), address.street2);
  await fill(field('City, State'), address.cityState);
  await press(field('City, State'), 'Escape');
  await fill(field('Zip Code'), address.zip);
}

describe('Company Info as the owner', () => {
  it('validation messages show after leaving a field and Update stays disabled while invalid', async () => {
    await open();
    expect(updateButton()?.disabled).toBe(false);
    expect(text()).not.toContain('Company Name is required');

    const name = field('Company Name');
    await fill(name, '');
    await leave(name);
    await vi.waitFor(() => expect(errorOf(name)).toBe('Company Name is required'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(updateButton()?.disabled).toBe(true);

    // The phone mask takes keys one at a time.
    const phone = field('Business Phone');
    await typeInto(phone, '61755');
    expect(phone.value).toBe('617-55');
    await leave(phone);
    await vi.waitFor(() => expect(errorOf(phone)).toBe('Invalid Phone Number Format'));

    const city = field('City, State');
    await fill(city, 'Boston');
    await press(city, 'Escape');
    await leave(city);
    await vi.waitFor(() => expect(errorOf(city)).toBe('Invalid City, State'));

    const zip = field('Zip Code');
    await fill(zip, '021');
    await leave(zip);
    await vi.waitFor(() => expect(errorOf(zip)).toBe('Zip Code is required'));
    await fill(zip, '0211000000000000');
    await vi.waitFor(() => expect(errorOf(zip)).toBe('Too many characters'));

    const industry = field<HTMLSelectElement>('Type of Industry');
    await act(async () => {
      industry.selectedIndex = 0;
      industry.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await leave(industry);
    await vi.waitFor(() => expect(errorOf(industry)).toBe('Industry is required'));
    expect(updateButton()?.disabled).toBe(true);
    expect(callsTo(UPDATE)).toHaveLength(0);
  });

  it('the city autocomplete suggests from 3 characters and takes a choice by keyboard', async () => {
    await open();
    const city = field('City, State');
    await typeInto(city, 'Bo');
    // Long enough for the debounced search to have run, had it been allowed to.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(suggestions()).toHaveLength(0);
    expect(callsTo(CITIES)).toHaveLength(0);

    await typeInto(city, 'Bos');
    await vi.waitFor(() => expect(suggestions().map((option) => option.textContent)).toContain('Boston, MA'));
    expect(callsTo(CITIES).map((call) => call.query)).toEqual([{ substr: 'Bos' }]);
    expect(city.getAttribute('aria-expanded')).toBe('true');
    expect(suggestions()[0]?.textContent).toBe('Boston, MA');
    await press(city, 'ArrowDown');
    await press(city, 'Enter');
    expect(city.value).toBe('Boston, MA');
    expect(suggestions()).toHaveLength(0);
    expect(city.getAttribute('aria-expanded')).toBe('false');
  });

  it('a failed update shows the spec message and keeps what the user typed', async () => {
    server.use(http.post(`*${UPDATE}`, () => serverProblem()));
    await open();
    await fill(field('Company Name'), 'Acme Health Typed');
    await typeAddress({ street: 'PO Box 9', street2: '', cityState: 'Boston, MA', zip: '02110' });
    await clickOn(updateButton());
    await vi.waitFor(() => expect(toast.mock.calls).toEqual([['Error occurred while updating company information']]));
    expect(callsTo(UPDATE)).toHaveLength(1);
    expect(successToast).not.toHaveBeenCalled();
    expect(field('Company Name').value).toBe('Acme Health Typed');
    expect(field('Business Address').value).toBe('PO Box 9');
    await vi.waitFor(() => expect(updateButton()?.disabled).toBe(false));
  });

  it('a failed standardization shows the spec message', async () => {
    await open();
    await fill(field('Zip Code'), '00000');
    await clickOn(updateButton());
    await vi.waitFor(() => expect(toast.mock.calls).toEqual([['Error occurred while standardizing address']]));
    expect(callsTo('/api/geolocation')).toHaveLength(1);
    expect(dialog()).toBeNull();
    expect(callsTo(UPDATE)).toHaveLength(0);
  });
});

describe('Company Info as a User', () => {
  it('a user (role 3) sees the information read-only, without Update', async () => {
    await open('user@demo.test');
    expect(field('Company Name').hasAttribute('readonly')).toBe(true);
    expect(field('Business Phone').hasAttribute('readonly')).toBe(true);
    expect(field<HTMLSelectElement>('Type of Industry').disabled).toBe(true);
    expect(updateButton()).toBeUndefined();
    expect(text()).toContain("Only the company's owners and administrators can change this information.");
  });
});
