import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadPageAt } from './app/router';
import { portalSystem } from './app/theme';
import { RootErrorBoundary } from './components/ui/root-error-boundary';
import { storedAccessToken } from './lib/auth/user-manager';
import { initI18n } from './lib/i18n';

// The first paint waits for the translations: they start loading now, before the first render's work.
void initI18n();
// A stored session shows the page at this address first: its module loads beside the translations.
if (storedAccessToken()) preloadPageAt(window.location.pathname);

/** Lets the browser run what waits (input, paint, network callbacks) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluating the modules, making the theme's system and the first render are three tasks, not one long one
 * (TBT). No top-level await: it makes the bundler split the first load into twice as many files.
 */
async function start(root: HTMLElement) {
  await nextTask();
  portalSystem();
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

const root = document.getElementById('root');
if (root) void start(root);
