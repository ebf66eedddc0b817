import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@/generated/model';
import { HOME_PATH, isSignInFlowPath } from '@/lib/auth/auth-paths';
import { sanitizeReturnPath } from '@/lib/auth/return-path';
import {
  BELL_LIMIT,
  bellItems,
  inGroupsOf,
  newestFirst,
  notificationTarget,
  preferenceChange,
  readTriples,
} from './notification-rules';

const at = (id: number, day: number, isRead = false): Notification => ({
  id,
  description: `Notification ${id}`,
  dateCreated: `2026-03-${String(day).padStart(2, '0')}T10:00:00Z`,
  isRead,
  link: null,
});

describe('bellItems', () => {
  it('lists at most 10 unread, newest first', () => {
    const unread = Array.from({ length: 14 }, (_, index) => at(index + 1, index + 1));
    expect(BELL_LIMIT).toBe(10);
    expect(bellItems(unread).map((item) => item.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(bellItems([at(1, 1), at(2, 2, true)]).map((item) => item.id)).toEqual([1]);
  });

  it('breaks a tie of dates by the newer id', () => {
    expect(newestFirst([at(1, 5), at(3, 5), at(2, 6)]).map((item) => item.id)).toEqual([2, 3, 1]);
  });
});

describe('readTriples', () => {
  it('is one [companyId, userId, notificationId] triple per notification, each once', () => {
    expect(readTriples(1001, 1, [5, 7, 5])).toEqual([
      [1001, 1, 5],
      [1001, 1, 7],
    ]);
  });

  it('groups split a long list into calls of at most the size', () => {
    expect(inGroupsOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inGroupsOf([], 500)).toEqual([]);
  });
});

describe('preferenceChange', () => {
  it('opts in or out only when the wanted value differs from the current status', () => {
    expect(preferenceChange(false, true)).toBe('optIn');
    expect(preferenceChange(true, false)).toBe('optOut');
    expect(preferenceChange(true, true)).toBeNull();
    expect(preferenceChange(false, false)).toBeNull();
  });
});

describe('notificationTarget', () => {
  const here = 'https://portal.example.com/reports/audit-pack?x=1';

  it('follows an app path in the app, with its query and hash', () => {
    expect(notificationTarget('/jobs/active-jobs', here)).toEqual({ kind: 'app', to: '/jobs/active-jobs' });
    expect(notificationTarget(' /abi/observances?start=2026-01-01#top ', here)).toEqual({
      kind: 'app',
      to: '/abi/observances?start=2026-01-01#top',
    });
  });

  it('takes an absolute URL of the portal’s own origin as an app path', () => {
    expect(notificationTarget('https://portal.example.com/help', here)).toEqual({ kind: 'app', to: '/help' });
  });

  it('takes an absolute http(s) URL of another origin as another site', () => {
    expect(notificationTarget('https://www.example.org/news?id=3', here)).toEqual({
      kind: 'web',
      href: 'https://www.example.org/news?id=3',
    });
    expect(notificationTarget('http://www.example.org', here)).toEqual({
      kind: 'web',
      href: 'http://www.example.org/',
    });
  });

  it('follows nothing else: other schemes, protocol-relative and backslash tricks, bare words, nothing', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'mailto:someone@example.org',
      'data:text/html,x',
      '//evil.example',
      '//evil.example/reports',
      '/\\evil.example',
      '\\\\evil.example',
      '/..//evil.example',
      'reports',
      'not a link',
      '',
      '  ',
    ]) {
      expect(notificationTarget(link, here), link).toBeNull();
    }
    expect(notificationTarget(null, here)).toBeNull();
    expect(notificationTarget(undefined, here)).toBeNull();
  });

  it('follows in the app exactly the paths the way back after sign-in keeps (one rule: sameOriginPath)', () => {
    const origin = new URL(here).origin;
    const tricky = fc.constantFrom(
      '/',
      '//',
      '/\\',
      '/..',
      '/../',
      '/./',
      '/%2e%2e/',
      '/%2F',
      '/auth-callback',
      '?',
      '#',
    );
    const link = fc
      .tuple(tricky, fc.string(), fc.option(tricky, { nil: '' }), fc.string())
      .map((parts) => parts.join(''))
      .filter((text) => text.startsWith('/') && text === text.trim());
    fc.assert(
      fc.property(link, (text) => {
        const target = notificationTarget(text, here);
        const kept = target?.kind === 'app' && !isSignInFlowPath(new URL(target.to, origin).pathname);
        expect(sanitizeReturnPath(text, origin), text).toBe(kept ? target.to : HOME_PATH);
      }),
      { numRuns: 200 },
    );
  });
});
