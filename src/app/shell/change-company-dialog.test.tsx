import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../tests/support/demo-company-shapes';
import { notifyError } from '@/components/ui/toaster';
import { apiRequest } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { configureNotifier, createQueryClient } from '@/lib/query-client';
import type { Session } from '@/lib/session/session-types';
import { portalSystem } from '../theme';
import { ChangeCompanyDialog } from './change-company-dialog';
import { clickOn } from '../../../tests/support/screen-dom';

const session: Session = {
  status: 'ready',
  retry: vi.fn(),
  user: null,
  companies: [demoCompanies.acme, demoCompanies.beta, demoCompanies.gamma],
  company: demoCompanies.acme,
  impersonating: false,
  selectCompany: vi.fn(),
  signOut: vi.fn(),
  refreshUser: vi.fn(),
};

vi.mock('@/lib/session/session-provider', () => ({ useSession: () => session }));
vi.mock('@/components/ui/toaster', () => ({ notifyError: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

const setDefaultRequests = () =>
  vi.mocked(apiRequest).mock.calls.filter(([request]) => request.url === '/api/companies/default');

let root: Root | undefined;
const onClose = vi.fn();

beforeAll(async () => {
  await initI18n(['en']);
  // The app's query client shows the toasts that mutations describe in their meta.
  configureNotifier({ error: notifyError });
});

beforeEach(async () => {
  vi.clearAllMocks();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <ChakraProvider value={portalSystem()}>
        <QueryClientProvider client={createQueryClient()}>
          <ChangeCompanyDialog onClose={onClose} />
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  );
});

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

async function choose(companyName: string) {
  const select = document.querySelector('select');
  const option = [...(select?.options ?? [])].find((candidate) => candidate.text === companyName);
  if (!select || !option) throw new Error(`no option ${companyName}`);
  await act(async () => {
    select.value = option.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the change-company dialog', () => {
  it('offers every company, labelled, with the selected one chosen', () => {
    const dialog = document.querySelector('[role=dialog]');
    expect(dialog?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Change Company');
    const select = document.querySelector('select');
    expect(document.querySelector(`label[for="${select?.id}"]`)?.textContent).toBe('Company');
    expect([...(select?.options ?? [])].map((option) => option.text)).toEqual([
      'Acme Health',
      'Beta Logistics',
      'Gamma Staffing',
    ]);
    expect(select?.value).toBe(String(demoCompanies.acme.id));
    expect(document.body.textContent).toContain('Set as Default');
  });

  it('Ok selects the chosen company and closes, without touching the default', async () => {
    await choose('Beta Logistics');
    await clickOn(button('Ok'));
    expect(session.selectCompany).toHaveBeenCalledWith(demoCompanies.beta.id);
    expect(setDefaultRequests()).toEqual([]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Set as Default makes it the default; a failure shows the spec toast and still switches', async () => {
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('500'));
    await choose('Gamma Staffing');
    const checkbox = document.querySelector<HTMLInputElement>('input[type=checkbox]');
    if (!checkbox) throw new Error('no checkbox');
    await clickOn(checkbox);
    await clickOn(button('Ok'));
    expect(setDefaultRequests()).toEqual([
      [expect.objectContaining({ method: 'POST', data: { companyId: demoCompanies.gamma.id } }), undefined],
    ]);
    await vi.waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Error occurred while setting the default company.'),
    );
    expect(session.selectCompany).toHaveBeenCalledWith(demoCompanies.gamma.id);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Cancel closes without switching', async () => {
    await choose('Beta Logistics');
    await clickOn(button('Cancel'));
    expect(session.selectCompany).not.toHaveBeenCalled();
    expect(setDefaultRequests()).toEqual([]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
