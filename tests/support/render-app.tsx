import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { IdTokenClaims, User } from 'oidc-client-ts';
import type { ReactElement } from 'react';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { afterEach, vi, type Mock } from 'vitest';
import { db } from '../../mocks/db';
import { userClaims } from '../../mocks/id-token-claims';
import { routeTable, toRouteObjects } from '@/app/router';
import { flattenRoutes } from '@/app/route-table-utils';
import { PageTitleScope } from '@/app/shell/page-title-scope';
import { RouteTableContext } from '@/app/shell/route-table-context';
import { portalSystem } from '@/app/theme';
import { getGetCompaniesQueryOptions } from '@/generated/api/companies/companies';
import { configureApiClient } from '@/lib/api-client';
import { IMPERSONATION_CLAIM } from '@/lib/auth/oidc-settings';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { configureNotifier, createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session/session-provider';
import {
  forgetKeptCompanies,
  readImpersonating,
  writeImpersonating,
  writeSelectedCompanyId,
} from '@/lib/browser-state/session-preferences';
import { tokenFor } from './demo-api';

/** The app's query client (its retry rules), without the waits between attempts. */
function appQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  return client;
}

export interface RenderAppOptions {
  /** The demo account signed in (mocks/identity.ts). */
  account?: string;
  /** The address the memory router starts at. */
  url?: string;
  /** The route path `ui` is mounted at (its params come from `url`); every path by default. */
  path?: string;
  /** The selected company (persisted as the company switcher does); the session's default otherwise. */
  companyId?: number;
  /**
   * Signed in through the impersonation hand-off. Only an account whose ID token carries the impersonation
   * claim (support staff, `support@demo.test`) can be: the portal turns it on for no one else.
   */
  impersonating?: boolean;
  language?: 'en' | 'es';
  /** A query client of the test's own (the app's rules without the waits between attempts by default). */
  client?: QueryClient;
  /** Leaves console.error as it is (it is silenced by default: the app logs each failure it is shown). */
  logErrors?: boolean;
}

export interface RenderedApp extends RenderResult {
  /**
   * Testing Library's user-event, set up for this render: click, type, keyboard, as a user does. Its setup puts
   * a clipboard of its own on `navigator`: a test that watches `navigator.clipboard` sets its own after this.
   */
  user: UserEvent;
  /** The memory router (its `state.location` is where the screen has navigated to). */
  router: ReturnType<typeof createMemoryRouter>;
  /** The toasts the app raised (the notifier's error and success). */
  toasts: { error: Mock<(message: string) => void>; success: Mock<(message: string) => void> };
  /** The signed-in account's API token (the demo backend's bearer). */
  token: string;
  /** The signed-in account's `useAuth()`: its `signinSilent` is a spy. */
  auth: AuthContextProps;
  client: QueryClient;
}

/** The route table's handle at `url`, so that a screen rendered alone is titled and headed as in the shell. */
function handleAt(url: string) {
  const routes = flattenRoutes(routeTable).map(({ path, handle }) => ({ path: path.path, handle }));
  return matchRoutes(routes, url)?.at(-1)?.route.handle;
}

let quietConsole: { mockRestore(): void } | undefined;

afterEach(() => {
  quietConsole?.mockRestore();
  quietConsole = undefined;
  writeSelectedCompanyId(null);
  writeImpersonating(false);
  // Each test is a new tab: no company list kept by the one before (decision 0097).
  forgetKeptCompanies();
});

function signedIn(profile: IdTokenClaims, token: string): AuthContextProps {
  // Shaped as an ID token is (a JWT, here unsigned): the contract holds the calls that carry one to that.
  const idToken = `${[{ alg: 'none' }, profile].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.')}.`;
  const user = { profile, access_token: token, id_token: idToken, expired: false } as User;
  const settled = async () => undefined;
  return {
    user,
    isAuthenticated: true,
    isLoading: false,
    activeNavigator: undefined,
    error: undefined,
    settings: {} as AuthContextProps['settings'],
    events: {} as AuthContextProps['events'],
    clearStaleState: settled,
    removeUser: settled,
    signinPopup: async () => user,
    signinSilent: vi.fn(async () => user),
    signinRedirect: settled,
    signinResourceOwnerCredentials: async () => user,
    signoutRedirect: settled,
    signoutPopup: settled,
    signoutSilent: settled,
    querySessionStatus: async () => null,
    revokeTokens: settled,
    startSilentRenew: () => undefined,
    stopSilentRenew: () => undefined,
  };
}

/**
 * The one way a Vitest screen test renders the portal (bulletproof-react's `renderApp`), with Testing
 * Library: a demo account signed in over the real demo handlers and seeded database (start them in the file
 * with `recordedDemoBackend()` from ./demo-api), the portal's theme, query client rules, translations and
 * session provider. Only the identity provider is left out: the account's ID token claims and API token are
 * what the demo provider would issue, so the session asks the demo backend for the account's companies.
 *
 * - `renderApp()` renders the app's route table (shell, guards, every page, loaded lazily) at `url`: what a
 *   visit to that address shows.
 * - `renderApp(<Page />)` renders one screen at `url` once the session is ready (the companies are loaded
 *   before the first render, as the shell waits for them), without the shell around it; its PageFrame is
 *   headed by the route table's name for `url`, as in the shell.
 */
export async function renderApp(ui?: ReactElement, options: RenderAppOptions = {}): Promise<RenderedApp> {
  // One page load at a time: a second render in a test replaces the first, as a visit to another address does.
  cleanup();
  const { account = 'owner@demo.test', url = '/', language = 'en', client = appQueryClient() } = options;
  const dbUser = db.user.getAll().find((candidate) => candidate.email === account);
  if (!dbUser) throw new Error(`No demo account ${account}`);
  const token = await tokenFor(account);
  // The account's token instead of the stored session's; impersonation read as the portal reads it.
  configureApiClient({ getAccessToken: () => token, isImpersonating: readImpersonating });
  // Each render says its language (English unless told): an earlier test's choice does not carry over.
  const i18n = await initI18n([language]);
  if (i18n.language !== language) await changeLanguage(language);
  const toasts = { error: vi.fn<(message: string) => void>(), success: vi.fn<(message: string) => void>() };
  configureNotifier(toasts);
  if (!options.logErrors) quietConsole ??= vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const claims = userClaims(dbUser) as IdTokenClaims;
  if (options.impersonating && claims[IMPERSONATION_CLAIM] !== true)
    throw new Error(`${account} cannot impersonate: its ID token has no ${IMPERSONATION_CLAIM} claim`);
  writeSelectedCompanyId(options.companyId ?? null);
  writeImpersonating(options.impersonating ?? false);

  if (ui)
    await client.prefetchQuery(getGetCompaniesQueryOptions({ userId: dbUser.id }, { query: { staleTime: Infinity } }));
  const router = ui
    ? createMemoryRouter(
        [{ path: options.path ?? '*', element: <PageTitleScope>{ui}</PageTitleScope>, handle: handleAt(url) }],
        { initialEntries: [url] },
      )
    : createMemoryRouter(toRouteObjects(), { initialEntries: [url] });
  const auth = signedIn(claims, token);

  const user = userEvent.setup({ delay: null });
  let rendered: RenderResult | undefined;
  // Awaited: a lazy page suspends in the first render, and React retries it only in an awaited act scope.
  await act(async () => {
    rendered = render(
      <ChakraProvider value={portalSystem()}>
        <QueryClientProvider client={client}>
          <AuthContext value={auth}>
            <SessionProvider>
              <RouteTableContext value={routeTable}>
                <RouterProvider router={router} />
              </RouteTableContext>
            </SessionProvider>
          </AuthContext>
        </QueryClientProvider>
      </ChakraProvider>,
    );
  });
  return { ...rendered!, user, router, toasts, token, auth, client };
}
