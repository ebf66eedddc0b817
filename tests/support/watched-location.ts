import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/**
 * jsdom cannot reload or leave the page: for each test of the file (or the describe) that calls this,
 * `location`'s `methods` are these spies, reset first, and the rest of location is jsdom's.
 */
export function watchLocation(methods: { reload?: Mock; replace?: Mock }): void {
  beforeEach(() => {
    for (const method of Object.values(methods)) method.mockReset();
    const real = window.location;
    vi.stubGlobal(
      'location',
      new Proxy(
        {},
        {
          get: (_target, key) => {
            if (typeof key === 'string' && key in methods) return methods[key as keyof typeof methods];
            const value: unknown = Reflect.get(real, key);
            return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
          },
        },
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
}
