import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RootErrorBoundary } from '@/components/ui/root-error-boundary';
import { env } from '@/config/env';
import { apiTransport } from '@/lib/api-client';
import { storedAccessToken } from '@/lib/auth/stored-session';
import { startErrorReporting } from '@/lib/error-reporting';
import { initI18n } from '@/lib/i18n';
import { connectPortal } from './connect-portal';
import { AppProvider } from './provider';
import { AppRouter, preloadPageAt } from './router';
import { portalSystem } from './theme';

/** Lets the browser run what waits (input, paint, network callbacks) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the portal in `root` (src/main.tsx loads this module). Evaluating the modules, making the theme's
 * system and the first render are three tasks, not one long one (TBT). No top-level await: it makes the
 * bundler split the first load into twice as many files.
 */
export async function startPortal(root: HTMLElement): Promise<void> {
  // First, so that what fails while starting is reported too (once the SDK has loaded; off without a DSN).
  startErrorReporting({ dsn: env.errorReportingDsn });
  connectPortal();
  const signedIn = Boolean(storedAccessToken());
  // A stored session calls the API as soon as it renders: axios (not part of the first load) starts loading
  // now, beside the first render, instead of when the first call leaves. The sign-in path never loads it.
  if (signedIn) void apiTransport().catch(() => undefined);
  // The first paint waits for the translations: i18next starts on the files the entry began to load.
  void initI18n();
  await nextTask();
  portalSystem();
  // A stored session shows the page at this address first: its module loads beside the translations and
  // the first render. Not before making the system: a report's modules (the schema form, the table) arriving
  // and compiling meanwhile made that task half as long again (docs/decisions/0047-start-up-order.md).
  if (signedIn) preloadPageAt(window.location.pathname);
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <RootErrorBoundary>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </RootErrorBoundary>
    </StrictMode>,
  );
}
