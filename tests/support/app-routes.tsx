import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routeTable, toRouteObjects } from '@/app/router';
import { RouteTableContext } from '@/app/shell/route-table-context';
import type { MountedScreen } from './screen-harness';

let loads = 0;

/**
 * The app's routes (shell, guard, every page) at `url` in `screen`, as a page load: a new tree each time
 * (a router's provider keeps the state of the router it began with) and a new query client. Mock the
 * session provider in the test file (tests/support/screen-session.ts).
 */
export async function showAppAt(screen: MountedScreen, url: string) {
  loads += 1;
  const router = createMemoryRouter(toRouteObjects(), { initialEntries: [url] });
  await screen.show(
    <RouteTableContext key={loads} value={routeTable}>
      <RouterProvider router={router} />
    </RouteTableContext>,
    new QueryClient(),
  );
  return router;
}
