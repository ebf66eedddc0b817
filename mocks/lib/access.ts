import { db } from '../db';
import { toCompany } from './account-shapes';
import { problem } from './problem';
import { companyIdsOf, unmetGate, type RequestParts, type Requirements } from './requirements';

export function membershipOf(userId: number, companyId: number) {
  return db.companyUser.findFirst({
    where: { userId: { equals: userId }, companyId: { equals: companyId } },
  });
}

/**
 * 403 unless the user belongs to the company (and is active in it), whether or not the company exists (a
 * 404 would tell a stranger which ids are companies).
 */
export function forbiddenUnlessMember(userId: number, companyId: number, request: Request): Response | null {
  const membership = membershipOf(userId, companyId);
  if (membership?.isActive) return null;
  return problem(403, {
    detail: `The user is not an active member of company ${companyId}.`,
    instance: new URL(request.url).pathname,
  });
}

/** Why the user may not act in the company under the requirement (its 403 detail), or null. */
function refusal(requirements: Requirements, userId: number, companyId: number): string | null {
  const membership = membershipOf(userId, companyId);
  const company = db.company.findFirst({ where: { id: { equals: companyId } } });
  if (!membership?.isActive || !company) return `The user is not an active member of company ${companyId}.`;
  return unmetGate(toCompany(company, membership), requirements)?.detail ?? null;
}

/**
 * THE authorization gate of the demo backend: the operation's `x-requires` from the contract, judged for
 * every company the request names. 403 (problem) unless the caller is an active member of each and each
 * passes the product, feature, orders and role gates; `route()` calls it for every operation that has one,
 * after the token and the request's shape, before the handler.
 */
export function forbiddenUnlessRequirementsMet(
  requirements: Requirements,
  parts: RequestParts,
  userId: number,
  request: Request,
): Response | null {
  const instance = new URL(request.url).pathname;
  const companyIds = companyIdsOf(requirements, parts);
  if (companyIds.length === 0) {
    return problem(403, { detail: `The request names no company at ${requirements.membership}.`, instance });
  }
  for (const companyId of companyIds) {
    const detail = refusal(requirements, userId, companyId);
    if (detail !== null) return problem(403, { detail, instance });
  }
  return null;
}

/** Whether the user could call an operation with these requirements for the company now. */
export function meetsRequirements(requirements: Requirements | undefined, userId: number, companyId: number): boolean {
  return requirements === undefined || refusal(requirements, userId, companyId) === null;
}
