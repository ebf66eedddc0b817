import { Component, type ReactNode } from 'react';
import { logError } from '@/lib/api-errors';

interface RootErrorBoundaryProps {
  children: ReactNode;
}

/**
 * The last line for an error outside every route boundary: a plain page with a reload button. Plain HTML
 * and fixed bilingual text on purpose: the theme or translations may be what failed.
 */
export class RootErrorBoundary extends Component<RootErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logError('unhandled render error', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '36rem', margin: '4rem auto', padding: '1rem' }}>
        <h1 role="alert">Something went wrong · Algo salió mal</h1>
        <p>The page could not be shown. · No se pudo mostrar la página.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload · Recargar
        </button>
      </main>
    );
  }
}
