import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../db';
import { dayNumber } from '../lib/content-query';
import { jobActivity } from '../models/content-activity';
import { demoToday, seedDatabase } from '../seed';

const CONTENT_TABLES = [
  'job',
  'esdsPosting',
  'tag',
  'observance',
  'observanceTag',
  'attachment',
  'savedObservance',
  'contentItem',
  'contentTag',
  'reportCard',
  'screenshot',
  'outreachAccount',
  'partnerOrganization',
  'outreachRecipient',
  'outreachSend',
] as const;

/** Everything the content seed produced: every table and every job's daily series. */
function snapshot() {
  const tables = CONTENT_TABLES.map((table) => db[table].getAll().map((entity) => ({ ...entity })));
  const series = db.job.getAll().map((job) => {
    const activity = jobActivity(job.id);
    return [
      job.id,
      activity?.firstDay,
      [...(activity?.views ?? [])],
      [...(activity?.clicks ?? [])],
      [...(activity?.applicants ?? [])],
    ];
  });
  return { tables, series };
}

afterAll(() => seedDatabase());

describe('content seed', () => {
  it('gives identical data for the same day', () => {
    const today = demoToday();
    seedDatabase({ today });
    const first = snapshot();
    seedDatabase({ today });
    expect(snapshot()).toEqual(first);
    expect(first.tables.every((rows) => rows.length > 0)).toBe(true);
  });

  it('holds the documented volume (docs/FEATURES.md): users, ESDS rows, jobs over 3 years, observances, notifications, documents, outreach', () => {
    const today = demoToday();
    seedDatabase({ today });
    const counts = Object.fromEntries(
      (['user', 'esdsPosting', 'job', 'observance', 'notification', 'reportCard', 'screenshot'] as const).map(
        (table) => [table, db[table].getAll().length],
      ),
    );
    expect(counts).toEqual({
      user: 48,
      esdsPosting: 2300,
      job: 360,
      observance: 150,
      notification: 66,
      reportCard: 36,
      screenshot: 580,
    });
    // The jobs' activity spans three years back from the seed day.
    const day = dayNumber(today.toISOString().slice(0, 10));
    const oldestJob = Math.min(...db.job.getAll().map((job) => dayNumber(job.postedOn)));
    expect(day - oldestJob).toBeGreaterThanOrEqual(3 * 365 - 31);
    expect(day - oldestJob).toBeLessThanOrEqual(3 * 366);
    // Outreach partners receive through every channel (2 automatic outreach, 4 linkage, 6 vet connect).
    expect(new Set(db.outreachSend.getAll().map((send) => send.agentGroupType))).toEqual(new Set([2, 4, 6]));
  });

  it('anchors every date to the seed day', () => {
    const later = new Date(Date.UTC(2027, 5, 30));
    seedDatabase({ today: later });
    const day = dayNumber('2027-06-30');
    const newestEsds = db.esdsPosting.getAll().reduce((max, row) => Math.max(max, dayNumber(row.createdUtc)), 0);
    const newestSend = db.outreachSend.getAll().reduce((max, send) => Math.max(max, dayNumber(send.sentOn)), 0);
    const newestCard = db.reportCard.getAll().reduce((max, card) => Math.max(max, dayNumber(card.date)), 0);
    expect(day - newestEsds).toBeLessThanOrEqual(3);
    expect(newestSend).toBe(day);
    expect(day - newestCard).toBeLessThanOrEqual(31);
    expect(db.observance.getAll().filter((observance) => observance.start.startsWith('2027')).length).toBeGreaterThan(
      40,
    );
  });
});
