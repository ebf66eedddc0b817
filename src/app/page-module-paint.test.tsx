import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import en from '@/locales/en/navigation.json';
import type { RouteEntry, RouteModule } from './route-types';
import { routeTable } from './router';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';

// Signed in (the demo owner, whose companies the demo backend answers): only the page's module is missing.
recordedDemoBackend();
afterEach(() => vi.restoreAllMocks());

const reportsGroup = routeTable.find((entry) => entry.key === 'reports');
const documentCenter = reportsGroup?.children?.find((entry) => entry.key === 'reportsDocumentCenter') as RouteEntry;

/** Holds the Document Center's module back until `arrive` is called. */
function holdModule(title: string) {
  let arrive: () => void = () => undefined;
  const module = new Promise<RouteModule>((resolve) => {
    arrive = () => resolve({ default: () => <h1>{title}</h1> });
  });
  vi.spyOn(documentCenter, 'load').mockImplementation(() => module);
  return () => act(async () => arrive());
}

const visit = (url: string) => renderApp(undefined, { url });

describe("while a page's module downloads", () => {
  it('paints the shell with the loading state, then the page in its place', async () => {
    const arrive = holdModule('Held page');
    await visit(paths.reportsDocumentCenter.href());
    // The top bar and the drawer paint without the page's module (a route's `lazy` held them back).
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: en.drawer.label })).toBeInTheDocument();
    const main = screen.getByRole('main');
    await waitFor(() => expect(within(main).getByRole('status')).toBeInTheDocument());
    expect(within(main).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await arrive();
    expect(await within(main).findByRole('heading', { level: 1, name: 'Held page' })).toBeInTheDocument();
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the page error with Try again when the module fails, and asks for it again on Try again', async () => {
    const load = vi
      .spyOn(documentCenter, 'load')
      .mockImplementationOnce(() => Promise.reject(new Error('chunk failed')))
      .mockImplementation(() => Promise.resolve({ default: () => <h1>Second try</h1> }));
    const { user } = await visit(paths.reportsDocumentCenter.href());
    const main = await screen.findByRole('main');
    const retry = await within(main).findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(retry);
    expect(await within(main).findByRole('heading', { level: 1, name: 'Second try' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
