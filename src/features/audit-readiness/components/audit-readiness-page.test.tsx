import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { subDays } from 'date-fns/subDays';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACME, call, demoDay, GAMMA, recordedDemoBackend, tokenFor } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { serverProblem, usDay } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import type { EsdsReportRow } from '@/generated/model';
import { findListingExceptions, lateAfterDaysRule } from '@/lib/compliance/listing-exceptions';
import { calendarDay } from '@/lib/dates';
import { LETTER_ITEMS, letterPeriod } from '../utils/letter-items';
import { AuditReadinessPage } from './audit-readiness-page';

/**
 * The screen on its own over the demo backend (the route's gates and the pack by item are the route's, in
 * tests/e2e/audit-readiness.spec.ts): the letter date and its rules, the days left, each item's evidence
 * for the letter's period as the demo backend holds it, the state shared between the company's users, a
 * failed save that keeps what was typed and checked, and closing the letter.
 */
const { server, calls, callsTo } = recordedDemoBackend();
const LETTER = '/api/compliance/schedulingletter';

async function clearLetter(companyId: number) {
  const token = await tokenFor('owner@demo.test');
  await call(LETTER, {
    method: 'PUT',
    token,
    query: { companyId },
    body: { letterReceivedDate: null, checkedItems: [] },
  });
}

beforeEach(async () => {
  await clearLetter(ACME);
  await clearLetter(GAMMA);
  calls.length = 0;
});

async function open(options: { account?: string; companyId?: number; language?: 'en' | 'es' } = {}) {
  const app = await renderApp(<AuditReadinessPage opens={() => true} screenName={(key) => `screen ${key}`} />, {
    url: paths.reportsAuditReadiness.href(),
    ...options,
  });
  await screen.findByRole('heading', { level: 2, name: 'Scheduling letter' });
  return app;
}

const dateField = () => screen.getByLabelText(/^Date the scheduling letter arrived/);
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const checkbox = (label: string) => screen.getByRole('checkbox', { name: label });
const label = (id: string) =>
  ({
    'job-listings': 'Job listings with the state employment service',
    'report-cards': 'Report cards',
  })[id] ?? id;

/** Enters a letter date and saves it; resolves once the checklist shows. */
async function saveLetter(user: Awaited<ReturnType<typeof open>>['user'], date: Date) {
  await user.type(dateField(), usDay(date).replaceAll('/', ''));
  await user.click(saveButton());
  await screen.findByRole('heading', { level: 2, name: "The letter's items the portal can evidence" });
}

describe('AuditReadinessPage', () => {
  it('starts with no letter; a saved date shows the days left of 30, the period and every item', async () => {
    const { user, toasts } = await open();
    // Headed by the route table's name.
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Readiness' })).toBeInTheDocument();
    expect(screen.getByText(/^No scheduling letter is open/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    const letter = subDays(demoDay(), 3);
    await saveLetter(user, letter);
    expect(toasts.success.mock.calls).toEqual([['Scheduling letter saved successfully']]);
    const due = usDay(new Date(letter.getFullYear(), letter.getMonth(), letter.getDate() + 30));
    expect(screen.getByTestId('days-left')).toHaveTextContent(`27 days left of 30 to answer (due ${due}).`);
    const period = letterPeriod(calendarDay(letter));
    const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    expect(
      screen.getByText(`The items cover the 12 months before the letter: ${us(period.from)} to ${us(period.to)}.`),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(LETTER_ITEMS.length);
    expect(screen.getByText(`0 of ${LETTER_ITEMS.length} items ready.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open screen reportsListingMonitor' })).toHaveAttribute(
      'href',
      paths.reportsListingMonitor.path,
    );
    expect(callsTo(LETTER).filter((sent) => sent.method === 'PUT')).toHaveLength(1);
  });

  it("counts what the demo backend holds for the letter's period, item by item (Acme)", async () => {
    const letter = subDays(demoDay(), 10);
    const period = letterPeriod(calendarDay(letter));
    const token = await tokenFor('owner@demo.test');
    const list = async <T,>(path: string, query: Record<string, string | number>) =>
      (await (await call(path, { token, query })).json()) as T[];
    const cards = await list('/api/Documents/reportcard/clientreportcards', {
      CompanyId: ACME,
      BeginDate: period.from,
      EndDate: period.to,
    });
    const shots = await list('/api/Documents/jobscreenshots/jobscreenshots', {
      CompanyId: ACME,
      StartDate: period.from,
      EndDate: period.to,
    });
    const rows = await list<EsdsReportRow>('/api/ESDSReport/ESDSReport', {
      companyId: ACME,
      startDate: period.from,
      endDate: period.to,
    });
    const today = calendarDay(demoDay());
    const exceptions = findListingExceptions(rows, { lateAfterDays: lateAfterDaysRule(today).value, today });
    expect(cards.length).toBeGreaterThan(0);
    expect(shots.length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(0);

    const { user } = await open();
    await saveLetter(user, letter);
    const n = (value: number) => value.toLocaleString('en-US');
    expect(
      await screen.findByText(
        `${n(rows.length)} jobs in the ESDS report: ${n(exceptions.unlisted.length)} not listed, ${n(exceptions.late.length)} listed late.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(`${n(cards.length)} report cards.`)).toBeInTheDocument();
    expect(await screen.findByText(`${n(shots.length)} job screenshots.`)).toBeInTheDocument();
    expect(await screen.findByText(/job links sent to veterans' organizations; \d+ applicants\.$/)).toBeInTheDocument();
    expect(await screen.findByText(/partner organizations? reached\.$/)).toBeInTheDocument();
  });

  it('says what a company cannot have instead of zero (Gamma: no ESDS cross-posting, no outreach)', async () => {
    const { user } = await open({ companyId: GAMMA });
    await saveLetter(user, subDays(demoDay(), 1));
    expect(
      screen.getByText('The company does not have ESDS cross-posting, so the portal holds no listing evidence.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/^The company does not have the outreach dashboard/)).toHaveLength(3);
    expect(callsTo('/api/ESDSReport/ESDSReport')).toHaveLength(0);
    expect(callsTo('/api/outreach/token')).toHaveLength(0);
  });

  it('shares the saved date and checks: a colleague of the company sees them', async () => {
    const { user } = await open();
    const letter = subDays(demoDay(), 5);
    await saveLetter(user, letter);
    await user.click(checkbox(label('job-listings')));
    await user.click(checkbox(label('report-cards')));
    await user.click(saveButton());
    await waitFor(() => expect(callsTo(LETTER).filter((sent) => sent.method === 'PUT')).toHaveLength(2));

    await open({ account: 'admin@demo.test' });
    await screen.findByRole('heading', { level: 2, name: "The letter's items the portal can evidence" });
    expect(dateField()).toHaveValue(usDay(letter));
    expect(checkbox(label('job-listings'))).toBeChecked();
    expect(checkbox(label('report-cards'))).toBeChecked();
    expect(screen.getByText(/^Last saved .* by owner@demo\.test\.$/)).toBeInTheDocument();
  });

  it('keeps what was typed and checked when the save fails, with the error toast; saves once per click', async () => {
    const { user, toasts } = await open();
    await saveLetter(user, subDays(demoDay(), 2));
    server.use(http.put(`*${LETTER}`, () => serverProblem(500)));
    await user.click(checkbox(label('report-cards')));
    await user.dblClick(saveButton());
    await waitFor(() =>
      expect(toasts.error.mock.calls).toEqual([['Error occurred while saving the scheduling letter']]),
    );
    expect(callsTo(LETTER).filter((sent) => sent.method === 'PUT')).toHaveLength(2);
    expect(checkbox(label('report-cards'))).toBeChecked();
    expect(dateField()).toHaveValue(usDay(subDays(demoDay(), 2)));
  });

  it('sends one save for two submits in a row (Enter twice before the answer)', async () => {
    const { user, toasts } = await open();
    await user.type(dateField(), usDay(subDays(demoDay(), 6)).replaceAll('/', ''));
    // Two submit events in one go, before React has shown the first save as pending.
    const form = screen.getByRole('form', { name: 'Scheduling letter' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    expect(callsTo(LETTER).filter((sent) => sent.method === 'PUT')).toHaveLength(1);
  });

  it('refuses a date after today or more than a year back, with the message, and sends nothing', async () => {
    const { user } = await open();
    await user.type(dateField(), usDay(new Date(demoDay().getTime() + 86_400_000)).replaceAll('/', ''));
    await user.click(saveButton());
    expect(await screen.findByText('The date the letter arrived cannot be later than today.')).toBeInTheDocument();
    await user.clear(dateField());
    const old = new Date(demoDay().getFullYear() - 1, demoDay().getMonth(), demoDay().getDate() - 1);
    await user.type(dateField(), usDay(old).replaceAll('/', ''));
    await user.click(saveButton());
    expect(
      await screen.findByText('The date the letter arrived cannot be more than one year ago.'),
    ).toBeInTheDocument();
    expect(callsTo(LETTER).filter((sent) => sent.method === 'PUT')).toHaveLength(0);
  });

  it('closes the letter only once confirmed: the date and checks are cleared', async () => {
    const { user } = await open();
    await saveLetter(user, subDays(demoDay(), 4));
    await user.click(screen.getByRole('button', { name: 'Close the letter' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close the scheduling letter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(callsTo(LETTER).filter((sent) => sent.method === 'PUT')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close the letter' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Close the letter' }));
    expect(await screen.findByText(/^No scheduling letter is open/)).toBeInTheDocument();
    const sent = callsTo(LETTER).filter((request) => request.method === 'PUT');
    expect(await sent.at(-1)?.sent).toEqual({ letterReceivedDate: null, checkedItems: [] });
  });

  it('shows the load error with a retry when the letter cannot be read', async () => {
    server.use(http.get(`*${LETTER}`, () => serverProblem(500)));
    await renderApp(<AuditReadinessPage opens={() => true} screenName={(key) => key} />, {
      url: paths.reportsAuditReadiness.href(),
    });
    expect(
      await screen.findByText('Error occurred while loading the scheduling letter', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await renderApp(<AuditReadinessPage opens={() => true} screenName={(key) => key} />, {
      url: paths.reportsAuditReadiness.href(),
      language: 'es',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Carta de programación' })).toBeInTheDocument();
    expect(screen.getByText(/^No hay ninguna carta de programación abierta/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Preparación para auditoría' })).toBeInTheDocument();
  });
});
