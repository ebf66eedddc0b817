import { HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db';
import { badRequest, findUser } from '../lib/account-access';
import { route } from '../lib/route';
import { schedulingLetterItemIds } from '../lib/scheduling-letter-items';
import { demoNow, demoToday } from '../seed';

type LetterRow = NonNullable<ReturnType<typeof db.schedulingLetter.findFirst>>;

const EMPTY = { letterReceivedDate: null, checkedItems: [], updatedAt: null, updatedBy: null };

function toSchedulingLetter(row: LetterRow) {
  return {
    letterReceivedDate: row.letterReceivedDate,
    checkedItems: row.checkedItems === '' ? [] : row.checkedItems.split(','),
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Why the letter date is refused, or null. The server's day is the demo day (UTC); a date a year back to
 * the day is still accepted, the day before it is not.
 */
function letterDateProblem(value: string): string | null {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || isoDay(parsed) !== value) return `${value} is not a calendar day.`;
  const today = demoToday();
  const yearBack = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()));
  if (value > isoDay(today)) return `The letter date ${value} is after the server's day ${isoDay(today)}.`;
  if (value < isoDay(yearBack)) return `The letter date ${value} is more than a year before ${isoDay(today)}.`;
  return null;
}

export const complianceHandlers: HttpHandler[] = [
  route('getSchedulingLetter', ({ query }) => {
    const row = db.schedulingLetter.findFirst({ where: { companyId: { equals: query.companyId } } });
    return HttpResponse.json(row ? toSchedulingLetter(row) : EMPTY);
  }),

  route('saveSchedulingLetter', ({ request, query, body, user }) => {
    const { letterReceivedDate } = body;
    if (letterReceivedDate !== null) {
      const refused = letterDateProblem(letterReceivedDate);
      if (refused) return badRequest(request, refused);
    }
    const known = schedulingLetterItemIds();
    const unknown = body.checkedItems.filter((id) => !known.has(id));
    if (unknown.length > 0) return badRequest(request, `Unknown scheduling-letter items: ${unknown.join(', ')}.`);
    if (new Set(body.checkedItems).size !== body.checkedItems.length) {
      return badRequest(request, 'An item is checked more than once.');
    }

    // Closing the letter clears its items: a new letter starts from an empty checklist.
    const checkedItems = letterReceivedDate === null ? '' : body.checkedItems.join(',');
    const data = {
      letterReceivedDate,
      checkedItems,
      updatedAt: demoNow().toISOString(),
      updatedBy: findUser(user.userId)?.email ?? '',
    };
    const where = { companyId: { equals: query.companyId } };
    const saved =
      db.schedulingLetter.update({ where, data }) ??
      db.schedulingLetter.create({ companyId: query.companyId, ...data });
    return HttpResponse.json(toSchedulingLetter(saved));
  }),
];
