import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { failureCases, screenHarness } from '../../../../tests/support/screen-harness';
import type { CompanyUser, UserPermissions } from '@/generated/model';
import { configureApiClient } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { NO_ACCESS } from '../utils/user-rules';
import { AuthorizedUsersPage } from './authorized-users-page';

vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock(),
);
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

const FAILURES = failureCases({
  malformedJson: '[{"userId": 1, "firstName": "Oli',
  contractBreaking: [{ userId: 1, firstName: 'Olivia' }],
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
  permissionsFailure = null;
  requests = 0;
});

const show = () => harness.show(<AuthorizedUsersPage title="Authorized Users" />);

const rowNames = () =>
  [...harness.container.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent ?? '');

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
      expect(harness.container.querySelector('table')).toBeNull();
      expect(toast.mock.calls).toEqual([[MESSAGE]]);
      const heading = harness.container.querySelector('h1');

      failure = null;
      await act(async () => retryButton()?.click());
      await vi.waitFor(() => expect(rowNames()).toEqual(['Olivia Owner', 'Adam Admin', 'Uma User']));
      expect(alert()).toBeNull();
      expect(harness.container.querySelector('h1')).toBe(heading);
      expect(toast).toHaveBeenCalledTimes(1);
    });
  }

  it('the edit dialog says its permissions failed, with Retry, which brings the switches', async () => {
    await show();
    await vi.waitFor(() => expect(rowNames()).toContain('Adam Admin'));
    permissionsFailure = () => HttpResponse.json({ userId: 2, companyId: demoCompanies.acme.id });
    const update = [...harness.container.querySelectorAll('tbody tr')]
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
