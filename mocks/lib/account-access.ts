import { db } from '../db';
import { forbiddenUnlessMember, membershipOf } from './access';
import type { MembershipRow, UserRow } from './account-shapes';
import { problem } from './problem';

const instanceOf = (request: Request) => new URL(request.url).pathname;

export const badRequest = (request: Request, detail: string) => problem(400, { detail, instance: instanceOf(request) });
export const forbidden = (request: Request, detail: string) => problem(403, { detail, instance: instanceOf(request) });
export const notFound = (request: Request, detail: string) => problem(404, { detail, instance: instanceOf(request) });
export const conflict = (request: Request, detail: string) => problem(409, { detail, instance: instanceOf(request) });

/**
 * The caller's active membership of the company (its role and switches), or the 403 problem of
 * forbiddenUnlessMember. Who may call at all (membership, role) is the contract's x-requires, which
 * route() judges before the handler; a handler asks for the row, not the permission.
 */
export function callerMembership(userId: number, companyId: number, request: Request): MembershipRow | Response {
  const denied = forbiddenUnlessMember(userId, companyId, request);
  if (denied) return denied;
  return membershipOf(userId, companyId) ?? forbidden(request, `The user is not a member of company ${companyId}.`);
}

export function findCompany(companyId: number) {
  return db.company.findFirst({ where: { id: { equals: companyId } } });
}

export function findUser(userId: number): UserRow | null {
  return db.user.findFirst({ where: { id: { equals: userId } } });
}

export function findUserByEmail(email: string): UserRow | undefined {
  const wanted = email.trim().toLowerCase();
  return db.user.getAll().find((user) => user.email.toLowerCase() === wanted);
}

export function activeMembershipsOf(userId: number): MembershipRow[] {
  return db.companyUser
    .findMany({ where: { userId: { equals: userId }, isActive: { equals: true } } })
    .sort((a, b) => a.companyId - b.companyId);
}

/** The membership that stands for a user when no company is given: the default one, else the first. */
export function primaryMembershipOf(userId: number): MembershipRow | null {
  const memberships = activeMembershipsOf(userId);
  return memberships.find((membership) => membership.isDefault) ?? memberships[0] ?? null;
}
