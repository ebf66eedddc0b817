import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_APP_ORIGIN as APP, DEMO_FRAMES_ORIGIN as ORIGIN, OUTREACH_ALLOW_LIST } from '@tests/support/frame-routes';
import { frameOrigin } from '@/config/frame-origins';
import {
  isOutreachHandshake,
  outreachFrameSrc,
  outreachInboundSchema,
  outreachOutboundSchema,
  outreachPathForRoute,
  outreachUrlToNavigation,
  parseOutreachInbound,
  sessionMessages,
} from './outreach-messages';

const nav = (url: string) => outreachUrlToNavigation(url, ORIGIN, OUTREACH_ALLOW_LIST);
const forRoute = (appPath: string) => outreachPathForRoute(appPath, OUTREACH_ALLOW_LIST);

describe('outreach frame source', () => {
  it('uses the configured origin, or the loopback alias of this one when none is configured', () => {
    expect(frameOrigin('', APP).origin).toBe(ORIGIN);
    expect(frameOrigin('https://outreach.example/', APP).origin).toBe('https://outreach.example');
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
  it('takes only `ready` as the handshake on the window', () => {
    expect(isOutreachHandshake({ type: 'ready' })).toBe(true);
    for (const data of [undefined, 'ready', { type: 'url_change', url: '/lists' }, { type: 'access_token_request' }]) {
      expect(isOutreachHandshake(data)).toBe(false);
    }
  });

  it('parses the frame messages of the channel and nothing else', () => {
    expect(parseOutreachInbound({ type: 'url_change', url: '/lists' })).toEqual({ type: 'url_change', url: '/lists' });
    expect(parseOutreachInbound({ type: 'access_token_request' })).toEqual({ type: 'access_token_request' });
    for (const data of [
      undefined,
      'ready',
      { type: 'ready' },
      { type: 'url_change' },
      { type: 'access_token', accessToken: 'x' },
    ]) {
      expect(parseOutreachInbound(data)).toBeNull();
    }
    expect(outreachInboundSchema.safeParse({ type: 'url_change', url: 'x'.repeat(3000) }).success).toBe(false);
  });

  it('sends the company, the user id lowercased (not the email) and the user info', () => {
    const messages = sessionMessages(
      { id: 4, name: 'Acme' },
      { id: 9, email: 'Pat.Lee@Example.COM', fullName: 'Pat Lee' },
    );
    expect(messages).toEqual([
      { type: 'selected_company_change', company: { id: 4, name: 'Acme' } },
      { type: 'user_id', userId: '9' },
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
      [`${ORIGIN}/lists/007?b=2&a=1`, '/outreach/lists/007?b=2&a=1'],
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
      'http://user:pw@localhost:5173/search',
      `${APP}/outreach-app/search`,
      '/lists/12/delete',
      '/lists/12/',
      '/Search',
      '/lists/%31%32',
      '/community-partners/a%2Fb',
      '/community-partners/..%2Fsearch',
      '/contact-profiles/a.b',
      '/outreach-app/../search/../../x',
      '%2F%2Fevil',
      '/\\evil',
      '/outreach-dashboard',
      '/profile/1/2',
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
        expect(forRoute(result.appPath)).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('lets only allow-listed routes that stay put through, whatever slashes, dots and encodings the URL carries', () => {
    const segment = fc.constantFrom(
      'search',
      'lists',
      '12',
      'community-partners',
      'contact-profiles',
      'abc-3',
      'outreach-app',
      'evil.com',
      '',
      '.',
      '..',
      '%2e',
      '%2e%2E',
      '%2F',
      '%2F%2Fevil',
      '%5C',
      '\\evil',
      'javascript:alert(1)',
      '%00',
    );
    const prefix = fc.constantFrom('', '/', '//', '/\\', '/outreach-app/', `${ORIGIN}/`, `${APP}/`, 'javascript:');
    const url = fc
      .tuple(prefix, fc.array(segment, { maxLength: 5 }), fc.constantFrom('', '?q=a', '#x'))
      .map(([head, segments, tail]) => `${head}${segments.join('/')}${tail}`);
    fc.assert(
      fc.property(url, (candidate) => {
        const result = nav(candidate);
        if (result.kind !== 'navigate') return;
        const pathname = result.appPath.split('?')[0] ?? '';
        expect(pathname).toMatch(/^\/outreach\/[a-z-]+(\/[A-Za-z0-9_-]+)?$/);
        const resolved = new URL(result.appPath, APP);
        expect(resolved.origin).toBe(APP);
        expect(resolved.pathname).toBe(pathname);
        expect(forRoute(result.appPath)).not.toBeNull();
      }),
      { numRuns: 3000 },
    );
  });
});

describe('outreachPathForRoute', () => {
  it('turns a portal route back into the outreach path', () => {
    expect(forRoute('/outreach/lists/12')).toBe('/lists/12');
    expect(forRoute('/outreach/search?q=a')).toBe('/search?q=a');
    expect(forRoute('/outreach/outreach-dashboard')).toBeNull();
    expect(forRoute('/outreach/lists/abc')).toBeNull();
    expect(forRoute('/jobs/new-job')).toBeNull();
    expect(outreachPathForRoute('/outreach/lists/12', [])).toBeNull();
  });
});
