import { problem } from './problem';

/** The content area's 403, 404 and 400 problems, each naming the request path as the instance. */
export function forbidden(request: Request, detail: string): Response {
  return problem(403, { detail, instance: new URL(request.url).pathname });
}

export function notFound(request: Request, detail: string): Response {
  return problem(404, { detail, instance: new URL(request.url).pathname });
}

export function badRequest(request: Request, detail: string, errors: Record<string, string[]>): Response {
  return problem(400, { detail, instance: new URL(request.url).pathname, errors });
}
