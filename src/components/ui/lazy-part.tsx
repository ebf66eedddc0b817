import { Component, createContext, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { loadModule, ModuleLoadError, waitsForConnection, whenConnectionReturns } from '@/lib/load-with-recovery';

/** Which try of its boundary a lazy part renders in: a new one asks again for a module that failed. */
const PartAttempt = createContext(0);

/** A part of the page whose code loads lazily (menus, the bell, dialogs, charts), rendered in a LazyPart. */
export function lazyPart<Props extends object, Module>(
  importer: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  return function Part(props: Props) {
    const Loaded = pick(use(loadModule(importer, use(PartAttempt))));
    return <Loaded {...props} />;
  };
}

interface LazyPartProps {
  /** Shown while the part's code downloads, and in its place when it cannot load. */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * Where a lazyPart renders: code that cannot load shows the placeholder, never takes the page down, and
 * is asked again when the connection returns. Render errors go on to the page's boundary.
 */
export class LazyPart extends Component<LazyPartProps, { error: unknown; attempt: number }> {
  override state: { error: unknown; attempt: number } = { error: undefined, attempt: 0 };
  private stopWaiting?: () => void;

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    this.stopWaiting?.();
    if (!waitsForConnection(error)) return;
    this.stopWaiting = whenConnectionReturns(() =>
      this.setState(({ attempt }) => ({ error: undefined, attempt: attempt + 1 })),
    );
  }

  override componentWillUnmount(): void {
    this.stopWaiting?.();
  }

  override render(): ReactNode {
    const { placeholder, children } = this.props;
    const { error, attempt } = this.state;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- passes on, as caught, what the part threw
    if (error !== undefined && !(error instanceof ModuleLoadError)) throw error;
    if (error !== undefined) return placeholder;
    return (
      <PartAttempt value={attempt}>
        <Suspense fallback={placeholder}>{children}</Suspense>
      </PartAttempt>
    );
  }
}
