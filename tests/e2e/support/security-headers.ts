import { expect } from '@playwright/test';

/** The directives of a Content-Security-Policy, by name. */
export function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values];
      }),
  );
}

/**
 * What every response of the portal's servers (vite preview, production nginx) must carry, read from
 * the response's headers (Playwright gives them lower-cased).
 */
export function expectSecurityHeaders(
  headers: Record<string, string>,
  { frameAncestors }: { frameAncestors: "'none'" | "'self'" },
): Map<string, string[]> {
  const policy = headers['content-security-policy'] ?? '';
  const directives = cspDirectives(policy);
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(policy).not.toContain('unsafe-eval');
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors')).toEqual([frameAncestors]);
  expect(directives.get('report-to')).toEqual(['csp']);
  expect(headers['reporting-endpoints']).toMatch(/^csp="[^"]+"$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  return directives;
}
