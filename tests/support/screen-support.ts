import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { HttpResponse, type JsonBodyType } from 'msw';

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

/** A server failure as the API sends it: a problem body with status 500 (or `status`). */
export function serverProblem(status = 500): Response {
  return HttpResponse.json(
    { title: 'Server error', status },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

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
