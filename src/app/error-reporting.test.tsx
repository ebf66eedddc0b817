import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createTransport, type ErrorEvent as SentryEvent } from '@sentry/browser';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { User } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { RootErrorBoundary } from '@/components/ui/root-error-boundary';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { CompanyInfoPage } from '@/features/company-info/components/company-info-page';
import { logError } from '@/lib/api-errors';
import { getUserManager } from '@/lib/auth/user-manager';
import { initI18n } from '@/lib/i18n';
import { MAX_QUEUED_REPORTS, startErrorReporting } from '@/lib/error-reporting';

/**
 * With a DSN, each kind of failure reaches the reporter once, scrubbed: an uncaught error, an unhandled
 * rejection, a render error caught by either boundary, a failed API call (through the query client). Sentry's
 * SDK runs for real; only its transport is a fake that keeps the envelopes it is given.
 */

const DSN = 'https://0123abcd@errors.example.test/4507';
const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJqYW5lIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const EMAIL = 'jane.doe@acme-employer.example.com';

const { server } = recordedDemoBackend();

let envelopes: string[] = [];
let stop: () => void = () => undefined;

/** Sentry's transport with the network left out: every envelope is kept as text. */
const keepingTransport: Parameters<typeof startErrorReporting>[0]['transport'] = (options) =>
  createTransport(options, async ({ body }) => {
    envelopes.push(typeof body === 'string' ? body : new TextDecoder().decode(body));
    return { statusCode: 200 };
  });

/** The error events sent so far (an envelope is a header line, then item headers each followed by its item). */
function sentEvents(): SentryEvent[] {
  return envelopes.flatMap((envelope) => {
    const [, ...lines] = envelope.split('\n');
    const events: SentryEvent[] = [];
    for (let index = 0; index + 1 < lines.length; index += 2) {
      if ((JSON.parse(lines[index]!) as { type?: string }).type === 'event') {
        events.push(JSON.parse(lines[index + 1]!) as SentryEvent);
      }
    }
    return events;
  });
}

/** Waits until `count` events have been sent, then a little longer to see that no other follows. */
async function expectSent(count: number): Promise<SentryEvent[]> {
  await waitFor(() => expect(sentEvents()).toHaveLength(count));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sentEvents()).toHaveLength(count);
  return sentEvents();
}

const start = () => {
  stop = startErrorReporting({ dsn: DSN, transport: keepingTransport, personalData: () => ['Jane Doe'] });
};

beforeAll(async () => {
  await initI18n(['en']);
});

beforeEach(() => {
  envelopes = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('error reporting with a DSN', () => {
  it('reports an uncaught error once, without the token, the email or the name it carries', async () => {
    start();
    const error = new Error(`Jane Doe (${EMAIL}) sent Bearer ${JWT} to /x?code=abc&state=def`);
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    const [event] = await expectSent(1);
    expect(event?.tags).toMatchObject({ source: 'uncaught' });
    expect(event?.exception?.values?.[0]?.value).toBe(
      '[redacted-name] ([redacted-email]) sent Bearer [redacted] to /x',
    );
    const sent = envelopes.join('\n');
    for (const secret of [JWT, 'eyJzdWIiOiJqYW5lIn0', EMAIL, 'Jane Doe', 'code=abc', 'state=def']) {
      expect(sent, secret).not.toContain(secret);
    }
  });

  it("cuts the signed-in person's name, read from their session, by default", async () => {
    await getUserManager().storeUser(
      new User({
        access_token: 'access',
        token_type: 'Bearer',
        profile: { sub: '17', iss: 'https://login.example.test', aud: 'portal', exp: 0, iat: 0, name: 'Maria Lopez' },
      }),
    );
    stop = startErrorReporting({ dsn: DSN, transport: keepingTransport });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('could not save Maria Lopez') }));
    const [event] = await expectSent(1);
    expect(event?.exception?.values?.[0]?.value).toBe('could not save [redacted-name]');
    await getUserManager().removeUser();
  });

  it('drops the browser\'s "Script error." (another origin\'s script: nothing to act on)', async () => {
    start();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('ours') }));
    const [event] = await expectSent(1);
    expect(event?.exception?.values?.[0]?.value).toBe('ours');
  });

  it('reports an unhandled rejection', async () => {
    start();
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new TypeError('x is not a function') }),
    );
    const [event] = await expectSent(1);
    expect(event?.tags).toMatchObject({ source: 'unhandled-rejection' });
    expect(event?.exception?.values?.[0]).toMatchObject({ type: 'TypeError', value: 'x is not a function' });
  });

  it('reports an error logged and then left unhandled once (a failed save whose mutateAsync nobody caught)', async () => {
    start();
    const error = new Error('Request failed with status code 500');
    logError('mutation updateCompanyInfo failed', error);
    // Another failure in between: Sentry's own dedupe compares with the last event only.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('another failure') }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: error }));
    const events = await expectSent(2);
    expect(events.map((event) => event.exception?.values?.[0]?.value)).toEqual([
      'Request failed with status code 500',
      'another failure',
    ]);
    expect(events[0]?.contexts?.['failure']).toMatchObject({ context: 'mutation updateCompanyInfo failed' });
  });

  it(`holds the errors raised before the SDK has loaded and sends them once it has, the first ${MAX_QUEUED_REPORTS}`, async () => {
    // Twenty, as docs/FEATURES.md says; the sending below proves that many are held, and no more.
    expect(MAX_QUEUED_REPORTS).toBe(20);
    start();
    // Synchronously, before the dynamic import of the SDK can have settled.
    for (let index = 1; index <= MAX_QUEUED_REPORTS + 5; index += 1) {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error(`failure ${index}`) }));
    }
    const events = await expectSent(MAX_QUEUED_REPORTS);
    expect(events.map((event) => event.exception?.values?.[0]?.value)).toEqual(
      Array.from({ length: MAX_QUEUED_REPORTS }, (_, index) => `failure ${index + 1}`),
    );
  });

  it('reports a render error the root boundary catches', async () => {
    start();
    function Broken(): ReactNode {
      throw new Error(`render failed for ${EMAIL}`);
    }
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong/);
    const [event] = await expectSent(1);
    expect(event?.tags).toMatchObject({ source: 'logged' });
    expect(event?.contexts?.['failure']).toMatchObject({ context: 'unhandled render error' });
    expect(event?.exception?.values?.[0]?.value).toBe('render failed for [redacted-email]');
  });

  it("reports a render error a route's boundary catches once, though React renders the failed page twice", async () => {
    start();
    function Broken(): ReactNode {
      throw new Error(`Bearer ${JWT} rejected`);
    }
    const router = createMemoryRouter(
      [{ path: '/reports', element: <Broken />, errorElement: <RouteErrorBoundary /> }],
      {
        initialEntries: ['/reports?token=abc'],
      },
    );
    render(
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    const [event] = await expectSent(1);
    expect(event?.contexts?.['failure']).toMatchObject({ context: 'render error on /reports' });
    expect(event?.exception?.values?.[0]?.value).toBe('Bearer [redacted] rejected');
    expect(envelopes.join('\n')).not.toContain('eyJzdWIiOiJqYW5lIn0');
  });

  it('reports a failed API call once (not once per attempt), with its path and status but no token', async () => {
    let attempts = 0;
    server.use(
      http.get('*/api/companies/info', () => {
        attempts += 1;
        return HttpResponse.json({ title: 'boom' }, { status: 500 });
      }),
    );
    start();
    const { token } = await renderApp(<CompanyInfoPage />, {
      url: paths.accountCompanyInfo.href(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error occurred while trying to load company information',
    );
    const [event] = await expectSent(1);
    expect(attempts).toBeGreaterThan(1);
    expect(event?.tags).toMatchObject({ source: 'logged', kind: 'server' });
    expect(event?.contexts?.['failure']).toMatchObject({ method: 'GET', url: '/api/companies/info', status: 500 });
    const sent = envelopes.join('\n');
    expect(sent).not.toContain(token);
    expect(sent).not.toContain('owner@demo.test');
    expect(sent).not.toContain('companyId=');
  });
});
