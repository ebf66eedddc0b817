// @vitest-environment jsdom
// (the previous visit is kept in the browser's storage)
import { beforeEach, describe, expect, it } from 'vitest';
import { daysLeftToAnswer } from '@/lib/compliance/scheduling-letter';
import { attentionItems, newSinceRange, previousVisit } from './attention';

const today = new Date(2026, 10, 29);
const base = { today };

describe('attentionItems', () => {
  it('lists only what there is to act on: zero counts, a closed letter and past observances add nothing', () => {
    expect(
      attentionItems({
        ...base,
        unlistedJobs: 0,
        letterReceivedDate: null,
        unreadNotifications: 0,
        savedObservances: [{ id: 1, name: 'Past', start: '2026-11-28' }],
        newReportCards: 0,
      }),
    ).toEqual([]);
    expect(attentionItems(base)).toEqual([]);
  });

  it('orders the entries and keeps the next three saved observances, soonest first, today included', () => {
    const items = attentionItems({
      ...base,
      unlistedJobs: 4,
      letterReceivedDate: '2026-11-20',
      unreadNotifications: 2,
      savedObservances: [
        { id: 5, name: 'E', start: '2027-03-01' },
        { id: 2, name: 'B', start: '2026-12-10' },
        { id: 1, name: 'A', start: '2026-11-29' },
        { id: 4, name: 'D', start: '2027-01-15' },
        { id: 3, name: 'C', start: '2026-12-10' },
      ],
      newReportCards: 1,
    });
    expect(items).toEqual([
      { kind: 'unlisted', count: 4 },
      { kind: 'letter', daysLeft: 21 },
      { kind: 'unread', count: 2 },
      { kind: 'observance', id: 1, name: 'A', start: '2026-11-29' },
      { kind: 'observance', id: 2, name: 'B', start: '2026-12-10' },
      { kind: 'observance', id: 3, name: 'C', start: '2026-12-10' },
      { kind: 'reportCards', count: 1 },
    ]);
  });
});

describe('daysLeftToAnswer', () => {
  it('counts calendar days from the letter: 30 on the day it came, 0 the last day, negative when late', () => {
    expect(daysLeftToAnswer('2026-11-29', today)).toBe(30);
    expect(daysLeftToAnswer('2026-10-30', today)).toBe(0);
    expect(daysLeftToAnswer('2026-10-25', today)).toBe(-5);
  });
});

describe('the previous visit', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is none on a first visit, then the day kept by the visit before, for the whole tab session', () => {
    expect(previousVisit(7, 1001, new Date(2026, 10, 20))).toBeNull();
    sessionStorage.clear(); // a new tab session, days later
    expect(previousVisit(7, 1001, today)).toBe('2026-11-20');
    expect(previousVisit(7, 1001, today)).toBe('2026-11-20');
    expect(previousVisit(7, 1002, today)).toBeNull();
    expect(previousVisit(8, 1001, today)).toBeNull();
  });

  it('makes "new since" the days after that visit up to today, and nothing when it was today', () => {
    expect(newSinceRange('2026-11-20', today)).toEqual({ begin: '2026-11-21', end: '2026-11-29' });
    expect(newSinceRange('2026-11-29', today)).toBeNull();
    expect(newSinceRange(null, today)).toBeNull();
  });
});
