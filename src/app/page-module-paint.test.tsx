import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { initI18n } from '@/lib/i18n';
import en from '@/locales/en/navigation.json';
import type { RouteEntry, RouteModule } from './route-types';
import { routeTable } from './router';
import { showAppAt } from '../../tests/support/app-routes';
import { mountScreen } from '../../tests/support/screen-harness';

// Signed in and the companies known: only the page's module is missing.
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../tests/support/screen-session')).sessionProviderMock({ user: null }),
);
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ isAuthenticated: true, user: { id_token: 'id' } }) }));

const screen = mountScreen();

beforeAll(async () => {
  await initI18n(['en']);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const reportsGroup = routeTable.find((entry) => entry.key === 'reports');
const documentCenter = reportsGroup?.children?.find((entry) => entry.key === 'reportsDocumentCenter') as RouteEntry;

/** Holds the Document Center's module back until `arrive` is called. */
function holdModule(title: string) {
  let arrive: () => void = () => undefined;
  const module = new Promise<RouteModule>((resolve) => {
    arrive = () => resolve({ default: () => <h1>{title}</h1> });
  });
  vi.spyOn(documentCenter, 'load').mockImplementation(() => module);
  return () => act(async () => arrive());
}

const visit = (url: string) => showAppAt(screen, url);

describe("while a page's module downloads", () => {
  it('paints the shell with the loading state, then the page in its place', async () => {
    const arrive = holdModule('Held page');
    await visit(paths.reportsDocumentCenter.href());
    // The top bar and the drawer paint without the page's module (a route's `lazy` held them back).
    await vi.waitFor(() => expect(screen.container.querySelector('header')).not.toBeNull(), { timeout: 5000 });
    expect(screen.container.querySelector(`nav[aria-label="${en.drawer.label}"]`)).not.toBeNull();
    expect(screen.container.querySelector('main [role="status"]')).not.toBeNull();
    expect(screen.container.querySelector('main h1')).toBeNull();

    await arrive();
    await vi.waitFor(() => expect(screen.container.querySelector('main h1')?.textContent).toBe('Held page'));
    expect(screen.container.querySelector('main [role="status"]')).toBeNull();
  });

  it('shows the page error with Try again when the module fails, and asks for it again on Try again', async () => {
    const load = vi
      .spyOn(documentCenter, 'load')
      .mockImplementationOnce(() => Promise.reject(new Error('chunk failed')))
      .mockImplementation(() => Promise.resolve({ default: () => <h1>Second try</h1> }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await visit(paths.reportsDocumentCenter.href());
    const retry = await vi.waitFor(
      () => {
        const button = [...screen.container.querySelectorAll('main button')].find((b) => b.textContent === 'Try again');
        if (!button) throw new Error('no Try again');
        return button as HTMLButtonElement;
      },
      { timeout: 5000 },
    );
    expect(screen.container.querySelector('header')).not.toBeNull();
    await act(async () => retry.click());
    await vi.waitFor(() => expect(screen.container.querySelector('main h1')?.textContent).toBe('Second try'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
