import { beforeAll, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { initI18n } from '@/lib/i18n';
import { showAppAt } from '../../../tests/support/app-routes';
import { mountScreen } from '../../../tests/support/screen-harness';

// Signed in, the companies call not answered yet: Home paints its heading at once.
vi.mock('@/lib/session/session-provider', async () => {
  const { COMPANIES_PENDING, sessionProviderMock } = await import('../../../tests/support/screen-session');
  return sessionProviderMock(COMPANIES_PENDING);
});
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ isAuthenticated: true, user: { id_token: 'id' } }) }));

const screen = mountScreen();

beforeAll(async () => {
  await initI18n(['en']);
});

const drawerLinks = () => screen.container.querySelectorAll('#navigation-drawer nav li');

it("mounts the drawer's links after the shell and the page have painted, in a commit of their own", async () => {
  // What the drawer held when the page's heading first reached the DOM (mutation records come per commit).
  let linksWithTheHeading: number | undefined;
  const observer = new MutationObserver(() => {
    if (linksWithTheHeading === undefined && screen.container.querySelector('main h1')) {
      linksWithTheHeading = drawerLinks().length;
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  await showAppAt(screen, paths.home.href());
  await vi.waitFor(() => expect(drawerLinks().length).toBeGreaterThan(3), { timeout: 5000 });
  observer.disconnect();

  expect(linksWithTheHeading).toBe(0);
});
