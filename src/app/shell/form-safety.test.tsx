import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACME, BETA, recordedDemoBackend, reseed } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { chooseMenuItem } from '@tests/support/choose-menu-item';
import { fieldLabelled, stubResizeObserver } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import { signOutAtProvider } from '@/lib/auth/user-manager';
import type * as UserManagerModule from '@/lib/auth/user-manager';
import { clearDrafts, saveDrafts } from '@/lib/browser-state/form-drafts';
import { readSelectedCompanyId } from '@/lib/browser-state/session-preferences';
import { useUnsavedChanges } from '@/lib/session/unsaved-changes';
import en from '@/locales/en/navigation.json';
import { ChangeCompanyDialog } from './change-company-dialog';
import { FormSafety } from './form-safety';

// Log out itself is the session's (it leaves for the provider); these tests only prove it is asked for.
vi.mock('@/lib/auth/user-manager', async (importOriginal) => ({
  ...(await importOriginal<typeof UserManagerModule>()),
  signOutAtProvider: vi.fn(async () => undefined),
}));

/**
 * What keeps typed values safe (issue 35), through the whole app over the demo backend: unsaved changes to
 * Company Info make a link, Change Company and Log Out ask first, and a draft kept across a sign-in restart
 * comes back only to the same person in the same company.
 */
const { callsTo } = recordedDemoBackend();
stubResizeObserver();
afterEach(() => {
  onlineManager.setOnline(true);
  reseed();
  clearDrafts();
  vi.mocked(signOutAtProvider).mockClear();
});

/** Company Info through the whole app (its lazy page first loads slowly on a busy machine). */
async function openCompanyInfo(options: { companyId?: number } = {}) {
  const app = await renderApp(undefined, { url: paths.accountCompanyInfo.href(), ...options });
  await waitFor(() => expect(fieldLabelled('Company Name')).not.toHaveValue(''), { timeout: 15_000 });
  return app;
}

async function typeName(user: Awaited<ReturnType<typeof openCompanyInfo>>['user'], name: string) {
  await user.clear(fieldLabelled('Company Name'));
  await user.type(fieldLabelled('Company Name'), name);
}

const leaveDialog = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' });

/** Whether closing or reloading the tab now gets the browser's own prompt (its beforeunload is cancelled). */
function browserPrompts(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function clickDrawerLink(user: Awaited<ReturnType<typeof openCompanyInfo>>['user'], name: string) {
  // jsdom has no matchMedia: the drawer is the small screen's overlay, opened with Menu.
  await user.click(screen.getByText(en.topBar.menu, { selector: 'button' }));
  const drawer = screen.getByRole('dialog', { name: en.drawer.label });
  await user.click(await within(drawer).findByRole('link', { name }));
}

async function chooseFromProfileMenu(user: Awaited<ReturnType<typeof openCompanyInfo>>['user'], item: string) {
  await user.click(screen.getByRole('button', { name: /Profile/ }));
  await chooseMenuItem(user, await screen.findByRole('menuitem', { name: item }));
}

describe('leaving a form with unsaved changes', () => {
  it('a drawer link asks; Stay keeps the typed values, Leave goes', async () => {
    const { user, router } = await openCompanyInfo();
    await typeName(user, 'Acme Unsaved');

    await clickDrawerLink(user, 'Home');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText('You have unsaved changes. They will be lost.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(leaveDialog()).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(paths.accountCompanyInfo.href());
    expect(fieldLabelled('Company Name')).toHaveValue('Acme Unsaved');

    await clickDrawerLink(user, 'Home');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home.href()));
    expect(leaveDialog()).not.toBeInTheDocument();
  });

  it('nothing changed, or everything saved: a link goes without asking', async () => {
    const { user, router } = await openCompanyInfo();
    await typeName(user, 'Acme Saved');
    await user.clear(fieldLabelled('Business Address'));
    await user.type(fieldLabelled('Business Address'), 'PO Box 9');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(callsTo('/api/companies/update')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());

    expect(browserPrompts()).toBe(false);
    await clickDrawerLink(user, 'Home');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home.href()));
    expect(leaveDialog()).not.toBeInTheDocument();
  });

  it('any route change asks (not only a link), and closing or reloading the tab gets the browser prompt', async () => {
    const { user, router } = await openCompanyInfo();
    expect(browserPrompts()).toBe(false);
    await typeName(user, 'Acme Unsaved');
    expect(browserPrompts()).toBe(true);

    void router.navigate(paths.home.href());
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(leaveDialog()).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(paths.accountCompanyInfo.href());
    expect(fieldLabelled('Company Name')).toHaveValue('Acme Unsaved');
  });

  it('Change Company asks first, and Stay keeps the form', async () => {
    const { user, router } = await openCompanyInfo();
    await typeName(user, 'Acme Unsaved');
    await chooseFromProfileMenu(user, 'Change Company');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(leaveDialog()).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(paths.accountCompanyInfo.href());
    expect(fieldLabelled('Company Name')).toHaveValue('Acme Unsaved');
    expect(screen.queryByRole('dialog', { name: 'Change Company' })).not.toBeInTheDocument();
  });

  it('Log Out asks first: Stay does not log out, Leave does', async () => {
    const { user } = await openCompanyInfo();
    await typeName(user, 'Acme Unsaved');
    await chooseFromProfileMenu(user, 'Log Out');
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(leaveDialog()).not.toBeInTheDocument());
    expect(signOutAtProvider).not.toHaveBeenCalled();
    expect(fieldLabelled('Company Name')).toHaveValue('Acme Unsaved');

    await chooseFromProfileMenu(user, 'Log Out');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(signOutAtProvider).toHaveBeenCalledOnce());
  });

  it("Change Company's Ok asks while a form holds unsaved changes", async () => {
    function DirtyForm() {
      const [changed] = useState(true);
      useUnsavedChanges(changed);
      return null;
    }
    const onClose = vi.fn();
    const { user } = await renderApp(
      <>
        <FormSafety />
        <DirtyForm />
        <ChangeCompanyDialog onClose={onClose} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Company' });
    await user.selectOptions(within(dialog).getByLabelText('Company'), 'Beta Logistics');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(readSelectedCompanyId()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(readSelectedCompanyId()).toBe(BETA);
  });
});

describe('Company Info saved offline', () => {
  it('says it waits; leaving the page drops the paused call, and nothing leaves when the network returns', async () => {
    const { user, router } = await openCompanyInfo();
    await typeName(user, 'Acme Offline');
    onlineManager.setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Waiting for the network. Your changes will be saved when you are back online.'),
    ).toBeInTheDocument();

    await clickDrawerLink(user, 'Home');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home.href()));
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo('/api/geolocation')).toHaveLength(0);
    expect(callsTo('/api/companies/update')).toHaveLength(0);
  });
});

describe('a draft kept across a sign-in restart', () => {
  /** Company Info as typed by the owner in Acme when sign-in restarted (it saves the drafts, then leaves). */
  async function keepTypedCompanyInfo(companyId: number) {
    const { user, unmount } = await openCompanyInfo({ companyId });
    await typeName(user, 'Acme Typed Before Sign-in');
    saveDrafts();
    unmount();
  }

  it('comes back to the same person in the same company, with a notice read politely', async () => {
    await keepTypedCompanyInfo(ACME);
    await openCompanyInfo({ companyId: ACME });
    await waitFor(() => expect(fieldLabelled('Company Name')).toHaveValue('Acme Typed Before Sign-in'));
    const notice = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('Unsaved changes restored'));
    expect(notice).toHaveAttribute('aria-live', 'polite');
  });

  it('another company gets nothing, and the draft is gone for good', async () => {
    await keepTypedCompanyInfo(ACME);
    await openCompanyInfo({ companyId: BETA });
    expect(fieldLabelled('Company Name')).toHaveValue('Beta Logistics');
    expect(screen.queryByText('Unsaved changes restored')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('employer-portal.form-drafts')).toBeNull();

    await openCompanyInfo({ companyId: ACME });
    expect(fieldLabelled('Company Name')).toHaveValue('Acme Health');
  });

  it('another person gets nothing', async () => {
    await keepTypedCompanyInfo(ACME);
    await renderApp(undefined, { url: paths.accountCompanyInfo.href(), account: 'admin@demo.test' });
    await waitFor(() => expect(fieldLabelled('Company Name')).not.toHaveValue(''), { timeout: 15_000 });
    expect(fieldLabelled('Company Name')).not.toHaveValue('Acme Typed Before Sign-in');
    expect(screen.queryByText('Unsaved changes restored')).not.toBeInTheDocument();
  });
});
