import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import {
  GetDocumentUrlResponse,
  GetJobScreenshotsResponse,
  GetReportCardsResponse,
} from '../../src/generated/zod/index.zod';
import {
  ACME,
  BETA,
  call,
  DEMO_ORIGIN,
  GAMMA,
  parsed,
  problemOf,
  useDemoBackend,
  useDemoTokens,
} from '../../tests/support/demo-api';
import { db } from '../db';
import { sign, verifySignature } from '../lib/content-signing';
import { DOCUMENT_URL_LIFETIME_SECONDS } from './documents';
import { bytesOf, dayRangeArbitrary, daysAgo, isPdf, isPng } from '../lib/content-testing';

useDemoBackend();

const tokens = useDemoTokens();

const reportCards = async (CompanyId: number, BeginDate: string, EndDate: string, token = tokens.owner) =>
  parsed(
    await call('/api/Documents/reportcard/clientreportcards', { token, query: { CompanyId, BeginDate, EndDate } }),
    GetReportCardsResponse,
  );

const documentUrl = (Id: string, Type: 1 | 2, CompanyId: number = ACME, token = tokens.owner) =>
  call('/api/Documents/documenturl', { token, query: { Id, Type, CompanyId } });

describe('seeded documents', () => {
  it('has 24 monthly report cards and 500 screenshots for Acme, fewer for Gamma, none for Beta', () => {
    const cards = db.reportCard.getAll();
    const screenshots = db.screenshot.getAll();
    const acmeCards = cards.filter((card) => card.companyId === ACME);
    expect(acmeCards).toHaveLength(24);
    expect(new Set(acmeCards.map((card) => card.month)).size).toBe(24);
    expect(screenshots.filter((screenshot) => screenshot.companyId === ACME)).toHaveLength(500);
    expect(cards.filter((card) => card.companyId === GAMMA)).toHaveLength(12);
    expect(screenshots.filter((screenshot) => screenshot.companyId === GAMMA).length).toBeGreaterThan(0);
    expect(cards.filter((card) => card.companyId === BETA)).toHaveLength(0);
    expect(screenshots.filter((screenshot) => screenshot.companyId === BETA)).toHaveLength(0);
    expect(screenshots.every((screenshot) => screenshot.dateCreated.slice(0, 10) >= daysAgo(730))).toBe(true);
  });
});

describe('report cards', () => {
  it('lists the cards created in the range, newest first', async () => {
    await fc.assert(
      fc.asyncProperty(dayRangeArbitrary(800), async ({ start, end }) => {
        const body = await reportCards(ACME, start, end);
        const expected = db.reportCard
          .getAll()
          .filter((card) => card.companyId === ACME && card.date.slice(0, 10) >= start && card.date.slice(0, 10) <= end)
          .map((card) => card.mailingKey);
        expect(body.map((card) => card.mailingKey).sort()).toEqual(expected.sort());
        const dates = body.map((card) => card.date);
        expect(dates).toEqual([...dates].sort().reverse());
      }),
      { numRuns: 20 },
    );
    expect(await reportCards(ACME, daysAgo(365), daysAgo(0))).toHaveLength(12);
    expect(await reportCards(BETA, daysAgo(365), daysAgo(0))).toEqual([]);
  });

  it('opens a report card through a signed, short-lived address as a PDF with its title', async () => {
    const [card] = await reportCards(ACME, daysAgo(365), daysAgo(0));
    if (!card) throw new Error('No report card');
    const { url } = await parsed(await documentUrl(card.mailingKey, 1), GetDocumentUrlResponse);
    expect(url.startsWith(`${DEMO_ORIGIN}/demo-files/documents/report-card/`)).toBe(true);
    const opened = await fetch(url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.pdf"/);
    const bytes = await bytesOf(opened);
    expect(isPdf(bytes)).toBe(true);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(card.title);
  });
});

describe('job screenshots', () => {
  it('filters by range, title (contains) and job id like an independent filter, newest first', async () => {
    const acme = db.screenshot.getAll().filter((screenshot) => screenshot.companyId === ACME);
    const jobIds = [...new Set(acme.map((screenshot) => screenshot.jobId))].slice(0, 8);
    await fc.assert(
      fc.asyncProperty(
        dayRangeArbitrary(760),
        fc.constantFrom(undefined, 'nurse', 'TECH', 'assistant', 'qqq'),
        fc.option(fc.constantFrom(...jobIds), { nil: undefined, freq: 2 }),
        async ({ start, end }, title, jobId) => {
          const body = await parsed(
            await call('/api/Documents/jobscreenshots/jobscreenshots', {
              token: tokens.owner,
              query: { CompanyId: ACME, StartDate: start, EndDate: end, JobTitle: title, JobId: jobId },
            }),
            GetJobScreenshotsResponse,
          );
          const expected = acme.filter(
            (screenshot) =>
              screenshot.dateCreated.slice(0, 10) >= start &&
              screenshot.dateCreated.slice(0, 10) <= end &&
              (!title || screenshot.jobTitle.toLowerCase().includes(title.toLowerCase())) &&
              (jobId === undefined || screenshot.jobId === jobId),
          );
          expect(body.map((screenshot) => screenshot.screenshotId).sort()).toEqual(
            expected.map((screenshot) => screenshot.screenshotId).sort(),
          );
          const dates = body.map((screenshot) => screenshot.dateCreated);
          expect(dates).toEqual([...dates].sort().reverse());
        },
      ),
      { numRuns: 25 },
    );
  });

  it('opens a screenshot as a PNG', async () => {
    const screenshot = db.screenshot.getAll().find((entry) => entry.companyId === ACME);
    if (!screenshot) throw new Error('No screenshot');
    const { url } = await parsed(await documentUrl(screenshot.screenshotId, 2), GetDocumentUrlResponse);
    const opened = await fetch(url);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(isPng(await bytesOf(opened))).toBe(true);
  });
});

describe('document addresses', () => {
  it('refuses unknown ids, other companies and the wrong type', async () => {
    const card = db.reportCard.getAll().find((entry) => entry.companyId === GAMMA);
    const screenshot = db.screenshot.getAll().find((entry) => entry.companyId === ACME);
    if (!card || !screenshot) throw new Error('Seed lacks documents');
    await problemOf(await documentUrl('RC-unknown', 1), 404);
    await problemOf(await documentUrl(card.mailingKey, 1, ACME), 404);
    await problemOf(await documentUrl(screenshot.screenshotId, 1), 404);
    await problemOf(await documentUrl(card.mailingKey, 1, GAMMA, tokens.admin), 403);
    await problemOf(
      await call('/api/Documents/documenturl', { query: { Id: card.mailingKey, Type: 1, CompanyId: GAMMA } }),
      401,
    );
    await problemOf(
      await call('/api/Documents/documenturl', {
        token: tokens.owner,
        query: { Id: card.mailingKey, Type: 3, CompanyId: GAMMA },
      }),
      400,
    );
  });

  it('refuses tampered and expired addresses, and 404s a signed but unknown id', async () => {
    const screenshot = db.screenshot.getAll().find((entry) => entry.companyId === ACME);
    if (!screenshot) throw new Error('No screenshot');
    const { url } = await parsed(await documentUrl(screenshot.screenshotId, 2), GetDocumentUrlResponse);
    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 3600));
    await problemOf(await fetch(tampered), 403);
    const other = new URL(url.replace(screenshot.screenshotId, 'SS-OTHER'));
    await problemOf(await fetch(other), 403);

    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = `${DEMO_ORIGIN}/demo-files/documents/screenshot/${screenshot.screenshotId}?expires=${past}&sig=${sign(`document:screenshot:${screenshot.screenshotId}:${past}`)}`;
    await problemOf(await fetch(expired), 403);
    const future = past + 70;
    const unknown = `${DEMO_ORIGIN}/demo-files/documents/screenshot/SS-NOPE?expires=${future}&sig=${sign(`document:screenshot:SS-NOPE:${future}`)}`;
    await problemOf(await fetch(unknown), 404);
  });

  it('refuses a signed address that expires further out than five minutes from now', async () => {
    expect(DOCUMENT_URL_LIFETIME_SECONDS).toBe(300);
    const screenshot = db.screenshot.getAll().find((entry) => entry.companyId === ACME);
    if (!screenshot) throw new Error('No screenshot');
    const { url } = await parsed(await documentUrl(screenshot.screenshotId, 2), GetDocumentUrlResponse);
    const now = Math.floor(Date.now() / 1000);
    const issued = Number(new URL(url).searchParams.get('expires'));
    expect(issued - now).toBeGreaterThan(DOCUMENT_URL_LIFETIME_SECONDS - 5);
    expect(issued - now).toBeLessThanOrEqual(DOCUMENT_URL_LIFETIME_SECONDS);

    const signedUntil = (expires: number) =>
      `${DEMO_ORIGIN}/demo-files/documents/screenshot/${screenshot.screenshotId}?expires=${expires}&sig=${sign(`document:screenshot:${screenshot.screenshotId}:${expires}`)}`;
    expect((await fetch(signedUntil(now + 240))).status).toBe(200);
    for (const expires of [now + 400, now + 86_400, now + 10 * 365 * 86_400]) {
      expect((await problemOf(await fetch(signedUntil(expires)), 403)).detail).toBe(
        'The document address is valid for longer than an address is issued for.',
      );
    }
  });

  it('signs with a secret made when the server starts: another start signs differently, the old secret no longer', async () => {
    const value = 'document:screenshot:SS-1:1';
    vi.resetModules();
    const again = await import('../lib/content-signing');
    expect(again.sign(value)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again.sign(value)).not.toBe(sign(value));
    expect(again.verifySignature(value, sign(value))).toBe(false);
    // The secret once committed to the repository signs nothing the server accepts.
    const committed = createHmac('sha256', 'employer-portal-demo-content-secret').update(value).digest('base64url');
    expect(verifySignature(value, committed)).toBe(false);
  });
});
