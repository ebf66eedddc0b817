import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_LEGACY_BASE_PATH,
  frameOrigin,
  isLoopbackOrigin,
  legacySiteBase,
  loopbackAlias,
  reportSameOriginFallback,
} from './frame-origins';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loopbackAlias', () => {
  it('swaps 127.0.0.1 and localhost, keeping scheme and port', () => {
    expect(loopbackAlias('http://127.0.0.1:5173')).toBe('http://localhost:5173');
    expect(loopbackAlias('http://localhost:4173')).toBe('http://127.0.0.1:4173');
    expect(loopbackAlias('https://localhost')).toBe('https://127.0.0.1');
    expect(loopbackAlias('http://127.0.0.1:4500/some/path?x=1')).toBe('http://localhost:4500');
  });

  it('has none for any other host or a broken origin', () => {
    for (const origin of ['https://portal.example', 'http://127.0.0.2:5173', 'http://[::1]:5173', 'null', '', 'x']) {
      expect(loopbackAlias(origin), origin).toBeNull();
    }
    // Names every object inherits are hosts like any other, not loopback.
    for (const host of ['constructor', 'tostring', '__proto__', 'hasownproperty']) {
      expect(loopbackAlias(`http://${host}:8080`), host).toBeNull();
      expect(isLoopbackOrigin(`http://${host}:8080`), host).toBe(false);
    }
  });

  it('is its own inverse and always names another origin', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'https'),
        fc.constantFrom('127.0.0.1', 'localhost'),
        fc.integer({ min: 1, max: 65_535 }),
        (scheme, host, port) => {
          const origin = new URL(`${scheme}://${host}:${port}`).origin;
          const alias = loopbackAlias(origin);
          expect(alias).not.toBeNull();
          expect(alias).not.toBe(origin);
          expect(loopbackAlias(alias ?? '')).toBe(origin);
          expect(new URL(alias ?? '').port).toBe(new URL(origin).port);
          expect(new URL(alias ?? '').protocol).toBe(`${scheme}:`);
        },
      ),
    );
  });
});

describe('isLoopbackOrigin', () => {
  it('is true for 127.0.0.1 and localhost only', () => {
    expect(isLoopbackOrigin('http://127.0.0.1:4173')).toBe(true);
    expect(isLoopbackOrigin('https://localhost')).toBe(true);
    expect(isLoopbackOrigin('https://localhost.example.com')).toBe(false);
    expect(isLoopbackOrigin('https://portal.example')).toBe(false);
    expect(isLoopbackOrigin('not a url')).toBe(false);
  });
});

describe('frameOrigin', () => {
  it.each([
    // A configured origin, as it is.
    ['https://outreach.example/', 'http://127.0.0.1:5173', 'https://outreach.example', false],
    ['https://legacy.example/site', 'https://portal.example', 'https://legacy.example', false],
    // Empty on a loopback address (the demo): the loopback alias of the app.
    ['', 'http://127.0.0.1:5173', 'http://localhost:5173', false],
    ['', 'http://localhost:4173', 'http://127.0.0.1:4173', false],
    // Empty anywhere else: the app origin, flagged.
    ['', 'https://portal.example', 'https://portal.example', true],
    // A path: this origin, chosen on purpose.
    ['/legacy', 'https://portal.example', 'https://portal.example', false],
  ])('%j on %s is %s (same-origin fallback: %s)', (setting, app, origin, sameOriginFallback) => {
    expect(frameOrigin(setting, app)).toEqual({ origin, sameOriginFallback });
  });
});

describe('legacySiteBase', () => {
  it('is below /legacy in the demo', () => {
    expect(DEMO_LEGACY_BASE_PATH).toBe('/legacy');
  });

  it.each([
    // Empty: /legacy below the alias origin (the demo stand-in), else below the app origin, flagged.
    ['', 'http://127.0.0.1:5173', 'http://localhost:5173', '/legacy', false],
    ['', 'https://portal.example', 'https://portal.example', '/legacy', true],
    // A configured base URL, without its trailing slash.
    ['https://legacy.example/site/', 'http://127.0.0.1:5173', 'https://legacy.example', '/site', false],
    ['https://legacy.example', 'http://127.0.0.1:5173', 'https://legacy.example', '', false],
    ['/old', 'http://127.0.0.1:5173', 'http://127.0.0.1:5173', '/old', false],
  ])('%j on %s is %s%s (same-origin fallback: %s)', (setting, app, origin, prefix, sameOriginFallback) => {
    expect(legacySiteBase(setting, app)).toEqual({ origin, prefix, sameOriginFallback });
  });
});

describe('reportSameOriginFallback', () => {
  it('logs a console error once per setting', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportSameOriginFallback('VITE_OUTREACH_APP_ORIGIN');
    reportSameOriginFallback('VITE_OUTREACH_APP_ORIGIN');
    reportSameOriginFallback('VITE_PAYMENT_ORIGIN');
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('VITE_OUTREACH_APP_ORIGIN');
  });
});
