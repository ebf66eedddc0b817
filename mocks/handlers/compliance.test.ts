import { format } from 'date-fns/format';
import { beforeEach, describe, expect, it } from 'vitest';
import { GetSchedulingLetterResponse, SaveSchedulingLetterResponse } from '../../src/generated/zod/index.zod';
import { ACME, BETA, call, parsed, problemOf, useDemoBackend, useDemoTokens } from '../../tests/support/demo-api';
import { db } from '../db';
import { schedulingLetterItemIds } from '../lib/scheduling-letter-items';
import { demoToday } from '../seed';

useDemoBackend();

const tokens = useDemoTokens();
beforeEach(() => db.schedulingLetter.deleteMany({ where: {} }));

const PATH = '/api/compliance/schedulingletter';

const read = async (token: string, companyId: number) =>
  parsed(await call(PATH, { token, query: { companyId } }), GetSchedulingLetterResponse);

const save = (token: string, companyId: number, body: unknown) =>
  call(PATH, { method: 'PUT', token, query: { companyId }, body });

/** The server's day shifted by whole days or years, as YYYY-MM-DD. */
function day({ days = 0, years = 0 }: { days?: number; years?: number }): string {
  const today = demoToday();
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

const [firstItem = '', secondItem = ''] = [...schedulingLetterItemIds()];

describe('getSchedulingLetter', () => {
  it('answers the empty state for a company that never saved one (the seed holds none)', async () => {
    expect(db.schedulingLetter.count()).toBe(0);
    expect(await read(tokens.owner, ACME)).toEqual({
      letterReceivedDate: null,
      checkedItems: [],
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('refuses a company the caller is not a member of, and a call without a token', async () => {
    await problemOf(await call(PATH, { token: tokens.admin, query: { companyId: BETA } }), 403);
    await problemOf(await call(PATH, { query: { companyId: ACME } }), 401);
  });
});

describe('saveSchedulingLetter', () => {
  it("answers the saved state, which a colleague in the company reads, and not another company's user", async () => {
    const letterReceivedDate = day({ days: -3 });
    const saved = await parsed(
      await save(tokens.owner, ACME, { letterReceivedDate, checkedItems: [secondItem, firstItem] }),
      SaveSchedulingLetterResponse,
    );
    expect(saved).toMatchObject({
      letterReceivedDate,
      checkedItems: [secondItem, firstItem],
      updatedBy: 'owner@demo.test',
    });
    // A moment (UTC), on the demo day of the server's own calendar: in the evening its UTC date is the next day.
    expect(format(new Date(saved.updatedAt ?? ''), 'yyyy-MM-dd')).toBe(day({}));
    expect(await read(tokens.admin, ACME)).toEqual(saved);
    expect((await read(tokens.owner, BETA)).letterReceivedDate).toBeNull();
  });

  it('clears the items when the letter is closed (null date)', async () => {
    await save(tokens.owner, ACME, { letterReceivedDate: day({}), checkedItems: [firstItem] });
    const closed = await parsed(
      await save(tokens.admin, ACME, { letterReceivedDate: null, checkedItems: [firstItem] }),
      SaveSchedulingLetterResponse,
    );
    expect(closed).toMatchObject({ letterReceivedDate: null, checkedItems: [], updatedBy: 'admin@demo.test' });
  });

  it("accepts the server's day and the day a year before it; refuses tomorrow and the day before that year", async () => {
    for (const letterReceivedDate of [day({}), day({ years: 1 })]) {
      expect((await save(tokens.owner, ACME, { letterReceivedDate, checkedItems: [] })).status).toBe(200);
    }
    const tomorrow = await problemOf(
      await save(tokens.owner, ACME, { letterReceivedDate: day({ days: 1 }), checkedItems: [] }),
      400,
    );
    expect(tomorrow.detail).toContain('after');
    const tooOld = await problemOf(
      await save(tokens.owner, ACME, { letterReceivedDate: day({ years: 1, days: -1 }), checkedItems: [] }),
      400,
    );
    expect(tooOld.detail).toContain('more than a year');
    await problemOf(await save(tokens.owner, ACME, { letterReceivedDate: '2026-02-30', checkedItems: [] }), 400);
  });

  it('refuses an item id that is not in the item list, a repeated id, and leaves the saved state alone', async () => {
    await save(tokens.owner, ACME, { letterReceivedDate: day({}), checkedItems: [firstItem] });
    const unknown = await problemOf(
      await save(tokens.owner, ACME, { letterReceivedDate: day({}), checkedItems: ['not-an-item'] }),
      400,
    );
    expect(unknown.detail).toContain('not-an-item');
    await problemOf(
      await save(tokens.owner, ACME, { letterReceivedDate: day({}), checkedItems: [firstItem, firstItem] }),
      400,
    );
    expect((await read(tokens.owner, ACME)).checkedItems).toEqual([firstItem]);
  });

  it('refuses a company the caller is not a member of', async () => {
    await problemOf(await save(tokens.admin, BETA, { letterReceivedDate: null, checkedItems: [] }), 403);
    expect(db.schedulingLetter.count()).toBe(0);
  });
});
