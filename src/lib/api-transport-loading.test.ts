import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Transport from './api-transport';

// The transport chunk fails to load once (offline, or a deployment replaced it), then loads.
let failures = 1;
vi.mock('./api-transport', async (importOriginal) => {
  const actual = await importOriginal<typeof Transport>();
  return {
    createTransport: (...args: Parameters<typeof actual.createTransport>) => {
      if (failures > 0) {
        failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return actual.createTransport(...args);
    },
  };
});

const { apiTransport } = await import('./api-client');

afterEach(() => {
  failures = 1;
});

describe('the transport loads with the first call', () => {
  it('a failed load is not remembered: the next call (Retry) loads it again', async () => {
    await expect(apiTransport()).rejects.toThrow('Failed to fetch dynamically imported module');
    const transport = await apiTransport();
    expect(transport.defaults.timeout).toBe(30_000);
    // Loaded once, then shared by every call.
    expect(await apiTransport()).toBe(transport);
  });
});
