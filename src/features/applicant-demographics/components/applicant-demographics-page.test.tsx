import { format, subYears } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend, signedInApi } from '../../../../tests/support/demo-api';
import { clickOn, controlNamed, typeInto } from '../../../../tests/support/screen-dom';
import { screenHarness, serverProblem, stubResizeObserver } from '../../../../tests/support/screen-harness';
import { configureApiClient } from '@/lib/api-client';
import { ApplicantDemographicsPage } from './applicant-demographics-page';

/**
 * Applicant Demographics over the real demo handlers and seed (spec sections 2, 7, 8): the date-range
 * messages with nothing sent while the range is invalid, the empty state of a search nobody matches, and
 * the two failure messages. The seeded breakdowns, the filters kept in the URL across a reload and the back
 * button, the PNG export and axe need a browser (tests/e2e/applicant-demographics.spec.ts and the
 * accessibility sweep).
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock({ user: null }),
);

const REPORT = '/api/reports/applicantdemographics';
const FAILED = 'Something went wrong';
const UNAUTHENTICATED = 'Unable to authenticate user';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();
const onUnauthorized = vi.fn();

signedInApi();
beforeAll(() => {
  // jsdom has no ResizeObserver; the charts measure their box with one.
  stubResizeObserver();
  // A 401 renewal cannot cure: the auth layer would restart sign-in.
  configureApiClient({ renewSession: () => Promise.resolve(null), onUnauthorized });
});

const show = (search = '') =>
  harness.show(
    <MemoryRouter initialEntries={[`/reports/applicant-demographics${search}`]}>
      <ApplicantDemographicsPage title="Applicant Demographics" />
    </MemoryRouter>,
  );

const container = () => harness.container;
const text = () => container().textContent ?? '';
/** The text of the section's alert without its Retry button: the message alone. */
function alertMessage(): string | null | undefined {
  const copy = harness.alert()?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('button').forEach((button) => button.remove());
  return copy?.textContent;
}
const total = () => container().querySelector('[data-testid="total-applicants"]')?.textContent;
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** Elements whose whole text is `message` (the message itself, not a block that contains it). */
const shown = (message: string) =>
  [...container().querySelectorAll('*')].filter(
    (element) => element.textContent === message && element.children.length === 0,
  );

/** The date field a label names (the label's text starts with `label`). */
function field(label: string): HTMLInputElement {
  const element = [...container().querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.startsWith(label),
  );
  const control = element?.htmlFor ? document.getElementById(element.htmlFor) : null;
  if (!control) throw new Error(`No control labelled ${label}`);
  return control as HTMLInputElement;
}

/** Opens the page and waits for the report of its range. */
async function showReport(search = '') {
  await show(search);
  await vi.waitFor(() => expect(total()).toMatch(/^\d[\d,]*$/));
}

describe('ApplicantDemographicsPage', () => {
  it('shows the date-range messages and sends nothing while the range is invalid', async () => {
    await showReport();
    expect(callsTo(REPORT)).toHaveLength(1);
    const search = async (from: string, to: string) => {
      // The masked date fields take keys one at a time.
      await typeInto(field('From Date'), from);
      await typeInto(field('To Date'), to);
      expect([field('From Date').value, field('To Date').value]).toEqual([from, to]);
      await clickOn(controlNamed(container(), 'Search'));
    };

    await search('', '');
    await vi.waitFor(() => expect(shown('From Date is required')).toHaveLength(1));
    expect(shown('To Date is required')).toHaveLength(1);
    expect(document.activeElement).toBe(field('From Date'));

    await search('05/01/2026', '04/01/2026');
    await vi.waitFor(() => expect(shown('From Date cannot be after the To Date')).toHaveLength(1));
    expect(shown('To Date cannot be before the From Date')).toHaveLength(1);
    expect(callsTo(REPORT)).toHaveLength(1);
  });

  it('no applicant matching shows the empty state and no Export', async () => {
    await showReport('?jobTitle=No%20such%20job%20anywhere');
    const [call] = callsTo(REPORT);
    const today = new Date();
    expect(call?.query).toMatchObject({
      StartDate: format(subYears(today, 1), 'yyyy-MM-dd'),
      EndDate: format(today, 'yyyy-MM-dd'),
      JobTitle: 'No such job anywhere',
    });
    expect(await call!.body).toMatchObject({ totalApplicants: 0 });
    expect(text()).toContain(
      `No applicants between ${usDate(call!.query['StartDate']!)} and ${usDate(call!.query['EndDate']!)} match these filters.`,
    );
    expect(total()).toBe('0');
    expect(container().querySelector('figure')).toBeNull();
    expect((controlNamed(container(), 'Export') as HTMLButtonElement | undefined)?.disabled).toBe(true);
  });

  it('a failure says Something went wrong', async () => {
    server.use(http.get(`*${REPORT}`, () => serverProblem()));
    await show();
    await vi.waitFor(() => expect(alertMessage()).toBe(FAILED));
    // The query client's three more attempts came first.
    expect(callsTo(REPORT)).toHaveLength(4);
    expect(text()).not.toContain(UNAUTHENTICATED);
    expect(harness.toast.mock.calls).toEqual([[FAILED]]);
  });

  it('a 401 says Unable to authenticate user', async () => {
    server.use(
      http.get(`*${REPORT}`, () =>
        HttpResponse.json(
          { title: 'Unauthorized', status: 401 },
          { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await show();
    await vi.waitFor(() => expect(alertMessage()).toBe(UNAUTHENTICATED));
    expect(text()).not.toContain(FAILED);
    expect(onUnauthorized).toHaveBeenCalled();
  });
});
