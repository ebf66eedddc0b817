import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { renderApp } from '@tests/support/render-app';
import { failureCases, itRecoversFromLoadFailures } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import { UserRole, type CompanyUser, type UserPermissions } from '@/generated/model';
import { NO_ACCESS } from '../utils/user-rules';
import { AuthorizedUsersPage } from './authorized-users-page';

/**
 * Authorized Users with answers of the test's own for the list and the permissions (the demo backend
 * answers the rest, the session's companies among them): the list, each way its load fails and Retry, and a
 * failed permissions load in the edit dialog. The page is rendered in the app's providers without the shell.
 */

const MESSAGE = 'Error occurred while retrieving authorized users';

const member = (userId: number, firstName: string, lastName: string, userRole: UserRole): CompanyUser => ({
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
const USERS = [
  member(1, 'Olivia', 'Owner', UserRole.Owner),
  member(2, 'Adam', 'Admin', UserRole.Administrator),
  member(3, 'Uma', 'User', UserRole.User),
];

const ADAM_PERMISSIONS: UserPermissions = {
  userId: 2,
  companyId: demoCompanies.acme.id,
  userRole: UserRole.Administrator,
  ...NO_ACCESS,
  accessReports: true,
};

/** How the next permissions answers fail until the test clears it; then the server answers well. */
let permissionsFailure: (() => Response) | null = null;

const { server } = recordedDemoBackend();

const FAILURES = failureCases({
  malformedJson: '[{"userId": 1, "firstName": "Oli',
  contractBreaking: [{ userId: 1, firstName: 'Olivia' }],
});

// After the demo backend's own reset of its handlers.
beforeEach(() => {
  permissionsFailure = null;
  server.use(
    http.get('*/api/users', () => HttpResponse.json(USERS)),
    http.get('*/api/users/userPermissions', () =>
      permissionsFailure ? permissionsFailure() : HttpResponse.json(ADAM_PERMISSIONS),
    ),
  );
});

const show = () => renderApp(<AuthorizedUsersPage />, { url: paths.accountAuthorizedUsers.href() });

/** The first cell (the name) of each row of the table's body. */
const rowNames = () => {
  const body = within(screen.getByRole('table')).getAllByRole('rowgroup')[1]!;
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
};

describe('AuthorizedUsersPage', () => {
  it('lists the company’s active users', async () => {
    const { toasts } = await show();
    await waitFor(() => expect(rowNames()).toEqual(['Olivia Owner', 'Adam Admin', 'Uma User']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  itRecoversFromLoadFailures(server, FAILURES, {
    request: '*/api/users',
    message: MESSAGE,
    heading: 'Authorized Users',
    show,
    shown: () => waitFor(() => expect(rowNames()).toEqual(['Olivia Owner', 'Adam Admin', 'Uma User'])),
  });

  it('the edit dialog says its permissions failed, with Retry, which brings the switches', async () => {
    const { user, toasts } = await show();
    await waitFor(() => expect(rowNames()).toContain('Adam Admin'));
    permissionsFailure = () => HttpResponse.json({ userId: 2, companyId: demoCompanies.acme.id });
    const adam = within(screen.getByRole('table')).getByRole('row', { name: /Adam Admin/ });
    await user.click(within(adam).getByRole('button', { name: /^Update User/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update User' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error occurred while retrieving user permissions');
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    expect(toasts.error.mock.calls).toEqual([['Error occurred while retrieving user permissions']]);

    permissionsFailure = null;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Access Reports' })).toBeChecked());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
