import { HttpResponse, type JsonBodyType } from 'msw';

/**
 * What the screen tests share beside renderApp (./render-app.tsx): the ways a server's answer fails, a field's
 * error text, and jsdom's missing ResizeObserver.
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
