import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse, type JsonBodyType } from 'msw';
import { act, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import { configureNotifier, createQueryClient } from '@/lib/query-client';

/**
 * The scaffolding the screen tests (the *-page.test.tsx files under src/features) share: a root to render
 * a screen into, the app's query client without the waits between attempts, the toast spy, and the three
 * ways an answer fails. Call these at the top level of a test file; they register their own hooks.
 */

/** One way the server's answer fails, and how many requests the screen makes before it gives up. */
export interface FailureCase {
  name: string;
  answer: () => Response;
  requests: number;
}

/**
 * A network failure, a malformed JSON body and a contract-breaking 200. Each screen brings its own bodies:
 * `malformedJson` is cut off mid-way, `contractBreaking` parses but lacks what the contract requires.
 */
export function failureCases(bodies: { malformedJson: string; contractBreaking: JsonBodyType }): FailureCase[] {
  return [
    // Another attempt may cure the network: the query client tries three more times before it gives up.
    { name: 'a network failure', answer: () => HttpResponse.error(), requests: 4 },
    {
      name: 'a malformed JSON body',
      answer: () => new HttpResponse(bodies.malformedJson, { headers: { 'Content-Type': 'application/json' } }),
      requests: 1,
    },
    { name: 'a contract-breaking 200', answer: () => HttpResponse.json(bodies.contractBreaking), requests: 1 },
  ];
}

/** The app's query client (its retry rules), without the waits between attempts. */
export function appQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  return client;
}

export interface MountedScreen {
  /** This test's container, attached to the document. */
  readonly container: HTMLDivElement;
  /** Renders `ui` inside Chakra and a query client (a fresh `appQueryClient()` unless one is given). */
  show(ui: ReactNode, client?: QueryClient): Promise<void>;
  /** The first alert in `within` (the container by default). */
  alert(within?: ParentNode): Element | null;
  /** The Retry button of that alert. */
  retryButton(within?: ParentNode): HTMLButtonElement | undefined;
}

/** A fresh container and React root for each test, unmounted and removed after it. */
export function mountScreen(): MountedScreen {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });

  const alert = (within: ParentNode = container) => within.querySelector('[role="alert"]');
  return {
    get container() {
      return container;
    },
    async show(ui, client = appQueryClient()) {
      await act(async () =>
        root.render(
          <ChakraProvider value={defaultSystem}>
            <QueryClientProvider client={client}>{ui}</QueryClientProvider>
          </ChakraProvider>,
        ),
      );
    },
    alert,
    retryButton: (within = container) =>
      [...(alert(within)?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Retry'),
  };
}

export interface ScreenHarness extends MountedScreen {
  /** The error toasts the app raised in this test (configureNotifier's `error`). */
  readonly toast: Mock<(message: string) => void>;
  /** The success toasts (configureNotifier's `success`). */
  readonly successToast: Mock<(message: string) => void>;
}

/**
 * `mountScreen()`, plus a toast spy reset before each test and console.error silenced during it (the app
 * logs each failure it is shown); every spy is restored after the test.
 */
export function screenHarness(): ScreenHarness {
  const toast = vi.fn<(message: string) => void>();
  const successToast = vi.fn<(message: string) => void>();
  // Registered before mountScreen's hooks, so the spies are restored only after the screen is unmounted.
  beforeAll(() => configureNotifier({ error: toast, success: successToast }));
  beforeEach(() => {
    toast.mockReset();
    successToast.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  return Object.assign(mountScreen(), { toast, successToast });
}

/** A server failure as the API sends it: a problem body with status 500 (or `status`). */
export function serverProblem(status = 500): Response {
  return HttpResponse.json(
    { title: 'Server error', status },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/**
 * Where the screen has navigated to: render `<LocationProbe />` inside the test's router and read
 * `seen.location` (path and query, written after each render).
 */
export function locationProbe() {
  const seen = { location: '' };
  function LocationProbe() {
    const current = useLocation();
    useEffect(() => {
      seen.location = `${current.pathname}${current.search}`;
    });
    return null;
  }
  return { seen, LocationProbe };
}

/** jsdom has no ResizeObserver; menus and popovers (floating-ui) watch their trigger with one. */
export function stubResizeObserver(): void {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}
