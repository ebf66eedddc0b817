import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import type { CompanyInfo } from '../../../generated/model';
import { configureApiClient } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { configureNotifier, createQueryClient } from '../../../lib/query-client';
import type { Session } from '../../../lib/session/session-types';
import { CompanyInfoPage } from './company-info-page';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

vi.mock('../../../lib/session/session-provider', () => ({
  useSession: (): Session => ({
    status: 'ready',
    retry: () => undefined,
    user: null,
    companies: [demoCompanies.acme],
    company: demoCompanies.acme,
    impersonating: false,
    selectCompany: () => undefined,
    signOut: async () => undefined,
    refreshUser: async () => undefined,
  }),
}));
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

const FAILURES = [
  // Another attempt may cure the network: the query client tries three more times before it gives up.
  { name: 'a network failure', answer: () => HttpResponse.error(), requests: 4 },
  {
    name: 'a malformed JSON body',
    answer: () =>
      new HttpResponse('{"companyId": 1001, "companyName": "Acme', { headers: { 'Content-Type': 'application/json' } }),
    requests: 1,
  },
  {
    name: 'a contract-breaking 200',
    answer: () => HttpResponse.json({ companyId: INFO.companyId, companyName: INFO.companyName }),
    requests: 1,
  },
];

const toast = vi.fn();
let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n(['en']);
  configureApiClient({ getAccessToken: () => 'portal-token' });
  configureNotifier({ error: toast });
});
afterAll(() => server.close());

beforeEach(() => {
  failure = null;
  requests = 0;
  toast.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

async function show() {
  const client = createQueryClient();
  // The app's retry rules, without the waits between attempts.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  await act(async () =>
    root.render(
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={client}>
          <CompanyInfoPage title="Company Info" />
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  );
}

const alert = () => container.querySelector('[role="alert"]');
const retryButton = () => [...(alert()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Retry');
/** The input a visible label names. */
function field(label: string): HTMLInputElement | null {
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
      expect(container.querySelector('form')).toBeNull();
      expect(toast.mock.calls).toEqual([[MESSAGE]]);
      const heading = container.querySelector('h1');

      failure = null;
      await act(async () => retryButton()?.click());
      await vi.waitFor(() => expect(companyName()?.value).toBe('Acme Health'));
      expect(alert()).toBeNull();
      expect(container.querySelector('h1')).toBe(heading);
      expect(toast).toHaveBeenCalledTimes(1);
    });
  }
});
