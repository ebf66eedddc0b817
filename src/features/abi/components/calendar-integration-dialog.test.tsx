import { http } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend, tokenFor } from '../../../../tests/support/demo-api';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { screenHarness, serverProblem } from '../../../../tests/support/screen-harness';
import { configureApiClient } from '@/lib/api-client';
import { configureClipboard } from '@/lib/clipboard';
import { initI18n } from '@/lib/i18n';
import {
  CALENDAR_DIALOG_MAX_WIDTH,
  CalendarIntegrationDialog,
  STEP_RESET_DELAY_MS,
} from './calendar-integration-dialog';
import { clickOn } from '../../../../tests/support/screen-dom';

/**
 * The Calendar Integration dialog over the real demo handlers: step 1's choice and Next, step 2's
 * instructions with the feed URL asked when step 2 opens, the resets on close (choice at once, step after
 * 500 ms), Escape, the feed URL's own Copy button and the Calendar id message of a failed call.
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock(),
);

const LINK = '/api/CalendarEvents/calendar/link';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();
const copied = vi.fn<(message: string) => void>();

beforeAll(async () => {
  const token = await tokenFor('owner@demo.test');
  configureApiClient({ getAccessToken: () => token });
  configureClipboard({ copied });
  await initI18n(['en']);
});

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(() => {
  copied.mockClear();
  writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const show = () => harness.show(<CalendarIntegrationDialog />);

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const isOpen = () => dialog()?.getAttribute('data-state') === 'open' && !dialog()?.hidden;
const step = () => dialog()?.getAttribute('data-step');
const buttonNamed = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === name);
const radios = () => [...(dialog()?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
/** A radio's accessible name: the text of the label that wraps it. */
const radioNamed = (name: string) => radios().find((radio) => radio.closest('label')?.textContent === name);
const feedField = () => {
  const label = [...(dialog()?.querySelectorAll('label') ?? [])].find((found) => found.textContent === 'Calendar URL');
  return label ? (document.getElementById(label.htmlFor) as HTMLInputElement | null) : null;
};

async function open() {
  await show();
  await clickOn(buttonNamed('Calendar Integration', harness.container));
  await vi.waitFor(() => expect(isOpen()).toBe(true));
}

/** Opens the dialog, chooses a calendar and goes to step 2, where the feed URL arrives. */
async function openStep2(calendar: 'Google Calendar' | 'Outlook Calendar') {
  await open();
  await clickOn(radioNamed(calendar));
  await clickOn(buttonNamed('Next', dialog()!));
  await vi.waitFor(() => expect(feedField()?.value).toMatch(/\?id=/));
}

const problem = () => serverProblem();

describe('CalendarIntegrationDialog: step 1', () => {
  it('opens titled Calendar Integration, 31rem wide, with an accessible choice; Next is disabled until one is chosen', async () => {
    await open();
    const content = dialog()!;
    expect(document.getElementById(content.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Calendar Integration',
    );
    expect(CALENDAR_DIALOG_MAX_WIDTH).toBe('31rem');
    // jsdom resolves rem against its 16px root font size.
    expect(['31rem', '496px']).toContain(getComputedStyle(content).maxWidth);

    const group = content.querySelector('[role="radiogroup"]');
    expect(document.getElementById(group?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Which calendar do you use?',
    );
    expect(radios().map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Google Calendar',
      'Outlook Calendar',
    ]);
    expect(radios().every((radio) => !radio.checked)).toBe(true);
    expect(buttonNamed('Next', content)?.disabled).toBe(true);
    expect(step()).toBe('1');

    await clickOn(radioNamed('Outlook Calendar'));
    expect(radioNamed('Outlook Calendar')?.checked).toBe(true);
    expect(buttonNamed('Next', content)?.disabled).toBe(false);
    // Nothing is asked before step 2.
    expect(callsTo(LINK)).toEqual([]);
  });

  it('Escape closes the dialog', async () => {
    await open();
    await act(async () => {
      dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await vi.waitFor(() => expect(isOpen()).toBe(false));
  });
});

describe('CalendarIntegrationDialog: step 2', () => {
  it("Google Calendar: its instructions and the feed URL ending in /api/CalendarEvents/calendar?id=<the API's id>", async () => {
    await openStep2('Google Calendar');
    expect(step()).toBe('2');
    expect(callsTo(LINK).map((call) => call.query)).toEqual([
      { companyId: String(demoCompanies.acme.id), userId: '1' },
    ]);
    const { id } = (await callsTo(LINK)[0]!.body) as { id: string };
    expect(feedField()?.value.endsWith(`/api/CalendarEvents/calendar?id=${id}`)).toBe(true);
    expect(feedField()?.readOnly).toBe(true);

    const steps = [...dialog()!.querySelectorAll('[data-testid="calendar-instructions"] li')].map(
      (li) => li.textContent,
    );
    expect(steps).toHaveLength(5);
    expect(steps[1]).toContain('Other calendars');
    expect(steps[2]).toContain('From URL');
    expect(steps[3]).toContain('URL of calendar');
    expect(steps[4]).toContain('Add calendar');
    expect(dialog()!.textContent).toContain('Add your observances to Google Calendar');
    expect(dialog()!.textContent).not.toContain('Subscribe from web');
    // The focus moves to the new step's heading, not to the body.
    expect(document.activeElement?.textContent).toBe('Add your observances to Google Calendar');
  });

  it('Outlook Calendar: its instructions (Add calendar → Subscribe from web → paste → name → Import)', async () => {
    await openStep2('Outlook Calendar');
    const steps = [...dialog()!.querySelectorAll('[data-testid="calendar-instructions"] li')].map(
      (li) => li.textContent,
    );
    expect(steps).toHaveLength(6);
    expect(steps[0]).toContain('Outlook on the web');
    expect(steps[1]).toContain('Add calendar');
    expect(steps[2]).toContain('Subscribe from web');
    expect(steps[3]).toContain('Paste the calendar URL');
    expect(steps[4]).toContain('name');
    expect(steps[5]).toContain('Import');
    expect(dialog()!.textContent).not.toContain('From URL');
    const { id } = (await callsTo(LINK)[0]!.body) as { id: string };
    expect(feedField()?.value.endsWith(`/api/CalendarEvents/calendar?id=${id}`)).toBe(true);
  });

  it("the feed URL's Copy button writes it to the clipboard with the snackbar", async () => {
    await openStep2('Google Calendar');
    const copy = [...dialog()!.querySelectorAll('button')].find(
      (button) => button.getAttribute('aria-label') === 'Copy the calendar URL',
    );
    expect(copy?.textContent).toBe('Copy');
    await clickOn(copy);
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(feedField()?.value));
    expect(copied.mock.calls).toEqual([['Text copied to clipboard!']]);
  });

  it('Back returns to step 1 with the choice kept', async () => {
    await openStep2('Outlook Calendar');
    await clickOn(buttonNamed('Back', dialog()!));
    expect(step()).toBe('1');
    expect(radioNamed('Outlook Calendar')?.checked).toBe(true);
    expect(buttonNamed('Next', dialog()!)?.disabled).toBe(false);
  });

  it("a failed link call toasts 'Error occurred while trying to retrieve calendar id.' and shows it with Retry", async () => {
    server.use(http.get(`*${LINK}`, problem));
    await open();
    await clickOn(radioNamed('Google Calendar'));
    await clickOn(buttonNamed('Next', dialog()!));
    await vi.waitFor(() =>
      expect(harness.alert(dialog()!)?.textContent).toContain('Error occurred while trying to retrieve calendar id.'),
    );
    expect(harness.toast.mock.calls).toEqual([['Error occurred while trying to retrieve calendar id.']]);
    expect(feedField()).toBeNull();

    server.resetHandlers();
    await clickOn(harness.retryButton(dialog()!));
    await vi.waitFor(() => expect(feedField()?.value).toMatch(/\/api\/CalendarEvents\/calendar\?id=/));
  });
});

describe('CalendarIntegrationDialog: closing', () => {
  it(`keeps step 2 while closing and resets the step only after ${STEP_RESET_DELAY_MS} ms`, async () => {
    expect(STEP_RESET_DELAY_MS).toBe(500);
    await openStep2('Google Calendar');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await clickOn(buttonNamed('Close', dialog()!));
    expect(isOpen()).toBe(false);
    // The closing dialog still shows step 2, so its animation does not flash step 1.
    expect(step()).toBe('2');
    await act(async () => vi.advanceTimersByTime(STEP_RESET_DELAY_MS - 1));
    expect(step()).toBe('2');
    await act(async () => vi.advanceTimersByTime(1));
    expect(step()).toBe('1');
    // And the choice is gone.
    expect(radios()).toHaveLength(2);
    expect(radios().every((radio) => !radio.checked)).toBe(true);
  });

  it('resets the choice at once: opened again straight away, nothing is chosen and Next is disabled', async () => {
    await open();
    await clickOn(radioNamed('Google Calendar'));
    await clickOn(buttonNamed('Next', dialog()!));
    expect(step()).toBe('2');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await clickOn(buttonNamed('Close', dialog()!));
    expect(isOpen()).toBe(false);
    await act(async () => vi.advanceTimersByTime(10));
    await clickOn(buttonNamed('Calendar Integration', harness.container));
    expect(isOpen()).toBe(true);
    expect(step()).toBe('1');
    expect(radios().every((radio) => !radio.checked)).toBe(true);
    expect(buttonNamed('Next', dialog()!)?.disabled).toBe(true);
    // The pending reset does nothing more once the dialog is open again.
    await act(async () => vi.advanceTimersByTime(STEP_RESET_DELAY_MS));
    expect(isOpen()).toBe(true);
    expect(step()).toBe('1');
  });

  it('from step 1, closing clears the choice', async () => {
    await open();
    await clickOn(radioNamed('Outlook Calendar'));
    await clickOn(buttonNamed('Close', dialog()!));
    await vi.waitFor(() => expect(isOpen()).toBe(false));
    expect(radios().every((radio) => !radio.checked)).toBe(true);
    await clickOn(buttonNamed('Calendar Integration', harness.container));
    expect(buttonNamed('Next', dialog()!)?.disabled).toBe(true);
  });
});
