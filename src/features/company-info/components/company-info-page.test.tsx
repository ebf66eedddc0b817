import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { failureCases, screenHarness } from '../../../../tests/support/screen-harness';
import type { CompanyInfo } from '@/generated/model';
import { configureApiClient } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { CompanyInfoPage } from './company-info-page';

vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock({ user: null }),
);
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ user: { access_token: 'portal-token' } }) }));

const MESSAGE = 'Error occurred while trying to load company information';

const INFO: CompanyInfo = {
  companyId: demoCompanies.acme.id,
  legacyId: demoCompanies.acme.legacyId,
  companyName: 'Acme Health',
  street: '100 Main St',
  street2: null,
  cityState: { city: 'Austin', stateCode: 'TX' },
  zipCode: '78701',
  phoneAreaCode: '512',
  phoneNumber: '555-0100',
  website: 'https://acme.example',
  isFederalContractor: true,
  isStaffProvider: false,
  industryId: 20,
  companySizeId: 1133,
  numberOfEmployees: 51,
  addressVerificationStatus: 4,
};

/** How the next answers fail until the test clears it; then the server answers well. */
let failure: (() => Response) | null = null;
let requests = 0;

const server = setupServer(
  http.get('*/api/companies/info', () => {
    requests += 1;
    return failure ? failure() : HttpResponse.json(INFO);
  }),
);

const FAILURES = failureCases({
  malformedJson: '{"companyId": 1001, "companyName": "Acme',
  contractBreaking: { companyId: INFO.companyId, companyName: INFO.companyName },
});

const harness = screenHarness();
const { toast, alert, retryButton } = harness;

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n(['en']);
  configureApiClient({ getAccessToken: () => 'portal-token' });
});
afterAll(() => server.close());

beforeEach(() => {
  failure = null;
  requests = 0;
});

const show = () => harness.show(<CompanyInfoPage title="Company Info" />);

/** The input a visible label names. */
function field(label: string): HTMLInputElement | null {
  const { container } = harness;
  const labelElement = [...container.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  return labelElement ? container.querySelector<HTMLInputElement>(`[id="${labelElement.htmlFor}"]`) : null;
}
const companyName = () => field('Company Name');

describe('CompanyInfoPage', () => {
  it('shows the company’s record in the form', async () => {
    await show();
    await vi.waitFor(() => expect(companyName()?.value).toBe('Acme Health'));
    expect(alert()).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  for (const { name, answer, requests: attempts } of FAILURES) {
    it(`${name}: the spec's message inline with Retry and one toast; Retry recovers in place`, async () => {
      failure = answer;
      await show();
      await vi.waitFor(() => expect(alert()?.textContent).toContain(MESSAGE));
      expect(retryButton()).toBeDefined();
      expect(requests).toBe(attempts);
      // Nothing of a failed answer is shown: no form at all.
      expect(harness.container.querySelector('form')).toBeNull();
      expect(toast.mock.calls).toEqual([[MESSAGE]]);
      const heading = harness.container.querySelector('h1');

      failure = null;
      await act(async () => retryButton()?.click());
      await vi.waitFor(() => expect(companyName()?.value).toBe('Acme Health'));
      expect(alert()).toBeNull();
      expect(harness.container.querySelector('h1')).toBe(heading);
      expect(toast).toHaveBeenCalledTimes(1);
    });
  }
});
