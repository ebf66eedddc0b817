import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderCalendar, type AllDayEvent } from './content-ics';

const DAY_MS = 86_400_000;
const encoder = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What a TEXT value may hold, by an independent rule: RFC 5545 allows no control character but HTAB
 * (a newline travels escaped), and UTF-8 cannot carry an unpaired surrogate.
 */
function expectedText(value: string): string {
  return [...value.replace(/\r\n|\r/g, '\n')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0xd800 && code <= 0xdfff) return '\uFFFD';
      return code === 0x09 || code === 0x0a || (code >= 0x20 && code !== 0x7f) ? char : '';
    })
    .join('');
}

const TRICKY = [',', ';', '\\', '\n', '\r\n', '\r', '\t', ' ', ':', '"', 'é', '€', '😀', '👩‍👩‍👧', 'ab', '\\n', '\\,'];

/** Any unicode text: graphemes (emoji, combining marks), any code point, and the characters TEXT escapes. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: fc.constantFrom(...TRICKY), maxLength }),
    fc
      .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom(...TRICKY)), { maxLength })
      .map((parts) => parts.join('')),
  );

const anyDay = fc
  .integer({ min: Date.UTC(1990, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 1) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const anyEventInput = fc.record({
  uid: anyText(40),
  start: anyDay,
  days: fc.integer({ min: 1, max: 40 }),
  summary: anyText(120),
  description: anyText(400),
  categories: fc.array(anyText(30), { maxLength: 4 }),
});

/** Events with UIDs unique after normalization: the index is part of each. */
const anyEvents = fc.array(anyEventInput, { maxLength: 12 }).map((inputs) =>
  inputs.map(({ uid, start, days, ...rest }, index): AllDayEvent => ({
    uid: `${index}-${uid}@test.example`,
    start,
    end: isoDay(addDays(start, days - 1)),
    ...rest,
  })),
);

const anyStamp = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

function parseCalendar(ics: string) {
  return new ICAL.Component(ICAL.parse(ics));
}

/** ical.js keeps the value of an X- property as written; its TEXT type reads it as a calendar app does. */
function xText(component: ICAL.Component, name: string): string {
  const text = (ICAL.design.icalendar.value as Record<string, { fromICAL: (value: string) => string }>)['text'];
  const raw = component.getFirstPropertyValue(name);
  if (!text || typeof raw !== 'string') throw new Error(`No ${name}`);
  return text.fromICAL(raw);
}

/**
 * What is wrong with the physical lines of a calendar: a bare CR or LF, a missing final CRLF, a line
 * over 75 octets, or a line that is not whole UTF-8 (a fold inside a character).
 */
function lineProblems(ics: string): string[] {
  const bytes = encoder.encode(ics);
  const problems: string[] = [];
  let start = 0;
  let line = 0;
  for (let index = 0; index < bytes.length; index++) {
    if (bytes[index] !== 0x0a && bytes[index] !== 0x0d) continue;
    if (bytes[index] !== 0x0d || bytes[index + 1] !== 0x0a) problems.push(`line ${line} ends without CRLF`);
    const octets = bytes.subarray(start, index);
    if (octets.length > 75) problems.push(`line ${line} has ${octets.length} octets`);
    try {
      strictUtf8.decode(octets);
    } catch {
      problems.push(`line ${line} is not whole UTF-8`);
    }
    start = index + 2;
    index++;
    line++;
  }
  if (start !== bytes.length) problems.push('the calendar does not end with CRLF');
  return problems;
}

describe('renderCalendar', () => {
  it('gives back every event once, with the same text, UID and days, through a real iCalendar parser', () => {
    fc.assert(
      fc.property(anyText(80), anyEvents, anyStamp, (name, events, generatedAt) => {
        const calendar = parseCalendar(renderCalendar(name, events, { generatedAt }));

        expect(calendar.name).toBe('vcalendar');
        expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
        expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
        expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
        expect(xText(calendar, 'x-wr-calname')).toBe(expectedText(name));

        const vevents = calendar.getAllSubcomponents('vevent');
        expect(vevents).toHaveLength(events.length);
        const byUid = new Map(vevents.map((vevent) => [vevent.getFirstPropertyValue('uid'), vevent]));
        expect(byUid.size).toBe(events.length);

        for (const event of events) {
          const vevent = byUid.get(expectedText(event.uid));
          if (!vevent) throw new Error(`Event ${event.uid} is missing`);
          const parsed = new ICAL.Event(vevent);
          expect(parsed.summary).toBe(expectedText(event.summary));
          expect(parsed.description).toBe(expectedText(event.description));
          expect(parsed.startDate.isDate).toBe(true);
          expect(parsed.endDate.isDate).toBe(true);
          expect(parsed.startDate.toString()).toBe(event.start);
          // DTEND of a DATE event is exclusive: the day after the last day.
          expect(parsed.endDate.toString()).toBe(isoDay(addDays(event.end, 1)));
          const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
          expect(stamp.zone?.tzid).toBe('UTC');
          expect(stamp.toJSDate().getTime()).toBe(Math.floor(generatedAt.getTime() / 1000) * 1000);
          const categories = vevent.getAllProperties('categories').flatMap((property) => property.getValues());
          expect(categories).toEqual(event.categories.map(expectedText).filter((category) => category !== ''));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('writes CRLF lines of at most 75 octets, never splitting a UTF-8 character', () => {
    fc.assert(
      fc.property(anyText(80), anyEvents, (name, events) => {
        const ics = renderCalendar(name, events);
        expect(lineProblems(ics)).toEqual([]);
        expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
        expect(ics.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('writes the calendar properties and all-day events as RFC 5545 spells them', () => {
    const ics = renderCalendar(
      'Saved',
      [
        {
          uid: 'observance-1@test.example',
          start: '2026-12-31',
          end: '2027-01-01',
          summary: 'New Year',
          description: 'Two days',
          categories: ['Holiday'],
        },
      ],
      { generatedAt: new Date('2026-11-22T09:30:15.250Z') },
    );
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Employer Portal//Demo Observances//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('DTSTAMP:20261122T093015Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270102');
    expect(lines).toContain('CATEGORIES:Holiday');
  });

  it('makes an event whose end precedes its start last its first day, and refuses a day that does not exist', () => {
    const event = { uid: 'u', start: '2026-03-10', end: '2026-03-08', summary: 's', description: 'd', categories: [] };
    const [vevent] = parseCalendar(renderCalendar('c', [event])).getAllSubcomponents('vevent');
    if (!vevent) throw new Error('No event');
    expect(new ICAL.Event(vevent).endDate.toString()).toBe('2026-03-11');
    expect(() => renderCalendar('c', [{ ...event, start: '2026-02-30' }])).toThrow('Not a day: 2026-02-30');
    expect(() => renderCalendar('c', [{ ...event, end: '20260310' }])).toThrow('Not a day: 20260310');
  });

  it('writes a URL only when it is an absolute http(s) address', () => {
    const event = { uid: 'u', start: '2026-03-10', end: '2026-03-10', summary: 's', description: 'd', categories: [] };
    const url = (value: string | null) => {
      const [vevent] = parseCalendar(renderCalendar('c', [{ ...event, url: value }])).getAllSubcomponents('vevent');
      return vevent?.getFirstPropertyValue('url') ?? null;
    };
    expect(url('https://portal.example/abi?x=1 2')).toBe('https://portal.example/abi?x=1%202');
    expect(url('javascript:alert(1)')).toBeNull();
    expect(url('not a url')).toBeNull();
    expect(url(null)).toBeNull();
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newline, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0000\u0007\u001b\u007f:"')).toBe('tab\there:"');
    expect(escapeText('lone \uD800 surrogate')).toBe('lone \uFFFD surrogate');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets, continuation lines starting with one space', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((line) => line.startsWith(' ') && line.length <= 75)).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(
      `DESCRIPTION:${'x'.repeat(200)}`,
    );
  });

  it('does not split a multi-byte character at the fold', () => {
    // 74 ASCII octets, then a 4-octet emoji that would straddle octet 75.
    const lines = foldLine(`${'x'.repeat(74)}😀${'é'.repeat(40)}`).split('\r\n');
    expect(lines[0]).toBe('x'.repeat(74));
    expect(lines[1]?.startsWith(' 😀')).toBe(true);
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
  });
});
