import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import type { CompanyUser, UserPermissions } from '../../../generated/model';
import { configureApiClient } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { configureNotifier, createQueryClient } from '../../../lib/query-client';
import type { Session } from '../../../lib/session/session-types';
import { NO_ACCESS } from '../utils/user-rules';
import { AuthorizedUsersPage } from './authorized-users-page';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

vi.mock('../../../lib/session/session-provider', () => ({
  useSession: (): Session => ({
    status: 'ready',
    retry: () => undefined,
    user: {
      id: 1,
      email: 'owner@demo.test',
      firstName: 'Olivia',
      lastName: 'Owner',
      fullName: 'Olivia Owner',
      sso: false,
      createdDate: null,
    },
    companies: [demoCompanies.acme],
    company: demoCompanies.acme,
    impersonating: false,
    selectCompany: () => undefined,
    signOut: async () => undefined,
    refreshUser: async () => undefined,
  }),
}));
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ user: { access_token: 'portal-token', id_token: 'id' } }) }));

const MESSAGE = 'Error occurred while retrieving authorized users';

const user = (userId: number, firstName: string, lastName: string, userRole: 1 | 2 | 3): CompanyUser => ({
  userId,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
  emailAddress: `${firstName.toLowerCase()}@demo.test`,
  userRole,
  lastLogin: '2026-11-20T15:30:00Z',
  isActiveForCompany: true,
  actionEnabled: true,
});
const USERS = [user(1, 'Olivia', 'Owner', 1), user(2, 'Adam', 'Admin', 2), user(3, 'Uma', 'User', 3)];

const ADAM_PERMISSIONS: UserPermissions = {
  userId: 2,
  companyId: demoCompanies.acme.id,
  userRole: 2,
  ...NO_ACCESS,
  accessReports: true,
};

/** How the next answers fail until the test clears it; then the server answers well. */
let failure: (() => Response) | null = null;
let permissionsFailure: (() => Response) | null = null;
let requests = 0;

const server = setupServer(
  http.get('*/api/users', () => {
    requests += 1;
    return failure ? failure() : HttpResponse.json(USERS);
  }),
  http.get('*/api/users/userPermissions', () =>
    permissionsFailure ? permissionsFailure() : HttpResponse.json(ADAM_PERMISSIONS),
  ),
);

const FAILURES = [
  // Another attempt may cure the network: the query client tries three more times before it gives up.
  { name: 'a network failure', answer: () => HttpResponse.error(), requests: 4 },
  {
    name: 'a malformed JSON body',
    answer: () =>
      new HttpResponse('[{"userId": 1, "firstName": "Oli', { headers: { 'Content-Type': 'application/json' } }),
    requests: 1,
  },
  {
    name: 'a contract-breaking 200',
    answer: () => HttpResponse.json([{ userId: 1, firstName: 'Olivia' }]),
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
  permissionsFailure = null;
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
          <AuthorizedUsersPage title="Authorized Users" />
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  );
}

const alert = (within: ParentNode = container) => within.querySelector('[role="alert"]');
const retryButton = (within: ParentNode = container) =>
  [...(alert(within)?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Retry');
const rowNames = () =>
  [...container.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent ?? '');

describe('AuthorizedUsersPage', () => {
  it('lists the company’s active users', async () => {
    await show();
    await vi.waitFor(() => expect(rowNames()).toEqual(['Olivia Owner', 'Adam Admin', 'Uma User']));
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
      // No table that would claim "No users to display".
      expect(container.querySelector('table')).toBeNull();
      expect(toast.mock.calls).toEqual([[MESSAGE]]);
      const heading = container.querySelector('h1');

      failure = null;
      await act(async () => retryButton()?.click());
      await vi.waitFor(() => expect(rowNames()).toEqual(['Olivia Owner', 'Adam Admin', 'Uma User']));
      expect(alert()).toBeNull();
      expect(container.querySelector('h1')).toBe(heading);
      expect(toast).toHaveBeenCalledTimes(1);
    });
  }

  it('the edit dialog says its permissions failed, with Retry, which brings the switches', async () => {
    await show();
    await vi.waitFor(() => expect(rowNames()).toContain('Adam Admin'));
    permissionsFailure = () => HttpResponse.json({ userId: 2, companyId: demoCompanies.acme.id });
    const update = [...container.querySelectorAll('tbody tr')]
      .find((row) => row.textContent?.includes('Adam Admin'))
      ?.querySelector('button');
    await act(async () => update?.click());
    const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
    await vi.waitFor(() =>
      expect(alert(dialog()!)?.textContent).toContain('Error occurred while retrieving user permissions'),
    );
    expect(dialog()?.querySelector('input[type="checkbox"]')).toBeNull();
    expect(toast.mock.calls).toEqual([['Error occurred while retrieving user permissions']]);

    permissionsFailure = null;
    await act(async () => retryButton(dialog()!)?.click());
    const reports = () =>
      [...dialog()!.querySelectorAll('label')]
        .find((label) => label.textContent === 'Access Reports')
        ?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    await vi.waitFor(() => expect(reports()?.checked).toBe(true));
    expect(alert(dialog()!)).toBeNull();
  });
});
