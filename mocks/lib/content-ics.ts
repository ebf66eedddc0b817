/**
 * A minimal iCalendar (RFC 5545) writer for a feed of all-day events that calendar applications
 * subscribe to: CRLF line ends, TEXT values escaped, lines folded at 75 octets without splitting a
 * UTF-8 sequence, and DTEND as the exclusive end of a DATE event (the day after the last day).
 */
export interface AllDayEvent {
  /** Globally unique and the same on every fetch, so a calendar updates the event instead of adding it again. */
  uid: string;
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day (inclusive), YYYY-MM-DD; the calendar's DTEND is the day after. */
  end: string;
  summary: string;
  description: string;
  categories: string[];
  url?: string | null;
}

export interface CalendarOptions {
  /**
   * When this copy of the calendar is generated (default: now). With METHOD the DTSTAMP of an event is
   * the time the iCalendar object was created (RFC 5545 §3.8.7.2), so every event carries it.
   */
  generatedAt?: Date;
}

/** How often calendar applications should fetch the feed again (RFC 7986 and the Outlook property). */
const REFRESH_INTERVAL = 'PT12H';

function isAllowedInText(codePoint: number): boolean {
  // TSAFE-CHAR and NON-US-ASCII of RFC 5545 §3.3.11: no control character but HTAB (newlines are escaped).
  return codePoint === 0x09 || codePoint === 0x0a || (codePoint >= 0x20 && codePoint !== 0x7f);
}

/**
 * A TEXT value as a parser gives it back: line breaks as LF, control characters other than tab
 * dropped (RFC 5545 does not allow them in TEXT), and unpaired surrogates (not encodable in UTF-8)
 * replaced by U+FFFD.
 */
export function normalizeText(value: string): string {
  let text = '';
  for (const char of value.replace(/\r\n?/g, '\n')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) text += '\uFFFD';
    else if (isAllowedInText(codePoint)) text += char;
  }
  return text;
}

/** A TEXT value escaped as RFC 5545 §3.3.11 requires: backslash, semicolon, comma and newline. */
export function escapeText(value: string): string {
  return normalizeText(value).replace(/[\\;,\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`));
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * One content line folded as RFC 5545 §3.1 says: no physical line longer than 75 octets of UTF-8, a
 * break never inside a character, and each continuation starting with one space (which counts).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** YYYYMMDD of a YYYY-MM-DD day; throws for anything that is not a real day. */
function dateValue(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new Error(`Not a day: ${day}`);
  }
  return day.replace(/-/g, '');
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A UTC DATE-TIME, e.g. 20261122T093000Z. */
function utcDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** An absolute http(s) URL as a URI value, or null when it is not one. */
function uriValue(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function eventLines(event: AllDayEvent, stamp: string): string[] {
  const start = dateValue(event.start);
  // An end before the start would make DTEND precede DTSTART: the event then lasts its first day.
  const last = dateValue(event.end) < start ? event.start : event.end;
  const categories = event.categories.map(escapeText).filter((category) => category !== '');
  const url = uriValue(event.url);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${dateValue(nextDay(last))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // One property per category (RFC 5545 allows it): parsers that split a list at any comma after a
    // backslash would cut a category ending in an escaped backslash.
    ...categories.map((category) => `CATEGORIES:${category}`),
    ...(url ? [`URL:${url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole calendar: one VEVENT per event, in the order given, every line folded and ended by CRLF. */
export function renderCalendar(name: string, events: readonly AllDayEvent[], options: CalendarOptions = {}): string {
  const stamp = utcDateTime(options.generatedAt ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Employer Portal//Demo Observances//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
