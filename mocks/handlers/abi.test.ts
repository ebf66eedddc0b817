import fc from 'fast-check';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  GetCalendarLinkResponse,
  GetObservanceResponse,
  GetObservancesResponse,
  GetSavedObservancesResponse,
  GetTagContentsResponse,
  GetTagsResponse,
} from '../../src/generated/zod/index.zod';
import {
  ACME,
  BETA,
  call,
  GAMMA,
  parsed,
  problemOf,
  reseed,
  setDemoProduct,
  useDemoBackend,
  useDemoTokens,
} from '../../tests/support/demo-api';
import { db } from '../db';
import { dayNumber } from '../lib/content-query';
import { TODAY, bytesOf, daysAgo, isPdf, isPng } from '../lib/content-testing';

useDemoBackend();

const tokens = useDemoTokens();
afterAll(() => reseed());

const durationOf = (start: string, end: string | null) => (end ? dayNumber(end) - dayNumber(start) + 1 : 1);

async function observances(
  startDate: string,
  endDate: string,
  tags?: number[],
  companyId: number = ACME,
  token = tokens.owner,
) {
  return parsed(
    await call('/api/abi/observances', { token, query: { companyId, startDate, endDate, tags } }),
    GetObservancesResponse,
  );
}

async function saved(
  startDate: string,
  endDate: string,
  extra: { tags?: number[]; observanceId?: number | null } = {},
  companyId: number = ACME,
  token = tokens.owner,
) {
  return parsed(
    await call('/api/abi/userobservances', {
      method: 'POST',
      token,
      query: { companyId },
      body: { startDate, endDate, ...extra },
    }),
    GetSavedObservancesResponse,
  );
}

const save = (observanceId: number, companyId: number = ACME, token = tokens.owner) =>
  call('/api/abi/userobservances/save', { method: 'POST', token, query: { companyId }, body: { observanceId } });
const unsave = (observanceId: number, companyId: number = ACME, token = tokens.owner) =>
  call('/api/abi/userobservances', { method: 'DELETE', token, query: { companyId, observanceId } });

const WIDE = { start: daysAgo(800), end: daysAgo(-800) };

describe('seeded observances', () => {
  it('has 150 observances around the anchor year: single-day, multi-day and month-long', () => {
    const all = db.observance.getAll();
    expect(all).toHaveLength(150);
    const durations = all.map((observance) => durationOf(observance.start, observance.end));
    expect(durations.filter((days) => days === 1).length).toBeGreaterThan(40);
    expect(durations.filter((days) => days > 1 && days <= 21).length).toBeGreaterThan(5);
    expect(durations.filter((days) => days > 21).length).toBeGreaterThan(30);
    const year = new Date(TODAY * 86_400_000).getUTCFullYear();
    expect(all.filter((observance) => observance.start.startsWith(String(year))).length).toBeGreaterThan(40);
    const withAttachments = new Set(db.attachment.getAll().map((attachment) => attachment.observanceId));
    expect(all.some((observance) => !withAttachments.has(observance.id))).toBe(true);
    expect(db.attachment.getAll().some((attachment) => attachment.order === null)).toBe(true);
    expect(db.attachment.getAll().some((attachment) => attachment.order !== null)).toBe(true);
  });
});

describe('observances', () => {
  it('lists the observances overlapping the range with any of the tags, as an independent filter does', async () => {
    const links = db.observanceTag.getAll();
    const tagIds = [...new Set(links.map((link) => link.tagId))];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: 0, max: 120 }),
        fc.subarray(tagIds, { maxLength: 3 }),
        async (offset, length, tags) => {
          const start = daysAgo(offset);
          const end = daysAgo(offset - length);
          const body = await observances(start, end, tags.length > 0 ? tags : undefined);
          const expected = db.observance.getAll().filter((observance) => {
            const overlaps = observance.start <= end && (observance.end ?? observance.start) >= start;
            const tagged =
              tags.length === 0 ||
              links.some((link) => link.observanceId === observance.id && tags.includes(link.tagId));
            return overlaps && tagged;
          });
          expect(body.map((observance) => observance.id).sort((a, b) => a - b)).toEqual(
            expected.map((observance) => observance.id).sort((a, b) => a - b),
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('sorts by start, then duration, then name, with ordered attachments first', async () => {
    const body = await observances(WIDE.start, WIDE.end);
    expect(body).toHaveLength(150);
    for (let index = 1; index < body.length; index++) {
      const a = body[index - 1];
      const b = body[index];
      if (!a || !b) continue;
      const key = (o: typeof a) => [o.start, String(o.duration).padStart(4, '0'), o.name].join('|');
      expect(key(a) <= key(b)).toBe(true);
    }
    for (const observance of body) {
      expect(observance.duration).toBe(durationOf(observance.start, observance.end ?? null));
      const orders = observance.attachments.map((attachment) => attachment.order ?? null);
      const firstUnordered = orders.indexOf(null);
      const ordered = (firstUnordered === -1 ? orders : orders.slice(0, firstUnordered)) as number[];
      expect(ordered).toEqual([...ordered].sort((x, y) => x - y));
      if (firstUnordered !== -1) expect(orders.slice(firstUnordered).every((order) => order === null)).toBe(true);
      expect(observance.tags.every((tag) => tag.type === 'Observance')).toBe(true);
    }
    expect(body.some((observance) => observance.attachments.length === 0)).toBe(true);
    expect(body.some((observance) => observance.imageURI?.startsWith('http://demo.test/demo-files/'))).toBe(true);
  });

  it('gets one observance, 404 when unknown, 403 outside the company', async () => {
    const body = await parsed(
      await call('/api/abi/observances/12', { token: tokens.owner, query: { companyId: ACME } }),
      GetObservanceResponse,
    );
    expect(body.id).toBe(12);
    expect(body.name).toBe(db.observance.findFirst({ where: { id: { equals: 12 } } })?.name);
    await problemOf(await call('/api/abi/observances/9999', { token: tokens.owner, query: { companyId: ACME } }), 404);
    await problemOf(await call('/api/abi/observances/12', { token: tokens.user, query: { companyId: GAMMA } }), 403);
    await problemOf(await call('/api/abi/observances/12', { query: { companyId: ACME } }), 401);
  });

  it('serves the observance banner images', async () => {
    const body = await observances(WIDE.start, WIDE.end);
    const withImage = body.find((observance) => observance.imageURI);
    const response = await fetch(withImage?.imageURI ?? '');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(isPng(await bytesOf(response))).toBe(true);
    const without = body.find((observance) => !observance.imageURI);
    expect((await fetch(`http://demo.test/demo-files/abi/observances/${without?.id}/image.png`)).status).toBe(404);
  });
});

describe('saved observances', () => {
  it('persists saves and unsaves per user and company', async () => {
    const before = await saved(WIDE.start, WIDE.end);
    expect(before.length).toBe(8);
    const candidate = (await observances(WIDE.start, WIDE.end)).find(
      (observance) => !before.some((entry) => entry.id === observance.id),
    );
    if (!candidate) throw new Error('No unsaved observance');

    expect((await save(candidate.id)).status).toBe(204);
    expect((await save(candidate.id)).status).toBe(204);
    const afterSave = await saved(WIDE.start, WIDE.end);
    expect(afterSave.map((entry) => entry.id)).toContain(candidate.id);
    expect(afterSave).toHaveLength(before.length + 1);

    expect(await saved(WIDE.start, WIDE.end, {}, ACME, tokens.admin)).not.toContainEqual(
      expect.objectContaining({ id: candidate.id }),
    );
    expect(await saved(WIDE.start, WIDE.end, {}, GAMMA)).not.toContainEqual(
      expect.objectContaining({ id: candidate.id }),
    );

    expect((await unsave(candidate.id)).status).toBe(204);
    expect((await unsave(candidate.id)).status).toBe(204);
    expect(await saved(WIDE.start, WIDE.end)).toHaveLength(before.length);
  });

  it('filters the saved list by range, tags and observance id', async () => {
    const all = await saved(WIDE.start, WIDE.end);
    const first = all[0];
    if (!first) throw new Error('Owner has no saved observances');
    expect(await saved(WIDE.start, WIDE.end, { observanceId: first.id })).toEqual([first]);
    expect(await saved(WIDE.start, WIDE.end, { observanceId: null })).toEqual(all);
    expect(await saved(first.start, first.start)).toContainEqual(first);
    const tag = first.tags[0];
    if (!tag) throw new Error('Saved observance without tags');
    const tagged = await saved(WIDE.start, WIDE.end, { tags: [tag.id] });
    expect(tagged.map((entry) => entry.id)).toEqual(
      all.filter((entry) => entry.tags.some((t) => t.id === tag.id)).map((entry) => entry.id),
    );
    const unsavedId = db.observance.getAll().find((observance) => !all.some((entry) => entry.id === observance.id))?.id;
    expect(await saved(WIDE.start, WIDE.end, { observanceId: unsavedId ?? null })).toEqual([]);
  });

  it('answers 404 for unknown observances, 403 outside the company, 400 for a reversed range', async () => {
    await problemOf(await save(9999), 404);
    await problemOf(await unsave(9999), 404);
    await problemOf(await save(1, BETA, tokens.user), 403);
    await problemOf(await unsave(1, GAMMA, tokens.admin), 403);
    await problemOf(
      await call('/api/abi/userobservances', {
        method: 'POST',
        token: tokens.owner,
        query: { companyId: ACME },
        body: { startDate: daysAgo(0), endDate: daysAgo(5) },
      }),
      400,
    );
  });
});

describe('files', () => {
  it('downloads observance attachments as real PDF and PNG files', async () => {
    const attachments = db.attachment.getAll();
    const pdf = attachments.find((attachment) => attachment.name.endsWith('.pdf'));
    const png = attachments.find((attachment) => attachment.name.endsWith('.png'));
    if (!pdf || !png) throw new Error('Seed lacks PDF or PNG attachments');
    const pdfResponse = await call('/api/abi/files', {
      token: tokens.owner,
      query: { fileId: pdf.id, companyId: ACME, resourceType: 'observance', resourceId: pdf.observanceId },
    });
    expect(pdfResponse.headers.get('content-type')).toBe('application/pdf');
    expect(pdfResponse.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(pdf.name).replace(/'/g, '%27')}`,
    );
    expect(isPdf(await bytesOf(pdfResponse))).toBe(true);
    const pngResponse = await call('/api/abi/files', {
      token: tokens.owner,
      query: { fileId: png.id, companyId: ACME, resourceType: 'observance', resourceId: png.observanceId },
    });
    expect(pngResponse.headers.get('content-type')).toBe('image/png');
    expect(isPng(await bytesOf(pngResponse))).toBe(true);
  });

  it('downloads content library files and refuses ids that do not belong together', async () => {
    const item = db.contentItem.getAll()[0];
    const attachment = db.attachment.getAll()[0];
    if (!item || !attachment) throw new Error('Seed lacks content');
    const response = await call('/api/abi/files', {
      token: tokens.owner,
      query: { fileId: item.fileId, companyId: ACME, resourceType: 'content', resourceId: item.id },
    });
    expect(response.status).toBe(200);
    const bytes = await bytesOf(response);
    expect(item.fileName.endsWith('.png') ? isPng(bytes) : isPdf(bytes)).toBe(true);
    expect(response.headers.get('content-disposition')).toContain(`filename="${item.fileName}"`);
    const file = (query: Record<string, string | number>) =>
      call('/api/abi/files', { token: tokens.owner, query: { companyId: ACME, ...query } });
    await problemOf(await file({ fileId: item.fileId, resourceType: 'content', resourceId: item.id + 1 }), 404);
    await problemOf(
      await file({ fileId: attachment.id, resourceType: 'observance', resourceId: attachment.observanceId + 1 }),
      404,
    );
    await problemOf(
      await file({ fileId: attachment.id, resourceType: 'content', resourceId: attachment.observanceId }),
      404,
    );
    await problemOf(await file({ fileId: attachment.id, resourceType: 'poster', resourceId: 1 }), 400);
  });
});

describe('tags and content library', () => {
  it('lists every tag by label, or the tags of one content item', async () => {
    const all = await parsed(await call('/api/abi/tags', { token: tokens.owner }), GetTagsResponse);
    expect(all).toHaveLength(db.tag.count());
    expect(all.map((tag) => tag.label)).toEqual(
      [...all.map((tag) => tag.label)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(new Set(all.map((tag) => tag.type))).toEqual(new Set(['Observance', 'Content']));
    const linked = db.contentTag
      .getAll()
      .find((link, _, links) => links.filter((other) => other.contentId === link.contentId).length > 1);
    if (!linked) throw new Error('No content item with two tags');
    const ofContent = await parsed(
      await call('/api/abi/tags', { token: tokens.owner, query: { contentId: linked.contentId } }),
      GetTagsResponse,
    );
    const expected = db.contentTag
      .getAll()
      .filter((link) => link.contentId === linked.contentId)
      .map((link) => link.tagId);
    expect(ofContent.map((tag) => tag.id).sort()).toEqual(expected.sort());
    await problemOf(await call('/api/abi/tags', { token: tokens.owner, query: { contentId: 9999 } }), 404);
    await problemOf(await call('/api/abi/tags'), 401);
  });

  it('groups the content library by tag', async () => {
    const body = await parsed(await call('/api/abi/tags/contents', { token: tokens.owner }), GetTagContentsResponse);
    expect(body.length).toBeGreaterThanOrEqual(5);
    for (const group of body) {
      const expected = db.contentTag
        .getAll()
        .filter((link) => link.tagId === group.id)
        .map((link) => link.contentId);
      expect(group.contents.map((content) => content.contentId).sort()).toEqual(expected.sort());
      expect(group.contents.length).toBeGreaterThan(0);
    }
  });
});

describe('calendar', () => {
  async function link(companyId: number, userId: number, token: string) {
    return call('/api/CalendarEvents/calendar/link', { token, query: { companyId, userId } });
  }

  async function calendarIdOf(companyId: number, userId: number, token: string) {
    return (await parsed(await link(companyId, userId, token), GetCalendarLinkResponse)).id;
  }

  /** The feed as a calendar app fetches it: no Authorization header, the random id is the credential. */
  async function feed(id: string) {
    const response = await call('/api/CalendarEvents/calendar', { query: { id } });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    return text;
  }

  /** The events of a feed read by a real iCalendar parser, as name and days (DTEND exclusive). */
  function eventsOf(ics: string) {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    return events
      .map((event) => ({
        name: event.summary,
        start: event.startDate.toString(),
        endExclusive: event.endDate.toString(),
        allDay: event.startDate.isDate && event.endDate.isDate,
      }))
      .sort(byNameAndStart);
  }

  const byNameAndStart = (a: { name: string; start: string }, b: { name: string; start: string }) =>
    a.start.localeCompare(b.start) || a.name.localeCompare(b.name);

  /** What the feed must hold: each saved observance once, all day, ending the day after its last day. */
  function expectedEvents(observances: readonly { name: string; start: string; end?: string | null }[]) {
    return observances
      .map((observance) => ({
        name: observance.name,
        start: observance.start,
        endExclusive: daysAfter(observance.end ?? observance.start, 1),
        allDay: true,
      }))
      .sort(byNameAndStart);
  }

  const daysAfter = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('hands out a stable id per user and company', async () => {
    const first = await calendarIdOf(ACME, 1, tokens.owner);
    const again = await calendarIdOf(ACME, 1, tokens.owner);
    const gamma = await calendarIdOf(GAMMA, 1, tokens.owner);
    const admin = await calendarIdOf(ACME, 2, tokens.admin);
    expect(again).toBe(first);
    expect(new Set([first, gamma, admin]).size).toBe(3);
    await problemOf(await link(ACME, 2, tokens.owner), 403);
    await problemOf(await link(GAMMA, 2, tokens.admin), 403);
  });

  it('makes the id at random: the same membership in a database seeded anew gets another one', async () => {
    const first = await calendarIdOf(ACME, 1, tokens.owner);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    reseed();
    const next = await calendarIdOf(ACME, 1, tokens.owner);
    expect(next).not.toBe(first);
    await problemOf(await call('/api/CalendarEvents/calendar', { query: { id: first } }), 404);
    await feed(next);
  });

  describe('reset', () => {
    const reset = (companyId: number, userId: number, token?: string) =>
      call('/api/CalendarEvents/calendar/link/reset', { method: 'POST', token, query: { companyId, userId } });

    it('replaces the id: the old feed URL answers 404, the new one serves the calendar and is the link from now on', async () => {
      const old = await calendarIdOf(ACME, 1, tokens.owner);
      const before = eventsOf(await feed(old));
      const { id } = await parsed(await reset(ACME, 1, tokens.owner), GetCalendarLinkResponse);
      expect(id).not.toBe(old);
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await problemOf(await call('/api/CalendarEvents/calendar', { query: { id: old } }), 404)).detail).toBe(
        'No calendar has this id.',
      );
      expect(eventsOf(await feed(id))).toEqual(before);
      expect(await calendarIdOf(ACME, 1, tokens.owner)).toBe(id);
      // A second reset takes the first one's id back too.
      const { id: third } = await parsed(await reset(ACME, 1, tokens.owner), GetCalendarLinkResponse);
      expect(new Set([old, id, third]).size).toBe(3);
      await problemOf(await call('/api/CalendarEvents/calendar', { query: { id } }), 404);
      await feed(third);
    });

    it("leaves the user's calendars in other companies and other users' calendars alone", async () => {
      const gamma = await calendarIdOf(GAMMA, 1, tokens.owner);
      const admin = await calendarIdOf(ACME, 2, tokens.admin);
      expect((await reset(ACME, 1, tokens.owner)).status).toBe(200);
      expect(await calendarIdOf(GAMMA, 1, tokens.owner)).toBe(gamma);
      expect(await calendarIdOf(ACME, 2, tokens.admin)).toBe(admin);
      await feed(gamma);
      await feed(admin);
    });

    it('is refused for another user, in a company the caller is not a member of, and without a token', async () => {
      const admin = await calendarIdOf(ACME, 2, tokens.admin);
      await problemOf(await reset(ACME, 2, tokens.owner), 403);
      await problemOf(await reset(GAMMA, 2, tokens.admin), 403);
      await problemOf(await reset(ACME, 2), 401);
      expect(await calendarIdOf(ACME, 2, tokens.admin)).toBe(admin);
      await feed(admin);
    });
  });

  it("serves the user's saved observances without a token, each once, and follows saves", async () => {
    const id = await calendarIdOf(ACME, 1, tokens.owner);
    const savedCount = db.savedObservance
      .getAll()
      .filter((entry) => entry.companyId === ACME && entry.userId === 1).length;
    const before = await feed(id);
    expect(before.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(before.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(before.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const savedBefore = await saved(WIDE.start, WIDE.end);
    expect(savedBefore).toHaveLength(savedCount);
    expect(eventsOf(before)).toEqual(expectedEvents(savedBefore));

    const next = (await observances(WIDE.start, WIDE.end)).find(
      (observance) => !savedBefore.some((entry) => entry.id === observance.id) && observance.duration > 1,
    );
    if (!next) throw new Error('Every multi-day observance is saved');
    expect((await save(next.id)).status).toBe(204);
    const afterSave = eventsOf(await feed(id));
    expect(afterSave).toEqual(expectedEvents([...savedBefore, next]));
    expect(afterSave.filter((event) => event.name === next.name && event.start === next.start)).toEqual([
      { name: next.name, start: next.start, endExclusive: daysAfter(next.end ?? next.start, 1), allDay: true },
    ]);

    expect((await unsave(next.id)).status).toBe(204);
    const afterUnsave = eventsOf(await feed(id));
    expect(afterUnsave).toEqual(expectedEvents(savedBefore));
    expect(afterUnsave.some((event) => event.name === next.name && event.start === next.start)).toBe(false);
  });

  it('keeps the calendars of one user in two companies apart', async () => {
    const observance = (await observances(WIDE.start, WIDE.end, undefined, GAMMA))[0];
    if (!observance) throw new Error('No observance');
    expect((await save(observance.id, GAMMA)).status).toBe(204);
    const gamma = eventsOf(await feed(await calendarIdOf(GAMMA, 1, tokens.owner)));
    expect(gamma).toEqual(expectedEvents(await saved(WIDE.start, WIDE.end, {}, GAMMA)));
    expect(eventsOf(await feed(await calendarIdOf(ACME, 1, tokens.owner)))).toEqual(
      expectedEvents(await saved(WIDE.start, WIDE.end)),
    );
    expect((await unsave(observance.id, GAMMA)).status).toBe(204);
  });

  it('ends the feed of a company that no longer holds ABI, and serves it again when it does', async () => {
    const id = await calendarIdOf(GAMMA, 1, tokens.owner);
    setDemoProduct(GAMMA, 'ABI', 'Inactive');
    onTestFinished(() => setDemoProduct(GAMMA, 'ABI', 'Active'));
    const feedOf = () => call('/api/CalendarEvents/calendar', { query: { id } });
    expect((await problemOf(await feedOf(), 404)).detail).toBe('No calendar has this id.');
    await problemOf(await link(GAMMA, 1, tokens.owner), 403);
    setDemoProduct(GAMMA, 'ABI', 'Active');
    expect((await feedOf()).status).toBe(200);
  });

  it('answers 404 for a well-formed id no calendar has, 400 for a malformed one, with or without a token', async () => {
    const feedOf = (id: string, token?: string) => call('/api/CalendarEvents/calendar', { token, query: { id } });
    const real = await calendarIdOf(ACME, 1, tokens.owner);
    const forged = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
    expect((await problemOf(await feedOf(forged), 404)).detail).toBe('No calendar has this id.');
    await problemOf(await feedOf('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 404);
    await problemOf(await feedOf('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', tokens.owner), 404);
    await problemOf(await feedOf('not a hash'), 400);
    await problemOf(await feedOf('short'), 400);
    await problemOf(await call('/api/CalendarEvents/calendar'), 400);
  });

  it('stops serving the calendar of a membership that is no longer active', async () => {
    const id = await calendarIdOf(ACME, 3, tokens.user);
    await feed(id);
    const membership = db.companyUser.findFirst({
      where: { companyId: { equals: ACME }, userId: { equals: 3 } },
    });
    if (!membership) throw new Error('No membership of user 3 in Acme');
    db.companyUser.update({ where: { id: { equals: membership.id } }, data: { isActive: false } });
    try {
      await problemOf(await call('/api/CalendarEvents/calendar', { query: { id } }), 404);
    } finally {
      db.companyUser.update({ where: { id: { equals: membership.id } }, data: { isActive: true } });
    }
  });
});

describe('Beta', () => {
  it('is refused the calendar without ABI; with ABI it sees the shared calendar but has nothing saved', async () => {
    const query = { companyId: BETA, startDate: WIDE.start, endDate: WIDE.end };
    const refused = await problemOf(await call('/api/abi/observances', { token: tokens.owner, query }), 403);
    expect(refused.detail).toBe(`Company ${BETA} does not hold the ABI product.`);
    await problemOf(await save(1, BETA), 403);
    const link = { token: tokens.owner, query: { companyId: BETA, userId: 1 } };
    await problemOf(await call('/api/CalendarEvents/calendar/link', link), 403);

    setDemoProduct(BETA, 'ABI', 'Active');
    onTestFinished(() => setDemoProduct(BETA, 'ABI', null));
    expect((await observances(WIDE.start, WIDE.end, undefined, BETA)).length).toBe(150);
    expect(await saved(WIDE.start, WIDE.end, {}, BETA)).toEqual([]);
  });
});
