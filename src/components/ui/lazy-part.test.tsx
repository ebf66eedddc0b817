import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyPart, lazyPart } from './lazy-part';

/** Stands for the page's boundary: what reaches it took the page down. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Something went wrong</p> : this.props.children;
  }
}

/** Renders `node` and lets the import and its failure settle. */
async function show(node: ReactNode) {
  // eslint-disable-next-line testing-library/no-unnecessary-act -- the part suspends in its first render, and React retries it only in an awaited act scope (as renderApp does).
  await act(async () => {
    render(node);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const offlineFailure = () => new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/a.js');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a lazy part of the page', () => {
  it('offline, shows its placeholder and leaves the page; loads by itself when the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const importer = vi
      .fn<() => Promise<{ Menu: () => ReactNode }>>()
      .mockRejectedValueOnce(offlineFailure())
      .mockResolvedValue({ Menu: () => <button type="button">Profile menu</button> });
    const Menu = lazyPart(importer, (module) => module.Menu);
    await show(
      <PageBoundary>
        <p>The rest of the page</p>
        <LazyPart placeholder={<span>Menu placeholder</span>}>
          <Menu />
        </LazyPart>
      </PageBoundary>,
    );
    expect(await screen.findByText('Menu placeholder')).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("lets a render error of the part itself reach the page's boundary", async () => {
    const Broken = lazyPart(
      () =>
        Promise.resolve({
          Broken: (): ReactNode => {
            throw new Error('a bug in the part');
          },
        }),
      (module) => module.Broken,
    );
    await show(
      <PageBoundary>
        <LazyPart placeholder={<span>Placeholder</span>}>
          <Broken />
        </LazyPart>
      </PageBoundary>,
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
