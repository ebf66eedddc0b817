import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  outreachFrameSrc,
  outreachInboundSchema,
  outreachOrigin,
  outreachOutboundSchema,
  outreachPathForRoute,
  outreachUrlToNavigation,
  parseOutreachInbound,
  sessionMessages,
} from './outreach-messages';

const ORIGIN = 'http://127.0.0.1:5173';
const nav = (url: string) => outreachUrlToNavigation(url, ORIGIN);

describe('outreach frame source', () => {
  it('uses the configured origin, or this one when none is configured', () => {
    expect(outreachOrigin('', ORIGIN)).toBe(ORIGIN);
    expect(outreachOrigin('https://outreach.example/', ORIGIN)).toBe('https://outreach.example');
  });

  it('puts the path below /outreach-app on that origin', () => {
    expect(outreachFrameSrc('/search', ORIGIN)).toBe(`${ORIGIN}/outreach-app/search`);
    expect(outreachFrameSrc('lists/12', 'https://outreach.example')).toBe(
      'https://outreach.example/outreach-app/lists/12',
    );
    expect(outreachFrameSrc('//evil.com', ORIGIN)).toBe(`${ORIGIN}/outreach-app/evil.com`);
  });
});

describe('messages', () => {
  it('parses the frame messages and nothing else', () => {
    expect(parseOutreachInbound({ type: 'ready' })).toEqual({ type: 'ready' });
    expect(parseOutreachInbound({ type: 'url_change', url: '/lists' })).toEqual({ type: 'url_change', url: '/lists' });
    expect(parseOutreachInbound({ type: 'access_token_request' })).toEqual({ type: 'access_token_request' });
    for (const data of [undefined, 'ready', { type: 'url_change' }, { type: 'access_token', accessToken: 'x' }]) {
      expect(parseOutreachInbound(data)).toBeNull();
    }
    expect(outreachInboundSchema.safeParse({ type: 'url_change', url: 'x'.repeat(3000) }).success).toBe(false);
  });

  it('sends the company, the lowercased email as user id and the user info', () => {
    const messages = sessionMessages(
      { id: 4, name: 'Acme' },
      { id: 9, email: 'Pat.Lee@Example.COM', fullName: 'Pat Lee' },
    );
    expect(messages).toEqual([
      { type: 'selected_company_change', company: { id: 4, name: 'Acme' } },
      { type: 'user_id', userId: 'pat.lee@example.com' },
      { type: 'user_info', user: { id: 9, email: 'Pat.Lee@Example.COM', fullName: 'Pat Lee' } },
    ]);
    for (const message of messages) expect(outreachOutboundSchema.safeParse(message).success).toBe(true);
    expect(sessionMessages(null, null)).toEqual([{ type: 'selected_company_change', company: null }]);
  });
});

describe('outreachUrlToNavigation', () => {
  it('maps the allow-listed outreach pages to /outreach routes', () => {
    const cases: [string, string][] = [
      ['/search', '/outreach/search'],
      ['/search?q=veterans', '/outreach/search?q=veterans'],
      ['/lists', '/outreach/lists'],
      ['/lists/12', '/outreach/lists/12'],
      ['/activities', '/outreach/activities'],
      ['/community-partners/7', '/outreach/community-partners/7'],
      ['/contact-profiles/abc-3', '/outreach/contact-profiles/abc-3'],
      ['/outreach-app/lists/12', '/outreach/lists/12'],
      [`${ORIGIN}/outreach-app/search`, '/outreach/search'],
      ['lists', '/outreach/lists'],
    ];
    for (const [url, appPath] of cases) expect(nav(url), url).toEqual({ kind: 'navigate', appPath });
  });

  it('treats the root path as going back', () => {
    for (const url of ['/', '/outreach-app', '/outreach-app/', `${ORIGIN}/`, '']) {
      expect(nav(url), url).toEqual({ kind: 'back' });
    }
  });

  it('ignores other origins, schemes and unknown pages', () => {
    for (const url of [
      '//evil.com',
      '//evil.com/search',
      'https://evil.com/x',
      'https://evil.com/outreach-app/search',
      'javascript:alert(1)',
      '/\\evil.com/search',
      'http://user:pw@127.0.0.1:5173/search',
      '/lists/12/delete',
      '/lists/abc',
      '/linkage-agents',
      '/search/../../x',
      'http://[',
    ]) {
      expect(nav(url), url).toEqual({ kind: 'ignore' });
    }
  });

  it('never yields anything but an allow-listed /outreach path on this origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (url) => {
        const result = nav(url);
        if (result.kind !== 'navigate') return;
        expect(result.appPath.startsWith('/outreach/')).toBe(true);
        expect(new URL(result.appPath, ORIGIN).origin).toBe(ORIGIN);
        expect(outreachPathForRoute(result.appPath)).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('outreachPathForRoute', () => {
  it('turns a portal route back into the outreach path', () => {
    expect(outreachPathForRoute('/outreach/lists/12')).toBe('/lists/12');
    expect(outreachPathForRoute('/outreach/search?q=a')).toBe('/search?q=a');
    expect(outreachPathForRoute('/outreach/outreach-dashboard')).toBeNull();
    expect(outreachPathForRoute('/jobs/new-job')).toBeNull();
  });
});
