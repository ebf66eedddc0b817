import { ChakraProvider } from '@chakra-ui/react';
import { act, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../tests/support/demo-company-shapes';
import { loopbackAlias } from '@/config/frame-origins';
import { paths } from '@/config/paths';
import { initI18n } from '@/lib/i18n';
import type { Session } from '@/lib/session/session-types';
import { routeTable } from '../router';
import type { RouteEntry } from '../route-types';
import { RouteTableContext } from '../shell/route-table-context';
import { portalSystem } from '../theme';

const store = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  let company: Session['company'] = null;
  return {
    get: () => company,
    set: (next: Session['company']) => {
      company = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock('@/lib/session/session-provider', () => ({
  useSession: (): Pick<Session, 'company' | 'user'> => ({
    company: useSyncExternalStore(store.subscribe, store.get),
    user: {
      id: 9,
      email: 'Pat.Lee@Example.COM',
      firstName: 'Pat',
      lastName: 'Lee',
      fullName: 'Pat Lee',
      sso: false,
      createdDate: null,
    },
  }),
}));
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ user: { access_token: 'secret-token' } }) }));

/** The frame settings are empty: the legacy site and the outreach app are on the app's loopback alias. */
const ORIGIN = loopbackAlias(window.location.origin) ?? '';
const { acme, gamma } = demoCompanies;

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  await initI18n(['en']);
});

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  store.set(acme);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const entries = (table: readonly RouteEntry[]): RouteEntry[] =>
  table.flatMap((entry) => [entry, ...entries(entry.children ?? [])]);

/** The table's own modules for these entries, without the shell around them. */
async function renderAt(url: string, keys: readonly string[]) {
  const routes = await Promise.all(
    entries(routeTable)
      .filter((entry) => keys.includes(entry.key))
      .map(async (entry): Promise<RouteObject> => {
        const module = await entry.load?.();
        return { path: entry.path.path, handle: { entry, gates: [] }, Component: module?.default };
      }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await act(async () =>
    root.render(
      <ChakraProvider value={portalSystem()}>
        <RouteTableContext value={routeTable}>
          <RouterProvider router={router} />
        </RouteTableContext>
      </ChakraProvider>,
    ),
  );
  return router;
}

function frame(): HTMLIFrameElement {
  const element = container.querySelector('iframe');
  if (!element) throw new Error('no iframe');
  return element;
}

describe('a legacy route', () => {
  it('adds Post a Job’s query to a visit without it and frames the legacy page with it', async () => {
    const router = await renderAt(paths.jobsNewJob.href(), ['jobsNewJob']);
    expect(router.state.location.search).toBe('?pagemode=15&usecircaats=true');
    expect(frame().title).toBe('Post a Job');
    expect(frame().src).toBe(`${ORIGIN}/legacy/jobs/new-job?pagemode=15&usecircaats=true`);
    expect(container.querySelector('h1')?.textContent).toBe('Post a Job');
  });

  it('follows the legacy page to another allow-listed page', async () => {
    const router = await renderAt(paths.jobsActiveJobs.href(), ['jobsActiveJobs', 'applicantTrackingApplicants']);
    const source = frame().contentWindow;
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'navigate', url: '/legacy/applicant-tracking/applicants?pagemode=3' },
          origin: ORIGIN,
          source,
        }),
      );
    });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `${paths.applicantTrackingApplicants.href()}?pagemode=1`,
    );
    expect(frame().title).toBe('Applicants');
  });
});

describe('the outreach routes', () => {
  const keys = ['outreachSearch', 'outreachList'];

  it('keep the frame when the route follows it, and send a company change to it', async () => {
    const router = await renderAt(paths.outreachSearch.href(), keys);
    const element = frame();
    expect(element.src).toBe(`${ORIGIN}/outreach-app/search`);
    const own = element.contentWindow;
    if (!own) throw new Error('no frame window');
    const posted = vi.spyOn(own, 'postMessage').mockImplementation(() => undefined);
    const receive = (data: unknown) =>
      act(async () => {
        window.dispatchEvent(new MessageEvent('message', { data, origin: ORIGIN, source: own }));
      });

    await receive({ type: 'ready' });
    expect(posted).toHaveBeenCalledWith(
      { type: 'selected_company_change', company: { id: acme.id, name: acme.name } },
      ORIGIN,
    );
    expect(posted).toHaveBeenCalledWith({ type: 'user_id', userId: 'pat.lee@example.com' }, ORIGIN);

    await receive({ type: 'url_change', url: '/lists/12' });
    expect(router.state.location.pathname).toBe(paths.outreachList.href({ id: 12 }));
    expect(frame()).toBe(element);
    expect(new URL(element.src).pathname).toBe('/outreach-app/search');

    posted.mockClear();
    await act(async () => store.set(gamma));
    expect(posted.mock.calls).toEqual([
      [{ type: 'selected_company_change', company: { id: gamma.id, name: gamma.name } }, ORIGIN],
    ]);

    await receive({ type: 'access_token_request' });
    expect(posted).toHaveBeenLastCalledWith({ type: 'access_token', accessToken: 'secret-token' }, ORIGIN);
  });
});
