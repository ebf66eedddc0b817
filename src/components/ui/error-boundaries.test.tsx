import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render as renderDom, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { LoadError } from './load-error';
import { RootErrorBoundary } from './root-error-boundary';
import { RouteErrorBoundary } from './route-error-boundary';

beforeAll(async () => {
  await initI18n(['en']);
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders `node` in Chakra's default system; the user-event to act on it. */
async function render(node: ReactNode) {
  const user = userEvent.setup({ delay: null });
  renderDom(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);
  return user;
}

describe('RouteErrorBoundary', () => {
  it('shows the fallback in place of a page that fails to render; Try again resets queries and renders it again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answers = 0;
    function Page() {
      const query = useQuery({
        queryKey: ['page'],
        queryFn: () => {
          answers += 1;
          return answers === 1 ? { items: null } : { items: ['one'] };
        },
      });
      if (!query.data) return <p>Loading</p>;
      // The first answer makes the page throw while rendering (a bug the page did not foresee).
      return <p>{query.data.items!.join(', ')}</p>;
    }
    const router = createMemoryRouter([{ path: '/', element: <Page />, errorElement: <RouteErrorBoundary /> }]);
    const user = await render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('one')).toBeInTheDocument();
    expect(answers).toBe(2);
  });

  it('logs the failure without the bearer token it may carry', async () => {
    function Broken(): ReactNode {
      throw new Error('request with Authorization: Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl failed');
    }
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> }]);
    await render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    const logged = JSON.stringify(vi.mocked(console.error).mock.calls);
    expect(logged).toContain('[redacted');
    expect(logged).not.toContain('eyJzdWIiOiIxIn0');
  });
});

describe('RootErrorBoundary', () => {
  it('catches what no route boundary does and offers a reload', async () => {
    function Broken(): ReactNode {
      throw new Error('provider failed');
    }
    await render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload · Recargar' })).toBeInTheDocument();
  });
});

describe('LoadError', () => {
  it('says the catalogue message with a Retry button', async () => {
    const onRetry = vi.fn();
    const user = await render(
      <LoadError message="Error occurred while retrieving authorized users" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error occurred while retrieving authorized users');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
