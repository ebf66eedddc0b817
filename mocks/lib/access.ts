import { db } from '../db';
import { problem } from './problem';

export function membershipOf(userId: number, companyId: number) {
  return db.companyUser.findFirst({
    where: { userId: { equals: userId }, companyId: { equals: companyId } },
  });
}

/**
 * 403 unless the user belongs to the company (and is active in it). Handlers call it with the company
 * id of the request before touching company data.
 */
export function forbiddenUnlessMember(userId: number, companyId: number, request: Request): Response | null {
  const membership = membershipOf(userId, companyId);
  if (membership?.isActive) return null;
  return problem(403, {
    detail: `The user is not an active member of company ${companyId}.`,
    instance: new URL(request.url).pathname,
  });
}
