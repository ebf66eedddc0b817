import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it, type Mock } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';

/**
 * What the screen tests share beside renderApp (./render-app.tsx): the ways a server's answer fails, a field's
 * error text, typing as a user does, and jsdom's missing ResizeObserver.
 */

/** One way the server's answer fails, and how many requests the screen makes before it gives up. */
export interface FailureCase {
  name: string;
  answer: () => Response;
  requests: number;
}

/**
 * A network failure, a malformed JSON body and a contract-breaking 200. Each screen brings its own bodies:
 * `malformedJson` is cut off mid-way, `contractBreaking` parses but lacks what the contract requires.
 */
export function failureCases(bodies: { malformedJson: string; contractBreaking: JsonBodyType }): FailureCase[] {
  return [
    // Another attempt may cure the network: the query client tries three more times before it gives up.
    { name: 'a network failure', answer: () => HttpResponse.error(), requests: 4 },
    {
      name: 'a malformed JSON body',
      answer: () => new HttpResponse(bodies.malformedJson, { headers: { 'Content-Type': 'application/json' } }),
      requests: 1,
    },
    { name: 'a contract-breaking 200', answer: () => HttpResponse.json(bodies.contractBreaking), requests: 1 },
  ];
}

/** A screen's load that can fail, as `itRecoversFromLoadFailures` drives it. */
export interface FailingLoad {
  /** The call whose answers fail (an msw path: `*` and the API path). */
  request: string;
  /** The spec's catalogue message of the failed load. */
  message: string;
  /** The page's heading, which stays in place through the failure and Retry. */
  heading: string;
  /** Renders the screen. */
  show: () => Promise<{ user: UserEvent; toasts: { error: Mock } }>;
  /** Checks that nothing of the screen's own shows for a failed answer (a form, its buttons). */
  nothingShown?: () => void;
  /** Waits for what the screen shows once its load recovered. */
  shown: () => Promise<unknown>;
}

/**
 * One test for each way of `failures` the screen's load fails: the spec's message inline with Retry once the
 * screen gave up (after the requests that way allows) and one toast; no table that would claim there are
 * no rows; Retry, the server answering well again, recovers in place: the same heading, no alert, no second
 * toast.
 */
export function itRecoversFromLoadFailures(
  server: Pick<SetupServer, 'use'>,
  failures: readonly FailureCase[],
  load: FailingLoad,
): void {
  for (const { name, answer, requests: attempts } of failures) {
    it(`${name}: the spec's message inline with Retry and one toast; Retry recovers in place`, async () => {
      let failing = true;
      let requests = 0;
      // Fails until Retry; then falls through to the screen's usual answer.
      server.use(
        http.get(load.request, () => {
          requests += 1;
          return failing ? answer() : undefined;
        }),
      );
      const { user, toasts } = await load.show();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(load.message);
      const retry = within(alert).getByRole('button', { name: 'Retry' });
      expect(requests).toBe(attempts);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      load.nothingShown?.();
      expect(toasts.error.mock.calls).toEqual([[load.message]]);
      const heading = screen.getByRole('heading', { level: 1, name: load.heading });

      failing = false;
      await user.click(retry);
      await load.shown();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: load.heading })).toBe(heading);
      expect(toasts.error).toHaveBeenCalledTimes(1);
    });
  }
}

/** A server failure as the API sends it: a problem body with status 500 (or `status`). */
export function serverProblem(status = 500): Response {
  return HttpResponse.json(
    { title: 'Server error', status },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** A server error (500), which the query client tries three more times before it gives up. */
export const SERVER_ERROR: FailureCase = { name: 'a server error', answer: () => serverProblem(), requests: 4 };

/** The error message the field points at (aria-describedby), '' without one. */
export function errorOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('__error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('|');
}

/**
 * The form control a visible label names (the label's text starts with `label`: a required mark may follow),
 * in the page or in `container` (a dialog).
 */
export const fieldLabelled = (label: string, container?: HTMLElement) =>
  (container ? within(container) : screen).getByLabelText(new RegExp(`^${label}`));

/**
 * A day (a Date, or yyyy-MM-dd) as a date field shows it and a user types it, MM/DD/YYYY: written out here,
 * not taken from the portal's own conversion, so that a test of that conversion compares with something
 * independent.
 */
export function usDay(day: Date | string): string {
  if (typeof day === 'string') return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(day.getMonth() + 1)}/${pad(day.getDate())}/${pad(day.getFullYear(), 4)}`;
}

/** Puts `value` in the field at once, in place of what it held, as a paste over a selection does. */
export async function replaceText(user: UserEvent, input: HTMLElement, value: string): Promise<void> {
  if (!value) return user.clear(input);
  await user.tripleClick(input);
  await user.paste(value);
}

/**
 * Types a report's range into From Date and To Date (masked fields: a key at a time, as a user types them),
 * checks the fields show it, and presses Search.
 */
export async function searchDateRange(user: UserEvent, from: string, to: string): Promise<void> {
  for (const [label, value] of [
    ['From Date', from],
    ['To Date', to],
  ] as const) {
    await user.clear(fieldLabelled(label));
    if (value) await user.type(fieldLabelled(label), value);
  }
  expect(fieldLabelled('From Date')).toHaveValue(from);
  expect(fieldLabelled('To Date')).toHaveValue(to);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

/** jsdom has no ResizeObserver; menus and popovers (floating-ui) watch their trigger with one. */
export function stubResizeObserver(): void {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}
