import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { fillAddUser } from '@tests/support/add-user';
import { recordedDemoBackend, reseed } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { fieldLabelled } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import { AuthorizedUsersPage } from './authorized-users-page';

/**
 * Add User and Update User offline (issue 35), over the demo backend: react-query pauses the save, the
 * dialog says it waits for the network, Cancel and Escape still close it (and the save never leaves), and a
 * save that waits leaves exactly once when the network returns.
 */
const USERS = '/api/users';
const COMPANY_USER = '/api/users/companyuser';
const WAITING = 'Waiting for the network. Your changes will be saved when you are back online.';

const { callsTo } = recordedDemoBackend();
afterEach(() => {
  onlineManager.setOnline(true);
  reseed();
});

const posts = () => callsTo(USERS).filter((call) => call.method === 'POST');
const puts = () => callsTo(COMPANY_USER).filter((call) => call.method === 'PUT');
/** Long enough for a resumed save to have left, had it been queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** The waiting save has not left; once the network returns, it leaves exactly once and the dialog closes. */
async function expectSentOnceOnline(sent: () => readonly unknown[]) {
  await settle();
  expect(sent()).toHaveLength(0);

  onlineManager.setOnline(true);
  await waitFor(() => expect(sent()).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await settle();
  expect(sent()).toHaveLength(1);
}

async function showUsers() {
  const app = await renderApp(<AuthorizedUsersPage />, {
    url: paths.accountAuthorizedUsers.href(),
  });
  await screen.findByRole('row', { name: /Adam Admin/ });
  return app;
}

/** Add User up to its second step (looked up online), the names typed; then the network goes. */
async function addUserOffline() {
  const app = await showUsers();
  const { user } = app;
  const dialog = await fillAddUser(user, {
    email: 'robin.offline@example.com',
    firstName: 'Robin',
    lastName: 'Offline',
  });
  onlineManager.setOnline(false);
  await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
  expect(await within(dialog).findByText(WAITING)).toBeInTheDocument();
  return { ...app, dialog };
}

/** Update User for Adam, one switch changed and Save clicked offline. */
async function updateUserOffline() {
  const app = await showUsers();
  const { user } = app;
  const adam = screen.getByRole('row', { name: /Adam Admin/ });
  await user.click(within(adam).getByRole('button', { name: /^Update User/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Update User' });
  const reports = await within(dialog).findByRole('checkbox', { name: 'Access Reports' });
  await user.click(reports);
  onlineManager.setOnline(false);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(WAITING)).toBeInTheDocument();
  return { ...app, dialog };
}

describe('a save paused offline', () => {
  it('Add User: says it waits, a second try queues nothing, and exactly one request leaves online', async () => {
    const { user, dialog, toasts } = await addUserOffline();
    expect(within(dialog).getByRole('status')).toHaveTextContent(WAITING);
    // Enter in a field submits again: still one save waiting.
    await user.type(fieldLabelled('Last Name', dialog), '{Enter}');
    await expectSentOnceOnline(posts);
    expect(toasts.success.mock.calls).toEqual([['New user added successfully!']]);
  });

  it('Add User: Cancel works while it waits, and the save is never sent', async () => {
    const { user, dialog } = await addUserOffline();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toBeEnabled();
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    onlineManager.setOnline(true);
    await settle();
    expect(posts()).toHaveLength(0);
  });

  it('Update User: Escape closes it while it waits, and the save is never sent', async () => {
    const { user } = await updateUserOffline();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    onlineManager.setOnline(true);
    await settle();
    expect(puts()).toHaveLength(0);
  });

  it('Update User: a save that waits leaves exactly once when the network returns', async () => {
    const { user, dialog } = await updateUserOffline();
    await user.click(within(dialog).getByRole('button', { name: /Save|Saving/ }));
    await expectSentOnceOnline(puts);
  });
});
