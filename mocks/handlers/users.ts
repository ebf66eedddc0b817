import { HttpResponse, type HttpHandler } from 'msw';
import { UserRole, UserStatus } from '../../src/generated/model';
import { db } from '../db';
import { membershipOf } from '../lib/access';
import {
  activeMembershipsOf,
  badRequest,
  callerMembership,
  conflict,
  findCompany,
  findUser,
  findUserByEmail,
  forbidden,
  notFound,
  primaryMembershipOf,
} from '../lib/account-access';
import { saveOwnProfile } from '../lib/account-profile';
import {
  allowedAccessFlags,
  isManagerRole,
  sameAccessFlags,
  toCompanyUser,
  toUser,
  toUserPermissions,
  type MembershipRow,
  type UserRow,
} from '../lib/account-shapes';
import { route } from '../lib/route';

const byName = (a: UserRow, b: UserRow) =>
  a.lastName.localeCompare(b.lastName, 'en') || a.firstName.localeCompare(b.firstName, 'en') || a.id - b.id;

function nextUserId(): number {
  return db.user.getAll().reduce((highest, user) => Math.max(highest, user.id), 0) + 1;
}

/**
 * The membership a lookup by email shows: the target's membership in a company the caller manages,
 * so the stepper can see an existing colleague, and nothing from companies the caller is not in.
 */
function membershipVisibleTo(callerId: number, targetId: number): MembershipRow | null {
  const managed = activeMembershipsOf(callerId).filter((membership) => isManagerRole(membership.userRole));
  for (const { companyId } of managed) {
    const membership = membershipOf(targetId, companyId);
    if (membership) return membership;
  }
  return null;
}

function sharesManagedCompany(callerId: number, targetId: number): boolean {
  return membershipVisibleTo(callerId, targetId) !== null;
}

export const usersHandlers: HttpHandler[] = [
  route('getCompanyUsers', ({ request, query, user }) => {
    const caller = callerMembership(user.userId, query.companyId, request);
    if (caller instanceof Response) return caller;
    const memberships = db.companyUser.findMany({
      where: {
        companyId: { equals: query.companyId },
        ...(query.userId === undefined ? {} : { userId: { equals: query.userId } }),
      },
    });
    if (query.userId !== undefined && memberships.length === 0) {
      return notFound(request, `User ${query.userId} is not a member of company ${query.companyId}.`);
    }
    const rows = memberships
      .flatMap((membership) => {
        const row = findUser(membership.userId);
        return row ? [{ row, membership }] : [];
      })
      .sort((a, b) => byName(a.row, b.row))
      .map(({ row, membership }) => toCompanyUser(row, membership, caller));
    return HttpResponse.json(rows);
  }),

  route('getUserByEmail', ({ request, query, user }) => {
    if (!activeMembershipsOf(user.userId).some((membership) => isManagerRole(membership.userRole))) {
      return forbidden(request, 'Only owners and administrators may look users up by email.');
    }
    const target = findUserByEmail(query.email);
    if (!target) return notFound(request, 'No user has this email address.');
    return HttpResponse.json(toUser(target, membershipVisibleTo(user.userId, target.id)));
  }),

  route('getUserPermissions', ({ request, query, user }) => {
    const caller = callerMembership(user.userId, query.companyId, request);
    if (caller instanceof Response) return caller;
    if (query.userId !== user.userId && !isManagerRole(caller.userRole)) {
      return forbidden(request, "Only owners and administrators may read another user's permissions.");
    }
    const target = membershipOf(query.userId, query.companyId);
    if (!target) return notFound(request, `User ${query.userId} is not a member of company ${query.companyId}.`);
    return HttpResponse.json(toUserPermissions(target));
  }),

  route('updateUserStatus', ({ request, body }) => {
    const target = membershipOf(body.userId, body.companyId);
    if (!target) return notFound(request, `User ${body.userId} is not a member of company ${body.companyId}.`);
    if (target.userRole === UserRole.Owner) return forbidden(request, 'The status of an owner cannot be changed.');
    db.companyUser.update({
      where: { id: { equals: target.id } },
      data: { isActive: body.status === UserStatus.Active },
    });
    return new HttpResponse(null, { status: 204 });
  }),

  route('addUser', ({ request, body }) => {
    const company = findCompany(body.companyId);
    if (!company) return notFound(request, `Company ${body.companyId} does not exist.`);
    const email = body.email.trim();
    if (email.toLowerCase() !== body.confirmEmail.trim().toLowerCase()) {
      return badRequest(request, 'Email and Confirm Email must match.');
    }
    const existing = findUserByEmail(email);
    if (existing && membershipOf(existing.id, company.id))
      return conflict(request, 'User already exists in the company');
    if (!existing && (body.firstName.trim() === '' || body.lastName.trim() === '')) {
      return badRequest(request, 'First name and last name are required.');
    }

    const target =
      existing ??
      db.user.create({
        id: nextUserId(),
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email,
        has_SSO: body.has_SSO,
        password: null,
        createdDate: new Date().toISOString(),
      });
    const membership = db.companyUser.create({
      id: `${company.id}:${target.id}`,
      companyId: company.id,
      userId: target.id,
      userRole: body.userRole,
      isActive: true,
      isDefault: activeMembershipsOf(target.id).length === 0,
      selectCompany: false,
      lastLogin: null,
      ...allowedAccessFlags(body, company),
    });
    return HttpResponse.json(toUser(target, membership), { status: 201 });
  }),

  route('updateOwnUser', ({ request, body, user }) => {
    if (body.userId !== user.userId) return forbidden(request, 'Users may update only their own record.');
    const self = findUser(user.userId);
    if (!self) return notFound(request, `User ${user.userId} does not exist.`);
    const saved = saveOwnProfile(self, body, request);
    if (saved instanceof Response) return saved;
    return HttpResponse.json(toUser(saved, primaryMembershipOf(saved.id)));
  }),

  route('updateCompanyUser', ({ request, body, user }) => {
    const company = findCompany(body.companyId);
    const target = membershipOf(body.userId, body.companyId);
    const targetUser = findUser(body.userId);
    if (!company || !target || !targetUser) {
      return notFound(request, `User ${body.userId} is not a member of company ${body.companyId}.`);
    }
    const flags = allowedAccessFlags(body, company);
    const isSelf = body.userId === user.userId;
    if (isSelf && (body.userRole !== target.userRole || !sameAccessFlags(flags, target))) {
      return forbidden(request, 'Users cannot change their own role or permissions.');
    }
    if (!isSelf && target.userRole === UserRole.Owner)
      return forbidden(request, 'An owner can be updated only by themselves.');
    if (!isSelf && body.userRole === UserRole.Owner) {
      return forbidden(request, 'The Owner role can be set only by an owner on themselves.');
    }

    const saved = isSelf ? saveOwnProfile(targetUser, body, request) : targetUser;
    if (saved instanceof Response) return saved;
    const membership =
      db.companyUser.update({ where: { id: { equals: target.id } }, data: { userRole: body.userRole, ...flags } }) ??
      target;
    return HttpResponse.json(toUser(saved, membership));
  }),

  route('sendConfirmationEmail', ({ request, body, user }) => {
    const target = findUser(body.userId);
    if (!target) return notFound(request, `User ${body.userId} does not exist.`);
    if (target.id !== user.userId && !sharesManagedCompany(user.userId, target.id)) {
      return forbidden(request, 'Only the user or an owner or administrator of their company may send this.');
    }
    if (target.email.toLowerCase() !== body.email.trim().toLowerCase()) {
      return badRequest(request, 'The email address is not the email of this user.');
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
