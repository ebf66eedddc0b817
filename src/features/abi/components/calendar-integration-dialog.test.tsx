import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { act } from 'react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, recordedDemoBackend } from '@tests/support/demo-api';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { renderApp } from '@tests/support/render-app';
import { serverProblem } from '@tests/support/screen-support';
import { configureClipboard } from '@/lib/clipboard-notices';
import {
  CALENDAR_DIALOG_MAX_WIDTH,
  CalendarIntegrationDialog,
  STEP_RESET_DELAY_MS,
} from './calendar-integration-dialog';

/**
 * The Calendar Integration dialog over the real demo handlers: step 1's choice and Next, step 2's
 * instructions with the feed URL asked when step 2 opens, the resets on close (choice at once, step after
 * 500 ms), Escape, the feed URL's own Copy button, the Calendar id message of a failed call, and Reset link
 * (confirmed first; the old feed URL then answers 404, the field and Copy give the new one).
 */

const LINK = '/api/CalendarEvents/calendar/link';
const RESET = '/api/CalendarEvents/calendar/link/reset';
const FEED = '/api/CalendarEvents/calendar';

const { server, callsTo } = recordedDemoBackend();
const copied = vi.fn<(message: string) => void>();

beforeAll(() => configureClipboard({ copied }));

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(() => {
  copied.mockClear();
  writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

/**
 * The dialog's trigger in the app's providers. The browser's clipboard is the test's spy, put in place after
 * user-event's setup (which puts a clipboard of its own on the navigator).
 */
async function show() {
  const app = await renderApp(<CalendarIntegrationDialog />);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return app;
}

/** The dialog, open or not: a closed one stays in the document, hidden. */
const dialog = () => screen.getByRole('dialog', { hidden: true });
const isOpen = () => dialog().getAttribute('data-state') === 'open' && screen.queryByRole('dialog') !== null;
const step = () => dialog().getAttribute('data-step');
const trigger = () => screen.getByRole('button', { name: 'Calendar Integration' });
const buttonNamed = (name: string) => within(dialog()).getByRole('button', { name, hidden: true });
const radios = () => within(dialog()).queryAllByRole('radio', { hidden: true });
/** Step 1's two choices, neither chosen. */
function expectNoChoice() {
  expect(radios()).toHaveLength(2);
  for (const radio of radios()) expect(radio).not.toBeChecked();
}
const radioNamed = (name: string) => within(dialog()).getByRole('radio', { name });
const feedField = () => within(dialog()).queryByLabelText('Calendar URL');
const instructions = () =>
  within(within(dialog()).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** Step 2's instructions: one for each of `parts`, which it names. */
function expectInstructions(parts: readonly string[]) {
  const steps = instructions();
  expect(steps).toHaveLength(parts.length);
  parts.forEach((part, index) => expect(steps[index]).toContain(part));
}

type Calendar = 'Google Calendar' | 'Outlook Calendar';

/**
 * Chooses a calendar in step 1, as a user does: clicks it, then sees Next enabled (the radio group hands the
 * choice to the dialog a moment after the click).
 */
async function choose(user: UserEvent, calendar: Calendar) {
  await user.click(radioNamed(calendar));
  await waitFor(() => expect(buttonNamed('Next')).toBeEnabled());
  expect(radioNamed(calendar)).toBeChecked();
}

async function open() {
  const app = await show();
  await app.user.click(trigger());
  await waitFor(() => expect(isOpen()).toBe(true));
  return app;
}

/** Opens the dialog, chooses a calendar and goes to step 2, where the feed URL arrives. */
async function openStep2(calendar: Calendar) {
  const app = await open();
  await choose(app.user, calendar);
  await app.user.click(buttonNamed('Next'));
  await waitFor(() => expect(feedField()).toHaveDisplayValue(/\?id=/));
  return app;
}

const problem = () => serverProblem();

/**
 * A click while setTimeout is fake. user-event's calls end by waiting for a setTimeout (Testing Library's
 * async wrapper), which a fake clock never runs: the click is fired, and what it sets off let through, in act.
 */
async function clickWhileClockIsFake(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('CalendarIntegrationDialog: step 1', () => {
  it('opens titled Calendar Integration, 31rem wide, with an accessible choice; Next is disabled until one is chosen', async () => {
    const { user } = await open();
    const content = screen.getByRole('dialog', { name: 'Calendar Integration' });
    expect(content).toBe(dialog());
    expect(CALENDAR_DIALOG_MAX_WIDTH).toBe('31rem');
    // jsdom resolves rem against its 16px root font size.
    expect(['31rem', '496px']).toContain(getComputedStyle(content).maxWidth);

    const group = within(content).getByRole('radiogroup', { name: 'Which calendar do you use?' });
    const choices = within(group).getAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(choices[0]).toHaveAccessibleName('Google Calendar');
    expect(choices[1]).toHaveAccessibleName('Outlook Calendar');
    for (const radio of choices) expect(radio).not.toBeChecked();
    expect(buttonNamed('Next')).toBeDisabled();
    expect(step()).toBe('1');

    await choose(user, 'Outlook Calendar');
    // Nothing is asked before step 2.
    expect(callsTo(LINK)).toEqual([]);
  });

  it('Escape closes the dialog', async () => {
    const { user } = await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(isOpen()).toBe(false));
  });
});

describe('CalendarIntegrationDialog: step 2', () => {
  it("Google Calendar: its instructions and the feed URL ending in /api/CalendarEvents/calendar?id=<the API's id>", async () => {
    await openStep2('Google Calendar');
    expect(step()).toBe('2');
    expect(callsTo(LINK).map((recorded) => recorded.query)).toEqual([
      { companyId: String(demoCompanies.acme.id), userId: '1' },
    ]);
    const { id } = (await callsTo(LINK)[0]!.body) as { id: string };
    expect(feedField()).toHaveDisplayValue(new RegExp(`/api/CalendarEvents/calendar\\?id=${id}$`));
    expect(feedField()).toHaveAttribute('readonly');

    expectInstructions(['Google Calendar', 'Other calendars', 'From URL', 'URL of calendar', 'Add calendar']);
    expect(dialog()).toHaveTextContent('Add your observances to Google Calendar');
    expect(dialog()).not.toHaveTextContent('Subscribe from web');
    // The focus moves to the new step's heading, not to the body.
    expect(within(dialog()).getByRole('heading', { name: 'Add your observances to Google Calendar' })).toHaveFocus();
  });

  it('Outlook Calendar: its instructions (Add calendar → Subscribe from web → paste → name → Import)', async () => {
    await openStep2('Outlook Calendar');
    expectInstructions([
      'Outlook on the web',
      'Add calendar',
      'Subscribe from web',
      'Paste the calendar URL',
      'name',
      'Import',
    ]);
    expect(dialog()).not.toHaveTextContent('From URL');
    const { id } = (await callsTo(LINK)[0]!.body) as { id: string };
    expect(feedField()).toHaveDisplayValue(new RegExp(`/api/CalendarEvents/calendar\\?id=${id}$`));
  });

  it("the feed URL's Copy button writes it to the clipboard with the snackbar", async () => {
    const { user } = await openStep2('Google Calendar');
    const copy = buttonNamed('Copy the calendar URL');
    expect(copy).toHaveTextContent(/^Copy$/);
    await user.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith((feedField() as HTMLInputElement).value));
    expect(copied.mock.calls).toEqual([['Text copied to clipboard!']]);
  });

  it('Back returns to step 1 with the choice kept', async () => {
    const { user } = await openStep2('Outlook Calendar');
    await user.click(buttonNamed('Back'));
    expect(step()).toBe('1');
    expect(radioNamed('Outlook Calendar')).toBeChecked();
    expect(buttonNamed('Next')).toBeEnabled();
  });

  it("a failed link call toasts 'Error occurred while trying to retrieve calendar id.' and shows it with Retry", async () => {
    server.use(http.get(`*${LINK}`, problem));
    const { user, toasts } = await open();
    await choose(user, 'Google Calendar');
    await user.click(buttonNamed('Next'));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Error occurred while trying to retrieve calendar id.');
    expect(toasts.error.mock.calls).toEqual([['Error occurred while trying to retrieve calendar id.']]);
    expect(feedField()).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(feedField()).toHaveDisplayValue(/\/api\/CalendarEvents\/calendar\?id=/));
  });
});

/** The confirmation Reset link opens, by its question. */
const confirmation = () => within(dialog()).queryByRole('group', { name: 'Reset the calendar link?' });
const feedUrlShown = () => (feedField() as HTMLInputElement).value;
/** The feed as a calendar app fetches it: no token, the id in the URL is the credential. */
const fetchFeed = (id: string) => call(FEED, { query: { id } });

describe('CalendarIntegrationDialog: Reset link', () => {
  it('asks first; confirmed, the old feed URL answers 404 and the field, focused, and Copy give the new one', async () => {
    const { user, toasts } = await openStep2('Google Calendar');
    const { id: oldId } = (await callsTo(LINK)[0]!.body) as { id: string };
    const oldUrl = feedUrlShown();
    expect((await fetchFeed(oldId)).status).toBe(200);

    await user.click(buttonNamed('Reset link'));
    const question = confirmation();
    expect(question).toHaveAccessibleDescription(/The current link stops working at once/);
    // Cancel, the safe choice, has the focus; nothing is reset before the confirmation.
    expect(within(question!).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(callsTo(RESET)).toEqual([]);

    await user.click(within(question!).getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(feedUrlShown()).not.toBe(oldUrl));
    expect(callsTo(RESET).map((recorded) => [recorded.method, recorded.query])).toEqual([
      ['POST', { companyId: String(demoCompanies.acme.id), userId: '1' }],
    ]);
    const { id: newId } = (await callsTo(RESET)[0]!.body) as { id: string };
    expect(newId).not.toBe(oldId);
    expect(feedUrlShown()).toBe(oldUrl.replace(`?id=${oldId}`, `?id=${newId}`));
    expect(feedField()).toHaveFocus();
    expect(confirmation()).not.toBeInTheDocument();
    expect(toasts.success.mock.calls).toEqual([
      ['The calendar link was reset. Add the new link to your calendar apps.'],
    ]);
    expect(toasts.error).not.toHaveBeenCalled();
    // The link was not asked again: the reset's answer is the kept id.
    expect(callsTo(LINK)).toHaveLength(1);

    await user.click(buttonNamed('Copy the calendar URL'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(feedUrlShown()));
    expect(writeText.mock.calls).toEqual([[oldUrl.replace(`?id=${oldId}`, `?id=${newId}`)]]);

    expect((await fetchFeed(oldId)).status).toBe(404);
    expect((await fetchFeed(newId)).status).toBe(200);
  });

  it('Cancel keeps the link: nothing is asked, the focus goes back to Reset link', async () => {
    const { user } = await openStep2('Outlook Calendar');
    const url = feedUrlShown();
    await user.click(buttonNamed('Reset link'));
    await user.click(within(confirmation()!).getByRole('button', { name: 'Cancel' }));
    expect(confirmation()).not.toBeInTheDocument();
    expect(buttonNamed('Reset link')).toHaveFocus();
    expect(callsTo(RESET)).toEqual([]);
    expect(feedUrlShown()).toBe(url);
  });

  it("a failed reset toasts 'Error occurred while trying to reset the calendar link.' and keeps the link and the question", async () => {
    server.use(http.post(`*${RESET}`, problem));
    const { user, toasts } = await openStep2('Google Calendar');
    const url = feedUrlShown();
    const { id } = (await callsTo(LINK)[0]!.body) as { id: string };
    await user.click(buttonNamed('Reset link'));
    await user.click(within(confirmation()!).getByRole('button', { name: 'Reset link' }));
    await waitFor(() =>
      expect(toasts.error.mock.calls).toEqual([['Error occurred while trying to reset the calendar link.']]),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(feedUrlShown()).toBe(url);
    expect(within(confirmation()!).getByRole('button', { name: 'Reset link' })).toBeEnabled();
    expect((await fetchFeed(id)).status).toBe(200);
  });

  it('shows the reset busy while it runs', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`*${RESET}`, async () => {
        await answered;
        return problem();
      }),
    );
    const { user } = await openStep2('Google Calendar');
    await user.click(buttonNamed('Reset link'));
    await user.click(within(confirmation()!).getByRole('button', { name: 'Reset link' }));
    const question = confirmation()!;
    await waitFor(() => expect(within(question).getByRole('button', { name: /Resetting the link/ })).toBeDisabled());
    expect(within(question).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer();
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Reset link' })).toBeEnabled());
  });

  it('speaks Spanish: Restablecer enlace, asked first', async () => {
    const app = await renderApp(<CalendarIntegrationDialog />, { language: 'es' });
    await app.user.click(screen.getByRole('button', { name: 'Integración de calendario' }));
    await waitFor(() => expect(isOpen()).toBe(true));
    await app.user.click(radioNamed('Google Calendar'));
    await waitFor(() => expect(buttonNamed('Siguiente')).toBeEnabled());
    await app.user.click(buttonNamed('Siguiente'));
    await app.user.click(await within(dialog()).findByRole('button', { name: 'Restablecer enlace' }));
    const question = within(dialog()).getByRole('group', { name: '¿Restablecer el enlace del calendario?' });
    expect(within(question).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(within(question).getByRole('button', { name: 'Restablecer enlace' })).toBeEnabled();
  });
});

describe('CalendarIntegrationDialog: closing', () => {
  it(`keeps step 2 while closing and resets the step only after ${STEP_RESET_DELAY_MS} ms`, async () => {
    expect(STEP_RESET_DELAY_MS).toBe(500);
    await openStep2('Google Calendar');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await clickWhileClockIsFake(buttonNamed('Close'));
    expect(isOpen()).toBe(false);
    // The closing dialog still shows step 2, so its animation does not flash step 1.
    expect(step()).toBe('2');
    await act(async () => vi.advanceTimersByTime(STEP_RESET_DELAY_MS - 1));
    expect(step()).toBe('2');
    await act(async () => vi.advanceTimersByTime(1));
    expect(step()).toBe('1');
    // And the choice is gone.
    expectNoChoice();
  });

  it('resets the choice at once: opened again straight away, nothing is chosen and Next is disabled', async () => {
    const { user } = await open();
    await choose(user, 'Google Calendar');
    await user.click(buttonNamed('Next'));
    expect(step()).toBe('2');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await clickWhileClockIsFake(buttonNamed('Close'));
    expect(isOpen()).toBe(false);
    await act(async () => vi.advanceTimersByTime(10));
    await clickWhileClockIsFake(trigger());
    expect(isOpen()).toBe(true);
    expect(step()).toBe('1');
    expectNoChoice();
    expect(buttonNamed('Next')).toBeDisabled();
    // The pending reset does nothing more once the dialog is open again.
    await act(async () => vi.advanceTimersByTime(STEP_RESET_DELAY_MS));
    expect(isOpen()).toBe(true);
    expect(step()).toBe('1');
  });

  it('from step 1, closing clears the choice', async () => {
    const { user } = await open();
    await choose(user, 'Outlook Calendar');
    await user.click(buttonNamed('Close'));
    await waitFor(() => expect(isOpen()).toBe(false));
    expectNoChoice();
    await user.click(trigger());
    expect(buttonNamed('Next')).toBeDisabled();
  });
});
