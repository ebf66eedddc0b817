import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { RootErrorBoundary } from './components/ui/root-error-boundary';

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
