import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { initI18n } from '@/lib/i18n';
import en from '@/locales/en/navigation.json';
import { showAppAt } from '../../tests/support/app-routes';
import { mountScreen } from '../../tests/support/screen-harness';

// Signed in, the companies call not answered yet.
vi.mock('@/lib/session/session-provider', async () => {
  const { COMPANIES_PENDING, sessionProviderMock } = await import('../../tests/support/screen-session');
  return sessionProviderMock(COMPANIES_PENDING);
});
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ isAuthenticated: true, user: { id_token: 'id' } }) }));

const screen = mountScreen();

beforeAll(async () => {
  await initI18n(['en']);
});

const visit = (url: string) => showAppAt(screen, url);

const main = () => screen.container.querySelector('main');

describe('before the companies arrive', () => {
  it("paints Home's heading and text, holding the tiles' place", async () => {
    await visit(paths.home.href());
    await vi.waitFor(() => expect(main()?.querySelector('h1')?.textContent).toBe(en.home.title), { timeout: 5000 });
    expect(main()?.textContent).toContain(en.home.welcome);
    expect(main()?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(main()?.querySelector('ul')).toBeNull();
  });

  it('keeps every other page behind the loading state (its gates need the company)', async () => {
    await visit(paths.accountOrders.href());
    await vi.waitFor(() => expect(screen.container.querySelector('main [role="status"]')).not.toBeNull(), {
      timeout: 5000,
    });
    // A few frames later still nothing of the page: it waits for the session, not for its module.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.container.querySelector('main [role="status"]')).not.toBeNull();
    expect(screen.container.querySelector('main h1')).toBeNull();
  });
});
