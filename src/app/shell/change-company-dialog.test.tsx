import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ACME, BETA, GAMMA, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { serverProblem } from '@tests/support/screen-support';
import { readSelectedCompanyId } from '@/lib/browser-state/session-preferences';
import { ChangeCompanyDialog } from './change-company-dialog';

/**
 * The change-company dialog over the demo backend, signed in as the owner of the three demo companies: the
 * choice becomes the session's selected company (persisted), and Set as Default asks the backend to make it
 * the default.
 */
const DEFAULT = '/api/companies/default';
const { server, callsTo } = recordedDemoBackend();

async function open() {
  const onClose = vi.fn();
  const app = await renderApp(<ChangeCompanyDialog onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Change Company' });
  return { ...app, onClose, dialog, select: within(dialog).getByLabelText('Company') };
}

describe('the change-company dialog', () => {
  it('offers every company, labelled, with the selected one chosen', async () => {
    const { dialog, select } = await open();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Acme Health', 'Beta Logistics', 'Gamma Staffing']);
    expect(select).toHaveValue(String(ACME));
    expect(within(dialog).getByRole('checkbox', { name: 'Set as Default' })).not.toBeChecked();
  });

  it('Ok selects the chosen company and closes, without touching the default', async () => {
    const { user, select, dialog, onClose } = await open();
    await user.selectOptions(select, 'Beta Logistics');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(readSelectedCompanyId()).toBe(BETA);
    expect(callsTo(DEFAULT)).toEqual([]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Set as Default makes it the default; a failure shows the spec toast and still switches', async () => {
    server.use(http.post(`*${DEFAULT}`, () => serverProblem()));
    const { user, select, dialog, onClose, toasts } = await open();
    await user.selectOptions(select, 'Gamma Staffing');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set as Default' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await vi.waitFor(() =>
      expect(toasts.error.mock.calls).toEqual([['Error occurred while setting the default company.']]),
    );
    expect(callsTo(DEFAULT)).toHaveLength(1);
    expect(await callsTo(DEFAULT)[0]!.sent).toEqual({ companyId: GAMMA });
    expect(readSelectedCompanyId()).toBe(GAMMA);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Cancel closes without switching', async () => {
    const { user, select, dialog, onClose } = await open();
    await user.selectOptions(select, 'Beta Logistics');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(readSelectedCompanyId()).toBeNull();
    expect(callsTo(DEFAULT)).toEqual([]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
