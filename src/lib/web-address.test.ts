import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpsInProduction, isWebAddress } from './web-address';

afterEach(() => vi.unstubAllEnvs());

describe('isWebAddress', () => {
  it('accepts http and https addresses only', () => {
    expect(isWebAddress('https://legacy.example/a')).toBe(true);
    expect(isWebAddress('http://legacy.example/a')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('data:text/html,x')).toBe(false);
  });
});

describe('httpsInProduction (spec section 7: the QLogin link)', () => {
  it('forces https on an http link in production, keeping host, path and query', () => {
    expect(httpsInProduction('http://legacy.example/qlogin?returnUrl=%2Fa&companyId=1', true)).toBe(
      'https://legacy.example/qlogin?returnUrl=%2Fa&companyId=1',
    );
    expect(httpsInProduction('https://legacy.example/qlogin', true)).toBe('https://legacy.example/qlogin');
  });

  it('keeps http on a loopback origin (the demo preview) and anything outside production', () => {
    expect(httpsInProduction('http://127.0.0.1:4173/legacy/qlogin', true)).toBe('http://127.0.0.1:4173/legacy/qlogin');
    expect(httpsInProduction('http://localhost:5173/legacy/qlogin', true)).toBe('http://localhost:5173/legacy/qlogin');
    expect(httpsInProduction('http://legacy.example/qlogin', false)).toBe('http://legacy.example/qlogin');
  });

  it('refuses a link that is not an http(s) address', () => {
    expect(httpsInProduction('javascript:alert(1)', true)).toBeNull();
    expect(httpsInProduction('javascript:alert(1)', false)).toBeNull();
  });

  it('reads production from the build (import.meta.env.PROD)', () => {
    expect(httpsInProduction('http://legacy.example/q')).toBe('http://legacy.example/q');
    vi.stubEnv('PROD', true);
    expect(httpsInProduction('http://legacy.example/q')).toBe('https://legacy.example/q');
  });

  it('in production forces https on hosts that only look like loopback', () => {
    for (const host of ['localhost.example.com', '127.0.0.1.nip.io', 'localhost-evil.example', '10.0.0.1']) {
      expect(new URL(httpsInProduction(`http://${host}/qlogin`, true) ?? '').protocol, host).toBe('https:');
    }
  });
});
