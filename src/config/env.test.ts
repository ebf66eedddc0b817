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

  it.each([
    // A Sentry DSN for error reporting, off when empty.
    ['VITE_ERROR_REPORTING_DSN', 'errorReportingDsn', 'https://0123abcd@o42.ingest.sentry.example/4507'],
    ['VITE_ERROR_REPORTING_DSN', 'errorReportingDsn', 'http://key@127.0.0.1:4410/1'],
    ['VITE_ERROR_REPORTING_DSN', 'errorReportingDsn', ''],
    ['VITE_API_BASE_URL', 'apiBaseUrl', 'https://api.example.org'],
    // The frame origins of a deployment.
    ['VITE_LEGACY_SITE_BASE_URL', 'legacySiteBaseUrl', 'https://legacy.example/site'],
    ['VITE_OUTREACH_APP_ORIGIN', 'outreachAppOrigin', 'https://outreach.example'],
    ['VITE_PAYMENT_ORIGIN', 'paymentOrigin', 'https://pay.example'],
    ['VITE_SUPPORT_EMAIL', 'supportEmail', 'help-desk@example.org'],
    // An absolute webinars address.
    ['VITE_WEBINARS_URL', 'webinarsUrl', 'https://webinars.example.org/portal'],
    // The public employer listing: an https address with {companyId} in it.
    ['VITE_EMPLOYER_LISTING_URL', 'employerListingUrl', 'https://jobs.example.org/employers/{companyId}'],
    [
      'VITE_EMPLOYER_LISTING_URL',
      'employerListingUrl',
      'https://www.example.com/companies/{companyId}/profile?from=badge',
    ],
    ['VITE_EMPLOYER_LISTING_URL', 'employerListingUrl', 'https://www.example.com/employer?id={companyId}'],
  ])('takes %s as %s: %j', (setting, field, value) => {
    expect(parseEnv({ [setting]: value })).toMatchObject({ [field]: value });
  });

  it('takes numbers', () => {
    const env = parseEnv({ VITE_INACTIVITY_TIMEOUT_MS: '60000', VITE_INACTIVITY_COUNTDOWN_SECONDS: '30' });
    expect(env.inactivityTimeoutMs).toBe(60_000);
    expect(env.inactivityCountdownSeconds).toBe(30);
  });

  it.each([
    // Not a Sentry DSN: no key, no project, plain http off this machine, a query, not a URL.
    ['VITE_ERROR_REPORTING_DSN', 'https://o42.ingest.sentry.example/4507'],
    ['VITE_ERROR_REPORTING_DSN', 'https://key@o42.ingest.sentry.example/'],
    ['VITE_ERROR_REPORTING_DSN', 'http://key@sentry.example/1'],
    ['VITE_ERROR_REPORTING_DSN', 'https://key@sentry.example/1?x=1'],
    ['VITE_ERROR_REPORTING_DSN', 'sentry'],
    ['VITE_SUPPORT_EMAIL', 'not an address'],
    // The webinars address is absolute.
    ['VITE_WEBINARS_URL', '/webinars'],
    ['VITE_WEBINARS_URL', 'javascript:alert(1)'],
    ['VITE_WEBINARS_URL', 'https://['],
    // The public employer listing is an https address with {companyId} in it.
    ['VITE_EMPLOYER_LISTING_URL', ''],
    ['VITE_EMPLOYER_LISTING_URL', 'https://www.example.com/employers'],
    ['VITE_EMPLOYER_LISTING_URL', 'http://www.example.com/employers/{companyId}'],
    ['VITE_EMPLOYER_LISTING_URL', '/employers/{companyId}'],
    ['VITE_EMPLOYER_LISTING_URL', 'javascript:alert("{companyId}")'],
    ['VITE_EMPLOYER_LISTING_URL', 'https://{companyId}.example.com/'],
    ['VITE_EMPLOYER_LISTING_URL', 'https://[/{companyId}'],
    // Settings that would break the app.
    ['VITE_API_BASE_URL', 'ftp://x'],
    ['VITE_PAYMENT_ORIGIN', 'javascript:alert(1)'],
    ['VITE_LEGACY_SITE_BASE_URL', 'legacy site'],
    ['VITE_OUTREACH_APP_ORIGIN', 'http://['],
    ['VITE_DEFAULT_RENEWAL_MAILBOX', 'not-an-email'],
    ['VITE_INACTIVITY_TIMEOUT_MS', 'soon'],
    ['VITE_INACTIVITY_COUNTDOWN_SECONDS', '0'],
  ])('rejects %s=%j', (setting, value) => {
    expect(() => parseEnv({ [setting]: value })).toThrow();
  });
});
