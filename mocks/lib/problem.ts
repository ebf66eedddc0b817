import { HttpResponse } from 'msw';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  500: 'Internal Server Error',
};

export interface ProblemOptions {
  detail?: string;
  instance?: string;
  errors?: Record<string, string[]>;
}

/** An RFC 9457 problem response, the one error body of the contract. */
export function problem(status: number, options: ProblemOptions = {}): HttpResponse<string> {
  const body = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    ...options,
  };
  return new HttpResponse(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}
