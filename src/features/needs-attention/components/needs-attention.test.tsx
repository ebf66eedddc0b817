import { screen, waitFor, within } from '@testing-library/react';
import { subDays } from 'date-fns/subDays';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { lastTwelveMonths } from '@/lib/compliance/listing-exceptions';
import { calendarDay } from '@/lib/dates';
import {
  ACME,
  BETA,
  call,
  demoDay,
  demoUserId,
  readAllDemoNotifications,
  recordedDemoBackend,
  reseed,
  seededEsdsRows,
  seededNotifications,
  seededReportCards,
  seededSavedObservances,
  tokenFor,
} from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { serverProblem } from '@tests/support/screen-support';

const { server, calls } = recordedDemoBackend();
const owner = demoUserId('owner@demo.test');

/** Counted from the seeded rows, not by the code under test. */
function expectedUnlisted(companyId: number): number {
  const { from: first, to: last } = lastTwelveMonths(demoDay());
  return seededEsdsRows(companyId)
    .filter((row) => row.createdUtc.slice(0, 10) >= first && row.createdUtc.slice(0, 10) <= last)
    .filter((row) => row.dateCrossPosted === null && row.dateDeactivated === null).length;
}

function expectedUnread(companyId: number): number {
  return seededNotifications(companyId, owner).filter((row) => !row.isRead).length;
}

function nextSavedObservances(companyId: number): string[] {
  const today = calendarDay(demoDay());
  return seededSavedObservances(companyId, owner)
    .filter((observance) => observance.start.slice(0, 10) >= today)
    .sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map((observance) => observance.name);
}

async function attentionSection() {
  const section = await screen.findByRole('region', { name: 'Needs attention' }, { timeout: 10_000 });
  return section;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(reseed);

describe("Home's Needs attention", () => {
  it('lists what the seeded data says, each entry a link to its screen', async () => {
    const unlisted = expectedUnlisted(ACME);
    const unread = expectedUnread(ACME);
    const observances = nextSavedObservances(ACME);
    expect(unlisted).toBeGreaterThan(0);
    expect(unread).toBeGreaterThan(0);
    expect(observances.length).toBeGreaterThan(0);

    await renderApp(undefined, { url: paths.home.href(), companyId: ACME });
    const section = await attentionSection();
    const unlistedLink = await within(section).findByRole('link', {
      name: `${unlisted} open job${unlisted === 1 ? '' : 's'} not listed`,
    });
    expect(unlistedLink).toHaveAttribute('href', paths.reportsListingMonitor.href());
    expect(
      await within(section).findByRole('link', { name: `${unread} unread notification${unread === 1 ? '' : 's'}` }),
    ).toHaveAttribute('href', paths.notificationList.href());
    await waitFor(() => expect(section).not.toHaveAttribute('aria-busy'));
    const saved = within(section).getAllByRole('link', { name: /^Saved observance: / });
    expect(saved).toHaveLength(observances.length);
    saved.forEach((link, index) => expect(link).toHaveTextContent(`Saved observance: ${observances[index]}, `));
    // No letter saved and a first visit: neither entry.
    expect(within(section).queryByText(/scheduling letter/)).not.toBeInTheDocument();
    expect(within(section).queryByText(/since your last visit/)).not.toBeInTheDocument();
  });

  it('shows the days left on a letter a colleague saved, and says when the answer is late', async () => {
    const token = await tokenFor('admin@demo.test');
    const saved = await call(`/api/compliance/schedulingletter?companyId=${ACME}`, {
      method: 'PUT',
      token,
      body: { letterReceivedDate: calendarDay(subDays(demoDay(), 10)), checkedItems: [] },
    });
    expect(saved.status).toBe(200);
    const first = await renderApp(undefined, { url: paths.home.href(), companyId: ACME });
    const section = await attentionSection();
    expect(
      await within(section).findByRole('link', { name: '20 days left to answer the scheduling letter' }),
    ).toHaveAttribute('href', paths.reportsAuditReadiness.href());
    first.unmount();

    await call(`/api/compliance/schedulingletter?companyId=${ACME}`, {
      method: 'PUT',
      token,
      body: { letterReceivedDate: calendarDay(subDays(demoDay(), 33)), checkedItems: [] },
    });
    await renderApp(undefined, { url: paths.home.href(), companyId: ACME });
    expect(
      await within(await attentionSection()).findByRole('link', {
        name: 'The answer to the scheduling letter is 3 days late',
      }),
    ).toBeInTheDocument();
    await call(`/api/compliance/schedulingletter?companyId=${ACME}`, {
      method: 'PUT',
      token,
      body: { letterReceivedDate: null, checkedItems: [] },
    });
  });

  it('counts the report cards dated after the day of the previous visit', async () => {
    const cards = seededReportCards(ACME);
    const newest =
      cards
        .map((card) => card.date.slice(0, 10))
        .sort()
        .at(-1) ?? '';
    expect(newest).not.toBe('');
    // The previous visit: the day before the newest card, so exactly the cards from that day on are new.
    const previous = calendarDay(subDays(new Date(`${newest}T00:00:00`), 1));
    const expected = cards.filter((card) => card.date.slice(0, 10) > previous).length;
    localStorage.setItem(`portal.last-visit.${owner}.${ACME}`, previous);
    await renderApp(undefined, { url: paths.home.href(), companyId: ACME });
    const link = await within(await attentionSection()).findByRole('link', {
      name: `${expected} report card${expected === 1 ? '' : 's'} added since your last visit`,
    });
    expect(link).toHaveAttribute('href', paths.reportsDocumentCenter.href());
    // Today is kept as the next visit's previous day.
    expect(localStorage.getItem(`portal.last-visit.${owner}.${ACME}`)).toBe(calendarDay(demoDay()));
  });

  it('asks nothing a company lacks, and says all is in order when nothing needs attention', async () => {
    readAllDemoNotifications(BETA);
    await renderApp(undefined, { url: paths.home.href(), companyId: BETA });
    const section = await attentionSection();
    expect(await within(section).findByText('All is in order: nothing needs your attention.')).toBeInTheDocument();
    const asked = calls.map((recorded) => recorded.path);
    expect(asked.some((path) => path.includes('/api/ESDSReport/'))).toBe(false);
    expect(asked.some((path) => path.includes('/api/abi/'))).toBe(false);
  });

  it("paints Home's heading and tiles while the checks are held", async () => {
    server.use(http.get('*/api/compliance/schedulingletter', () => delay('infinite')));
    await renderApp(undefined, { url: paths.home.href(), companyId: ACME });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Observances' })).toBeInTheDocument();
    const section = await attentionSection();
    expect(section).toHaveAttribute('aria-busy', 'true');
  });

  it('says a failed check failed, with Retry, which asks again', async () => {
    let failing = true;
    server.use(
      http.get('*/api/compliance/schedulingletter', async () => {
        if (failing) return serverProblem();
        await delay(0);
        return HttpResponse.json({ letterReceivedDate: null, checkedItems: [], updatedAt: null, updatedBy: null });
      }),
    );
    const { user } = await renderApp(undefined, { url: paths.home.href(), companyId: ACME });
    const section = await attentionSection();
    expect(
      await within(section).findByText('Some checks could not be made.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('link', { name: /open jobs? not listed/ })).toBeInTheDocument();
    expect(within(section).queryByText('Some checks could not be made.')).not.toBeInTheDocument();
  });
});
