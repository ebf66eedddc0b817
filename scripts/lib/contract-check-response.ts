import ICAL from 'ical.js';
import type { z } from 'zod/mini';
import type { CheckedOperation } from './contract-check-operations';

/** An answer read in full, so no connection is left waiting on an unread body. */
export interface Answer {
  status: number;
  /** The media type without parameters, lower case; '' when absent. */
  mediaType: string;
  body: Buffer;
}

export async function readAnswer(response: Response): Promise<Answer> {
  return {
    status: response.status,
    mediaType: essence(response.headers.get('content-type')),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

export interface ResponseVerdict {
  /** The first way the answer breaks the contract, or null. */
  problem: string | null;
  /** The parsed JSON body when it passed (the check discovers facts from it). */
  data?: unknown;
}

const PROBLEM_LIMIT = 200;

function essence(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function mediaTypeMatches(declared: string, actual: string): boolean {
  const [type, subtype] = declared.toLowerCase().split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** The contract's key for a status: the exact code, or a range such as 2XX. */
function declaredStatus(operation: CheckedOperation, status: number): string | undefined {
  const code = String(status);
  return [code, `${code[0]}XX`].find((key) => key in operation.responses);
}

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PROBLEM_LIMIT ? `${line.slice(0, PROBLEM_LIMIT - 1)}…` : line;
}

/** `[0].cityState.city` for zod's ['0', 'cityState', 'city'] path; `(root)` for the body itself. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function problemSummary(answer: Answer): string {
  if (!isJson(answer.mediaType)) return '';
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as { title?: unknown; detail?: unknown };
    const parts = [body.title, body.detail].filter((part): part is string => typeof part === 'string');
    return parts.length > 0 ? `: ${parts.join(': ')}` : '';
  } catch {
    return '';
  }
}

function isPresent(data: unknown, path: readonly PropertyKey[]): boolean {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !(key in value)) return false;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value !== undefined;
}

function checkJson(text: string, schema: z.ZodMiniType | undefined, schemaName: string): ResponseVerdict {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'the body is not valid JSON' };
  }
  if (!schema) return { problem: `no generated zod schema ${schemaName} (run npm run generate)` };
  const result = schema.safeParse(data);
  if (result.success) return { problem: null, data: result.data };
  const issue = result.error.issues[0];
  if (!issue) return { problem: 'the body does not match the schema' };
  // zod words a missing enum or object as a wrong value; the backend team should read "missing".
  const message = isPresent(data, issue.path) ? issue.message : 'required, but missing';
  return { problem: `${formatIssuePath(issue.path)}: ${message}` };
}

function parseICalendar(text: string): { component: ICAL.Component } | { problem: string } {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch (error) {
    return { problem: `the calendar does not parse: ${error instanceof Error ? error.message : String(error)}` };
  }
  // ical.js gives one component as [name, properties, components], several as a list of those.
  if (!Array.isArray(jcal) || jcal.length === 0) return { problem: 'the body holds no calendar' };
  if (Array.isArray(jcal[0])) return { problem: `the body holds ${jcal.length} calendars, expected one VCALENDAR` };
  return { component: new ICAL.Component(jcal) };
}

function eventProblem(event: ICAL.Component, index: number): string | null {
  const uid = event.getFirstPropertyValue('uid');
  const which = `event ${index + 1}${typeof uid === 'string' ? ` (${uid})` : ''}`;
  const missing = ['uid', 'dtstamp', 'dtstart'].find((name) => !event.hasProperty(name));
  if (missing) return `${which} has no ${missing.toUpperCase()}`;
  const start = event.getFirstProperty('dtstart');
  const end = event.getFirstProperty('dtend');
  if (!start || !end) return null;
  if (start.type !== end.type) return `${which}: DTSTART is a ${start.type} but DTEND a ${end.type}`;
  const [first, after] = [start.getFirstValue(), end.getFirstValue()];
  if (first instanceof ICAL.Time && after instanceof ICAL.Time && after.compare(first) <= 0) {
    return `${which}: DTEND ${after.toString()} is not after DTSTART ${first.toString()} (DTEND is exclusive)`;
  }
  return null;
}

/**
 * The first way a text/calendar body is not an RFC 5545 calendar, as a real parser (ical.js) reads it:
 * one VCALENDAR with VERSION 2.0 and a PRODID, whose events each have UID, DTSTAMP and DTSTART, and
 * a DTEND (exclusive) after the DTSTART of the same value type.
 */
export function calendarProblem(text: string): string | null {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.startsWith('BEGIN:VCALENDAR')) return 'the calendar does not start with BEGIN:VCALENDAR';
  const parsed = parseICalendar(body);
  if ('problem' in parsed) return parsed.problem;
  const calendar = parsed.component;
  if (calendar.name !== 'vcalendar') return `the body is a ${calendar.name.toUpperCase()}, expected a VCALENDAR`;
  const version = calendar.getFirstPropertyValue('version');
  if (version === null) return 'the calendar has no VERSION';
  if (String(version) !== '2.0') return `the calendar has VERSION ${String(version)}, expected 2.0`;
  if (!calendar.hasProperty('prodid')) return 'the calendar has no PRODID';
  const events = calendar.getAllSubcomponents('vevent');
  for (const [index, event] of events.entries()) {
    const problem = eventProblem(event, index);
    if (problem) return problem;
  }
  return null;
}

function checkText(mediaType: string, text: string): string | null {
  if (text.trim() === '') return 'the body is empty';
  if (mediaType === 'text/csv' && (text.split(/\r?\n/)[0] ?? '').trim() === '') return 'the CSV has no header line';
  if (mediaType === 'text/calendar') return calendarProblem(text);
  return null;
}

function checkBody(answer: Answer, declared: string[], schema: z.ZodMiniType | undefined, schemaName: string) {
  if (declared.length === 0) {
    return { problem: answer.body.length === 0 ? null : `expected no body, got ${answer.body.length} bytes` };
  }
  const mediaType = declared.find((candidate) => mediaTypeMatches(candidate, answer.mediaType));
  if (!mediaType) return { problem: `content type ${answer.mediaType || '(none)'}, expected ${declared.join(' or ')}` };
  const text = answer.body.toString('utf8');
  if (isJson(mediaType)) return checkJson(text, schema, schemaName);
  if (mediaType.startsWith('text/')) return { problem: checkText(mediaType, text) };
  return { problem: answer.body.length === 0 ? 'the body is empty' : null };
}

/**
 * Checks one answer against the contract: a 2xx status the operation declares, a declared media type,
 * and a body that parses with the generated zod schema (JSON) or looks like what it claims (CSV with a
 * header line, an RFC 5545 calendar that ical.js parses, a file that is not empty).
 */
export function checkResponse(
  operation: CheckedOperation,
  answer: Answer,
  schema: z.ZodMiniType | undefined,
): ResponseVerdict {
  const expected = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
  const key = declaredStatus(operation, answer.status);
  if (!key || !key.startsWith('2')) {
    return { problem: clip(`status ${answer.status}, expected ${expected.join(' or ')}${problemSummary(answer)}`) };
  }
  const schemaName = `${operation.operationId.charAt(0).toUpperCase()}${operation.operationId.slice(1)}Response`;
  const verdict: ResponseVerdict = checkBody(answer, operation.responses[key] ?? [], schema, schemaName);
  return verdict.problem === null ? verdict : { problem: clip(verdict.problem) };
}

/**
 * Checks that a call is refused with `status` (401 without a token, 403 past a gate) and the problem body
 * the contract declares for it. `how` says how the call was made, for the message (`without a token`).
 */
export function checkRefusal(
  operation: CheckedOperation,
  answer: Answer,
  status: 401 | 403,
  how: string,
): string | null {
  if (answer.status !== status)
    return clip(`status ${answer.status} ${how}, expected ${status}${problemSummary(answer)}`);
  const declared = operation.responses[String(status)] ?? [];
  if (declared.length > 0 && !declared.some((candidate) => mediaTypeMatches(candidate, answer.mediaType))) {
    return `content type ${answer.mediaType || '(none)'}, expected ${declared.join(' or ')}`;
  }
  if (!declared.some(isJson)) return null;
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as { status?: unknown; title?: unknown };
    if (body.status !== status) return `the problem body has no status ${status}`;
    return typeof body.title === 'string' ? null : 'the problem body has no title';
  } catch {
    return 'the problem body is not valid JSON';
  }
}

/** Checks that a call without a token is refused: 401 with the declared problem body. */
export function checkUnauthorized(operation: CheckedOperation, answer: Answer): string | null {
  return checkRefusal(operation, answer, 401, 'without a token');
}
