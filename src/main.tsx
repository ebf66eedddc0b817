import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadPageAt } from './app/router';
import { RootErrorBoundary } from './components/ui/root-error-boundary';
import { storedAccessToken } from './lib/auth/user-manager';
import { initI18n } from './lib/i18n';

// The first paint waits for the translations: they start loading now, before the first render's work.
void initI18n();
// A stored session shows the page at this address first: its module loads beside the translations.
if (storedAccessToken()) preloadPageAt(window.location.pathname);

const root = document.getElementById('root');
if (root) {
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
