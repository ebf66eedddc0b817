import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('defaults to the demo backend on the same origin', () => {
    expect(parseEnv({})).toEqual({
      apiBaseUrl: '',
      gatewayBaseUrl: '',
      oidcAuthority: '/oidc',
      oidcClientId: 'employer-portal',
      productName: 'Employer Portal',
      outreachAppOrigin: '',
      legacySiteBaseUrl: '',
      paymentOrigin: '',
      defaultRenewalMailbox: 'renewals@employer-portal.test',
      supportEmail: 'support@employer-portal.test',
      webinarsUrl: '',
      employerListingUrl: 'https://www.employer-portal.test/employers/{companyId}',
      inactivityTimeoutMs: 1_800_000,
      inactivityCountdownSeconds: 300,
      errorReportingDsn: '',
    });
  });

  it('takes a Sentry DSN for error reporting, off when empty', () => {
    const dsn = 'https://0123abcd@o42.ingest.sentry.example/4507';
    expect(parseEnv({ VITE_ERROR_REPORTING_DSN: dsn }).errorReportingDsn).toBe(dsn);
    expect(parseEnv({ VITE_ERROR_REPORTING_DSN: 'http://key@127.0.0.1:4410/1' }).errorReportingDsn).toBe(
      'http://key@127.0.0.1:4410/1',
    );
    expect(parseEnv({ VITE_ERROR_REPORTING_DSN: '' }).errorReportingDsn).toBe('');
    // Not a DSN: no key, no project, plain http off this machine, a query, not a URL.
    for (const wrong of [
      'https://o42.ingest.sentry.example/4507',
      'https://key@o42.ingest.sentry.example/',
      'http://key@sentry.example/1',
      'https://key@sentry.example/1?x=1',
      'sentry',
    ]) {
      expect(() => parseEnv({ VITE_ERROR_REPORTING_DSN: wrong }), wrong).toThrow();
    }
  });

  it('takes real URLs and numbers', () => {
    const env = parseEnv({
      VITE_API_BASE_URL: 'https://api.example.org',
      VITE_INACTIVITY_TIMEOUT_MS: '60000',
      VITE_INACTIVITY_COUNTDOWN_SECONDS: '30',
    });
    expect(env.apiBaseUrl).toBe('https://api.example.org');
    expect(env.inactivityTimeoutMs).toBe(60_000);
    expect(env.inactivityCountdownSeconds).toBe(30);
  });

  it('takes the frame origins of a deployment', () => {
    const env = parseEnv({
      VITE_LEGACY_SITE_BASE_URL: 'https://legacy.example/site',
      VITE_OUTREACH_APP_ORIGIN: 'https://outreach.example',
      VITE_PAYMENT_ORIGIN: 'https://pay.example',
    });
    expect(env.legacySiteBaseUrl).toBe('https://legacy.example/site');
    expect(env.outreachAppOrigin).toBe('https://outreach.example');
    expect(env.paymentOrigin).toBe('https://pay.example');
  });

  it('takes the customer-support address', () => {
    expect(parseEnv({ VITE_SUPPORT_EMAIL: 'help-desk@example.org' }).supportEmail).toBe('help-desk@example.org');
    expect(() => parseEnv({ VITE_SUPPORT_EMAIL: 'not an address' })).toThrow();
  });

  it('takes an absolute webinars address', () => {
    expect(parseEnv({ VITE_WEBINARS_URL: 'https://webinars.example.org/portal' }).webinarsUrl).toBe(
      'https://webinars.example.org/portal',
    );
    expect(() => parseEnv({ VITE_WEBINARS_URL: '/webinars' })).toThrow();
    expect(() => parseEnv({ VITE_WEBINARS_URL: 'javascript:alert(1)' })).toThrow();
    expect(() => parseEnv({ VITE_WEBINARS_URL: 'https://[' })).toThrow();
  });

  it('takes the public employer listing as an https address with {companyId} in it', () => {
    for (const template of [
      'https://jobs.example.org/employers/{companyId}',
      'https://www.example.com/companies/{companyId}/profile?from=badge',
      'https://www.example.com/employer?id={companyId}',
    ]) {
      expect(parseEnv({ VITE_EMPLOYER_LISTING_URL: template }).employerListingUrl).toBe(template);
    }
    for (const wrong of [
      '',
      'https://www.example.com/employers',
      'http://www.example.com/employers/{companyId}',
      '/employers/{companyId}',
      'javascript:alert("{companyId}")',
      'https://{companyId}.example.com/',
      'https://[/{companyId}',
    ]) {
      expect(() => parseEnv({ VITE_EMPLOYER_LISTING_URL: wrong }), wrong).toThrow();
    }
  });

  it('rejects settings that would break the app', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'ftp://x' })).toThrow();
    expect(() => parseEnv({ VITE_PAYMENT_ORIGIN: 'javascript:alert(1)' })).toThrow();
    expect(() => parseEnv({ VITE_LEGACY_SITE_BASE_URL: 'legacy site' })).toThrow();
    expect(() => parseEnv({ VITE_OUTREACH_APP_ORIGIN: 'http://[' })).toThrow();
    expect(() => parseEnv({ VITE_DEFAULT_RENEWAL_MAILBOX: 'not-an-email' })).toThrow();
    expect(() => parseEnv({ VITE_INACTIVITY_TIMEOUT_MS: 'soon' })).toThrow();
    expect(() => parseEnv({ VITE_INACTIVITY_COUNTDOWN_SECONDS: '0' })).toThrow();
  });
});
