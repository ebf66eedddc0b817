import type { ErrorEvent } from '@sentry/browser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personalValues, scrubBreadcrumb, scrubEvent, scrubText } from './error-report-scrubber';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJqYW5lIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const EMAIL = 'jane.doe+hr@acme-employer.example.com';
const CODE = 'SplxlOBeZQQYbYS6WxSbIA';
const STATE = 'af0ifjsldkj4f1b2c3';
const OPAQUE_TOKEN = 'opaque-access-token-7c1e';

/** Every secret a report must never carry, wherever it is put. */
const SECRETS = [JWT, 'eyJzdWIiOiJqYW5lIn0', EMAIL, CODE, STATE, OPAQUE_TOKEN, 'Jane Doe', 'c2lnbmF0dXJl'];

function eventFullOfSecrets(): ErrorEvent {
  return {
    type: undefined,
    message: `Sign-in for ${EMAIL} failed at https://portal.example.test/auth-callback?code=${CODE}&state=${STATE}`,
    exception: {
      values: [
        {
          type: 'Error',
          value: `Request with Authorization: Bearer ${OPAQUE_TOKEN} for Jane Doe failed; token ${JWT}`,
          stacktrace: {
            frames: [{ filename: `https://portal.example.test/assets/app.js?code=${CODE}#id_token=${JWT}`, lineno: 1 }],
          },
        },
      ],
    },
    request: {
      url: `https://portal.example.test/auth-callback?code=${CODE}&state=${STATE}#access_token=${JWT}`,
      headers: { Authorization: `Bearer ${OPAQUE_TOKEN}`, Cookie: `session=${JWT}` },
      cookies: { session: JWT },
      data: { email: EMAIL, password: 'hunter2' },
      query_string: `code=${CODE}&state=${STATE}`,
    },
    user: { email: EMAIL, username: 'Jane Doe', ip_address: '203.0.113.9' },
    breadcrumbs: [{ category: 'console', message: `user ${EMAIL} typed ${JWT}` }],
    tags: { context: `query with code=${CODE}` },
    contexts: { failure: { message: `mail ${EMAIL}`, access_token: OPAQUE_TOKEN, url: `/api/x?state=${STATE}` } },
    extra: { __serialized__: { config: { headers: { Authorization: `Bearer ${OPAQUE_TOKEN}` } }, note: EMAIL } },
  };
}

describe('scrubEvent', () => {
  it('leaves no token, email, name, sign-in code or state anywhere in the event', () => {
    const scrubbed = JSON.stringify(scrubEvent(eventFullOfSecrets(), ['Jane Doe']));
    for (const secret of SECRETS) expect(scrubbed, secret).not.toContain(secret);
    expect(scrubbed).not.toMatch(/Bearer (?!\[redacted\])/);
    expect(scrubbed).not.toContain('hunter2');
    expect(scrubbed).not.toContain('203.0.113.9');
  });

  it('keeps what an operator needs: the kind of error, where it happened, which path', () => {
    const scrubbed = scrubEvent(eventFullOfSecrets(), ['Jane Doe']);
    expect(scrubbed.exception?.values?.[0]?.type).toBe('Error');
    expect(scrubbed.exception?.values?.[0]?.value).toContain('Bearer [redacted]');
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]?.filename).toBe(
      'https://portal.example.test/assets/app.js',
    );
    expect(scrubbed.request).toEqual({ url: 'https://portal.example.test/auth-callback' });
    expect(scrubbed.message).toBe('Sign-in for [redacted-email] failed at https://portal.example.test/auth-callback');
    expect(scrubbed.contexts?.['failure']).toEqual({ message: 'mail [redacted-email]', url: '/api/x' });
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.breadcrumbs).toBeUndefined();
  });
});

describe('scrubText', () => {
  it('cuts a query string without its address, and a bearer token', () => {
    expect(scrubText(`?code=${CODE}&state=${STATE}`)).toBe('?code=[redacted]&state=[redacted]');
    expect(scrubText(`sent Bearer ${OPAQUE_TOKEN}`)).toBe('sent Bearer [redacted]');
    expect(scrubText(`/auth-callback#access_token=${OPAQUE_TOKEN}&x=1`)).toBe('/auth-callback');
  });

  it('never lets an email or a JWT through, whatever surrounds it', () => {
    const around = fc.string({ maxLength: 20 }).map((text) => text.replace(/[\w.@-]/g, ' '));
    const email = fc.emailAddress().filter((address) => /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(address));
    fc.assert(
      fc.property(around, email, around, (before, address, after) => {
        expect(scrubText(`${before} ${address} ${after}`)).not.toContain(address);
      }),
    );
    fc.assert(
      fc.property(around, fc.base64String({ minLength: 8 }), around, (before, payload, after) => {
        const token = `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/[+/=]/g, 'A')}.sig`;
        expect(scrubText(`${before}${token}${after}`)).not.toContain(token);
      }),
    );
  });

  it("cuts the signed-in person's name, whatever its case", () => {
    expect(scrubText('Could not add JANE DOE to Acme', ['Jane Doe'])).toBe('Could not add [redacted-name] to Acme');
  });
});

describe('personalValues', () => {
  it("takes the name and email claims of the person's ID token", () => {
    expect(
      personalValues({ sub: '17', name: 'Jane Doe', given_name: 'Jane', family_name: 'Doe', email: EMAIL, role: 'x' }),
    ).toEqual(['Jane Doe', 'Jane', 'Doe', EMAIL]);
    expect(personalValues({ name: 'Al' })).toEqual([]);
    expect(personalValues(undefined)).toEqual([]);
  });
});

describe('scrubBreadcrumb', () => {
  it('drops every breadcrumb', () => {
    expect(scrubBreadcrumb({ category: 'navigation', data: { to: `/x?code=${CODE}` } })).toBeNull();
  });
});
