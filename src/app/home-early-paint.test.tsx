import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { initI18n } from '@/lib/i18n';
import en from '@/locales/en/navigation.json';
import { routeTable, toRouteObjects } from './router';
import { RouteTableContext } from './shell/route-table-context';
import { system } from './theme';

// Signed in, the companies call not answered yet.
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../tests/support/screen-session')).sessionProviderMock({
    status: 'loading',
    company: null,
    companies: [],
    user: null,
  }),
);
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ isAuthenticated: true, user: { id_token: 'id' } }) }));

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  await initI18n(['en']);
});

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

async function visit(url: string) {
  const router = createMemoryRouter(toRouteObjects(), { initialEntries: [url] });
  await act(async () =>
    root.render(
      <ChakraProvider value={system}>
        <QueryClientProvider client={new QueryClient()}>
          <RouteTableContext value={routeTable}>
            <RouterProvider router={router} />
          </RouteTableContext>
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  );
}

const main = () => container.querySelector('main');

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
    await vi.waitFor(() => expect(container.querySelector('main [role="status"]')).not.toBeNull(), {
      timeout: 5000,
    });
    // A few frames later still nothing of the page: it waits for the session, not for its module.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(container.querySelector('main [role="status"]')).not.toBeNull();
    expect(container.querySelector('main h1')).toBeNull();
  });
});
