import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AddUserResponse,
  GetCompanyUsersResponse,
  GetUserByEmailResponse,
  GetUserPermissionsResponse,
  UpdateCompanyUserResponse,
  UpdateOwnUserResponse,
  updateOwnUserBodyNewPasswordMin,
} from '../../src/generated/zod/index.zod';
import { NewUserRole, UserRole, UserStatus } from '../../src/generated/model';
import {
  ACME,
  BETA,
  call,
  GAMMA,
  parsed,
  problemOf,
  useDemoBackend,
  useDemoTokens,
} from '../../tests/support/demo-api';
import { db } from '../db';
import { OWNER_PREVIOUS_PASSWORDS } from '../seed/account';
import { accessFlagsWith, ALL_ACCESS, NO_ACCESS } from '../lib/account-shapes';
import { expectNoContent, reseedAccountArea } from '../lib/account-testing';
import type { RouteBody } from '../lib/route';

useDemoBackend();

const tokens = useDemoTokens();
beforeEach(() => reseedAccountArea());

const usersOf = async (token: string, companyId: number, userId?: number) =>
  parsed(await call('/api/users', { token, query: { companyId, userId } }), GetCompanyUsersResponse);

const permissionsOf = async (token: string, companyId: number, userId: number) =>
  parsed(await call('/api/users/userPermissions', { token, query: { companyId, userId } }), GetUserPermissionsResponse);

const setStatus = (token: string, companyId: number, userId: number, status: UserStatus) =>
  call('/api/users/status', {
    method: 'POST',
    token,
    body: { userId, companyId, status, idToken: 'header.id-token.signature', companyLegacyId: 50001 },
  });

function newUser(companyId: number, email: string, overrides: Partial<RouteBody<'addUser'>> = {}) {
  return {
    companyId,
    companyLegacyId: 50001,
    companyName: 'Acme Health',
    authorizingUser: 'admin@demo.test',
    firstName: 'Nadia',
    lastName: 'Okafor',
    email,
    confirmEmail: email,
    has_SSO: false,
    userRole: 3,
    ...NO_ACCESS,
    accessJobs: true,
    ...overrides,
  } satisfies RouteBody<'addUser'>;
}

const addUser = (token: string, body: RouteBody<'addUser'>) => call('/api/users', { method: 'POST', token, body });

function ownUpdate(userId: number, overrides: Partial<RouteBody<'updateOwnUser'>> = {}) {
  const user = db.user.findFirst({ where: { id: { equals: userId } } });
  if (!user) throw new Error(`No user ${userId}`);
  return {
    userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    confirmEmail: user.email,
    ...overrides,
  } satisfies RouteBody<'updateOwnUser'>;
}

const updateOwn = (token: string, body: RouteBody<'updateOwnUser'>) =>
  call('/api/users', { method: 'PUT', token, body });

function companyUserUpdate(companyId: number, userId: number, overrides: Partial<RouteBody<'updateCompanyUser'>> = {}) {
  const user = db.user.findFirst({ where: { id: { equals: userId } } });
  if (!user) throw new Error(`No user ${userId}`);
  return {
    ...ownUpdate(userId),
    userRole: 3,
    authorizingUser: 'admin@demo.test',
    companyId,
    companyLegacyId: 50001,
    ...NO_ACCESS,
    ...overrides,
  } satisfies RouteBody<'updateCompanyUser'>;
}

const updateCompanyUser = (token: string, body: RouteBody<'updateCompanyUser'>) =>
  call('/api/users/companyuser', { method: 'PUT', token, body });

const passwordOf = (userId: number) => db.user.findFirst({ where: { id: { equals: userId } } })?.password;

describe('the seed', () => {
  it('is the same on every run for the same day', () => {
    const snapshot = () =>
      JSON.stringify([db.user.getAll(), db.companyUser.getAll(), db.notification.getAll(), db.companyInfo.getAll()]);
    const first = snapshot();
    reseedAccountArea();
    expect(snapshot()).toBe(first);
    expect(db.notification.count()).toBe(66);
  });

  it('has at least 40 users with unique valid emails, mixed roles, inactive members and missing last logins', async () => {
    const lists = await Promise.all([ACME, BETA, GAMMA].map((companyId) => usersOf(tokens.owner, companyId)));
    const rows = lists.flat();
    const people = new Map(rows.map((row) => [row.userId, row.emailAddress]));
    expect(people.size).toBeGreaterThanOrEqual(40);
    expect(new Set([...people.values()].map((email) => email.toLowerCase())).size).toBe(people.size);
    const [acme] = lists;
    expect(acme?.length).toBeGreaterThan(lists[1]?.length ?? 0);
    expect(new Set(acme?.map((row) => row.userRole))).toEqual(new Set([1, 2, 3]));
    expect(acme?.some((row) => !row.isActiveForCompany)).toBe(true);
    expect(acme?.some((row) => row.lastLogin === null)).toBe(true);
    expect(acme?.filter((row) => row.lastLogin !== null).length).toBeGreaterThan((acme?.length ?? 0) / 2);
  });
});

describe('getCompanyUsers', () => {
  it('lists active and inactive users with actionEnabled from the caller’s point of view', async () => {
    const asAdmin = await usersOf(tokens.admin, ACME);
    const row = (userId: number) => asAdmin.find((entry) => entry.userId === userId);
    expect(row(1)).toMatchObject({ fullName: 'Olivia Owner', userRole: 1, actionEnabled: false });
    expect(row(2)?.actionEnabled).toBe(true);
    expect(row(3)).toMatchObject({ emailAddress: 'user@demo.test', isActiveForCompany: true, actionEnabled: true });
    expect(asAdmin.filter((entry) => entry.userRole !== UserRole.Owner).every((entry) => entry.actionEnabled)).toBe(
      true,
    );

    const asUser = await usersOf(tokens.user, ACME);
    expect(asUser.filter((entry) => entry.actionEnabled).map((entry) => entry.userId)).toEqual([3]);
    expect(asUser.length).toBe(asAdmin.length);
  });

  it('narrows to one user, answers 404 for a non-member and 403 for a foreign company', async () => {
    expect((await usersOf(tokens.user, ACME, 2)).map((entry) => entry.userId)).toEqual([2]);
    const betaOnly = (await usersOf(tokens.owner, BETA)).find((entry) => entry.userId > 4);
    await problemOf(
      await call('/api/users', { token: tokens.user, query: { companyId: ACME, userId: betaOnly?.userId } }),
      404,
    );
    await problemOf(await call('/api/users', { token: tokens.admin, query: { companyId: BETA } }), 403);
  });
});

describe('getUserByEmail', () => {
  it('finds a user case-insensitively', async () => {
    const found = await parsed(
      await call('/api/users/byemail', { token: tokens.admin, query: { email: 'USER@Demo.Test' } }),
      GetUserByEmailResponse,
    );
    expect(found).toMatchObject({ id: 3, firstName: 'Uma', lastName: 'User', userRole: 3, accessJobs: true });
  });

  it('answers 404 for an unknown email and 403 to a caller who manages no company', async () => {
    await problemOf(
      await call('/api/users/byemail', { token: tokens.admin, query: { email: 'nobody@nowhere.test' } }),
      404,
    );
    await problemOf(await call('/api/users/byemail', { token: tokens.user, query: { email: 'admin@demo.test' } }), 403);
  });
});

describe('getUserPermissions', () => {
  it("answers a member's role and switches to a manager and to the user themselves", async () => {
    expect(await permissionsOf(tokens.owner, ACME, 3)).toEqual({
      userId: 3,
      companyId: ACME,
      userRole: 3,
      ...ALL_ACCESS,
      accessResumes: false,
      editAllJobPostings: false,
      accessOFCCPAccountManagement: false,
      accessDiversitySourcing: false,
    });
    expect((await permissionsOf(tokens.user, ACME, 3)).userRole).toBe(3);
  });

  it('refuses a plain user reading someone else, and answers 404 for a non-member', async () => {
    await problemOf(
      await call('/api/users/userPermissions', { token: tokens.user, query: { companyId: ACME, userId: 2 } }),
      403,
    );
    await problemOf(
      await call('/api/users/userPermissions', { token: tokens.owner, query: { companyId: GAMMA, userId: 2 } }),
      404,
    );
  });
});

describe('updateUserStatus', () => {
  it('deactivates and reactivates a user, and the list shows it', async () => {
    expectNoContent(await setStatus(tokens.admin, ACME, 3, UserStatus.Inactive));
    expect((await usersOf(tokens.admin, ACME, 3))[0]?.isActiveForCompany).toBe(false);
    // An inactive member has lost access to the company.
    await problemOf(await call('/api/users', { token: tokens.user, query: { companyId: ACME } }), 403);
    expectNoContent(await setStatus(tokens.owner, ACME, 3, UserStatus.Active));
    expect((await usersOf(tokens.admin, ACME, 3))[0]?.isActiveForCompany).toBe(true);
  });

  it('refuses plain users and any change to an owner', async () => {
    await problemOf(await setStatus(tokens.user, ACME, 4, UserStatus.Inactive), 403);
    await problemOf(await setStatus(tokens.admin, ACME, 1, UserStatus.Inactive), 403);
    expect((await usersOf(tokens.admin, ACME, 4))[0]?.isActiveForCompany).toBe(true);
    expect((await usersOf(tokens.admin, ACME, 1))[0]?.isActiveForCompany).toBe(true);
  });
});

describe('addUser', () => {
  it('creates an unknown email as a new user and lists them', async () => {
    const body = newUser(ACME, 'nadia.okafor@newhire.test', { userRole: 2, accessReports: true });
    const added = await parsed(await addUser(tokens.admin, body), AddUserResponse, 201);
    expect(added).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Okafor',
      userRole: 2,
      accessJobs: true,
      accessReports: true,
    });
    const [row] = await usersOf(tokens.admin, ACME, added.id);
    expect(row).toMatchObject({ emailAddress: body.email, isActiveForCompany: true, lastLogin: null, userRole: 2 });
    expect(await permissionsOf(tokens.admin, ACME, added.id)).toMatchObject({
      accessReports: true,
      accessResumes: false,
    });
  });

  it('adds an existing user by email with their own names and the given role', async () => {
    const acmeIds = new Set((await usersOf(tokens.owner, ACME)).map((entry) => entry.userId));
    const outsider = (await usersOf(tokens.owner, GAMMA)).find((entry) => !acmeIds.has(entry.userId));
    if (!outsider) throw new Error('Gamma has no member outside Acme');
    const body = newUser(ACME, outsider.emailAddress.toUpperCase(), { firstName: 'Wrong', lastName: 'Name' });
    const added = await parsed(await addUser(tokens.owner, body), AddUserResponse, 201);
    expect(added).toMatchObject({
      id: outsider.userId,
      firstName: outsider.firstName,
      lastName: outsider.lastName,
      userRole: 3,
    });
    expect((await usersOf(tokens.owner, ACME, outsider.userId))[0]?.fullName).toBe(outsider.fullName);
    expect((await usersOf(tokens.owner, GAMMA, outsider.userId))[0]?.userRole).toBe(outsider.userRole);
  });

  it('answers 409 when the email is already in the company', async () => {
    const conflict = await problemOf(await addUser(tokens.admin, newUser(ACME, 'User@Demo.test')), 409);
    expect(conflict.detail).toBe('User already exists in the company');
  });

  it('refuses plain users, mismatched confirmation, and Diversity Sourcing without AICM', async () => {
    await problemOf(await addUser(tokens.user, newUser(ACME, 'someone@newhire.test')), 403);
    await problemOf(
      await addUser(tokens.admin, { ...newUser(ACME, 'a@newhire.test'), confirmEmail: 'b@newhire.test' }),
      400,
    );
    const gamma = await parsed(
      await addUser(tokens.owner, newUser(GAMMA, 'sourcer@newhire.test', { accessDiversitySourcing: true })),
      AddUserResponse,
      201,
    );
    expect(gamma.accessDiversitySourcing).toBe(false);
    const acme = await parsed(
      await addUser(tokens.owner, newUser(ACME, 'sourcer@newhire.test', { accessDiversitySourcing: true })),
      AddUserResponse,
      201,
    );
    expect(acme.accessDiversitySourcing).toBe(true);
  });

  it('adds and lists every valid new user', async () => {
    const name = fc.string({ minLength: 1, maxLength: 40 }).filter((value) => value.trim() !== '');
    const bodies = fc.record({
      local: fc.stringMatching(/^[a-z][a-z0-9]{0,20}$/),
      firstName: name,
      lastName: name,
      userRole: fc.constantFrom(...Object.values(NewUserRole)),
      flags: fc.record(accessFlagsWith(() => fc.boolean())),
    });
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(bodies, async ({ local, firstName, lastName, userRole, flags }) => {
        sequence += 1;
        const email = `${local}.${sequence}@generated.test`;
        const body = newUser(ACME, email, { firstName, lastName, userRole, ...flags });
        const added = await parsed(await addUser(tokens.admin, body), AddUserResponse, 201);
        const [row] = await usersOf(tokens.admin, ACME, added.id);
        expect(row).toMatchObject({
          emailAddress: email,
          userRole,
          firstName: firstName.trim(),
          isActiveForCompany: true,
        });
        expect(await permissionsOf(tokens.admin, ACME, added.id)).toMatchObject(flags);
      }),
      { numRuns: 30 },
    );
  });
});

describe('updateOwnUser', () => {
  it('persists names and email and answers the user', async () => {
    const body = ownUpdate(3, {
      firstName: 'Umaima',
      lastName: 'Usher',
      email: 'uma.usher@demo.test',
      confirmEmail: 'uma.usher@demo.test',
    });
    const saved = await parsed(await updateOwn(tokens.user, body), UpdateOwnUserResponse);
    expect(saved).toMatchObject({
      id: 3,
      firstName: 'Umaima',
      lastName: 'Usher',
      email: 'uma.usher@demo.test',
      userRole: 3,
    });
    expect((await usersOf(tokens.user, ACME, 3))[0]).toMatchObject({
      fullName: 'Umaima Usher',
      emailAddress: 'uma.usher@demo.test',
    });
  });

  it("refuses someone else's record, a mismatched confirmation and an email another user has", async () => {
    await problemOf(await updateOwn(tokens.user, ownUpdate(2)), 403);
    await problemOf(await updateOwn(tokens.user, ownUpdate(3, { confirmEmail: 'other@demo.test' })), 400);
    await problemOf(
      await updateOwn(tokens.user, ownUpdate(3, { email: 'admin@demo.test', confirmEmail: 'admin@demo.test' })),
      409,
    );
  });

  it('changes the password only when every password rule holds', async () => {
    const attempt = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
      updateOwn(tokens.owner, ownUpdate(1, { firstName: 'Changed', currentPassword, newPassword, confirmPassword }));
    const refusals: [string, string, string?][] = [
      ['wrong-password', 'BrandNewPass#1'],
      ['', 'BrandNewPass#1'],
      ['demo', 'BrandNewPass#1', 'BrandNewPass#2'],
      ['demo', OWNER_PREVIOUS_PASSWORDS[0]],
    ];
    for (const [current, next, confirm] of refusals) {
      const refused = await problemOf(await attempt(current, next, confirm), 400);
      expect(refused.detail).toContain('Password');
    }
    // Shorter than the contract's minLength: route()'s contract check refuses it, naming body.newPassword (the
    // answer still mentions 'Password', so the portal shows its password toast).
    const short = 'S'.repeat(updateOwnUserBodyNewPasswordMin - 1);
    const tooShort = await problemOf(await attempt('demo', short), 400);
    expect(tooShort).toHaveProperty(['errors', 'body.newPassword']);
    expect(passwordOf(1)).toBe('demo');
    expect((await usersOf(tokens.owner, ACME, 1))[0]?.firstName).toBe('Olivia');

    await parsed(await attempt('demo', 'BrandNewPass#1'), UpdateOwnUserResponse);
    expect(passwordOf(1)).toBe('BrandNewPass#1');
    const atTheMinimum = 'Another#22';
    expect(atTheMinimum).toHaveLength(updateOwnUserBodyNewPasswordMin);
    await parsed(await attempt('BrandNewPass#1', atTheMinimum), UpdateOwnUserResponse);
    const back = await problemOf(await attempt(atTheMinimum, 'BrandNewPass#1'), 400);
    expect(back.detail).toMatch(/Password was used before/);
  });

  it('refuses a password change to a single-sign-on user', async () => {
    const refused = await problemOf(
      await updateOwn(
        tokens.sso,
        ownUpdate(4, { currentPassword: 'demo', newPassword: 'BrandNewPass#1', confirmPassword: 'BrandNewPass#1' }),
      ),
      400,
    );
    expect(refused.detail).toContain('Password');
    expect(passwordOf(4)).toBe('demo');
  });
});

describe('updateCompanyUser', () => {
  it("saves another user's role and switches but not their names", async () => {
    const body = companyUserUpdate(ACME, 3, {
      userRole: 2,
      firstName: 'Hacked',
      accessReports: true,
      accessDiversitySourcing: true,
    });
    const saved = await parsed(await updateCompanyUser(tokens.admin, body), UpdateCompanyUserResponse);
    expect(saved).toMatchObject({ id: 3, firstName: 'Uma', userRole: 2, accessReports: true, accessJobs: false });
    expect(await permissionsOf(tokens.admin, ACME, 3)).toEqual({
      userId: 3,
      companyId: ACME,
      userRole: 2,
      ...NO_ACCESS,
      accessReports: true,
      accessDiversitySourcing: true,
    });
  });

  it('forces Diversity Sourcing off in a company without AICM', async () => {
    const gammaStaff = (await usersOf(tokens.owner, GAMMA)).find((entry) => entry.userRole === UserRole.User);
    if (!gammaStaff) throw new Error('No Gamma user');
    const body = companyUserUpdate(GAMMA, gammaStaff.userId, { accessDiversitySourcing: true, accessJobs: true });
    const saved = await parsed(await updateCompanyUser(tokens.owner, body), UpdateCompanyUserResponse);
    expect(saved).toMatchObject({ accessDiversitySourcing: false, accessJobs: true });
  });

  it('refuses plain users, changes to an owner, and making someone else an owner', async () => {
    await problemOf(await updateCompanyUser(tokens.user, companyUserUpdate(ACME, 4)), 403);
    await problemOf(await updateCompanyUser(tokens.admin, companyUserUpdate(ACME, 1, { userRole: 1 })), 403);
    await problemOf(await updateCompanyUser(tokens.admin, companyUserUpdate(ACME, 3, { userRole: 1 })), 403);
    expect((await permissionsOf(tokens.admin, ACME, 3)).userRole).toBe(3);
  });

  it('lets a manager save their own names but not their own role or switches', async () => {
    const own = await permissionsOf(tokens.admin, ACME, 2);
    const { userId: _userId, companyId: _companyId, userRole, ...flags } = own;
    const saved = await parsed(
      await updateCompanyUser(tokens.admin, companyUserUpdate(ACME, 2, { firstName: 'Adrian', userRole, ...flags })),
      UpdateCompanyUserResponse,
    );
    expect(saved).toMatchObject({ firstName: 'Adrian', userRole: 2 });
    await problemOf(await updateCompanyUser(tokens.admin, companyUserUpdate(ACME, 2, { userRole: 3, ...flags })), 403);
    await problemOf(await updateCompanyUser(tokens.admin, companyUserUpdate(ACME, 2, { userRole: 1, ...flags })), 403);
    await problemOf(
      await updateCompanyUser(
        tokens.admin,
        companyUserUpdate(ACME, 2, { userRole, ...flags, accessJobs: !flags.accessJobs }),
      ),
      403,
    );
    const owner = await permissionsOf(tokens.owner, ACME, 1);
    const { userId: _ownerId, companyId: _ownerCompany, ...ownerRest } = owner;
    await parsed(
      await updateCompanyUser(tokens.owner, companyUserUpdate(ACME, 1, ownerRest)),
      UpdateCompanyUserResponse,
    );
  });
});

describe('sendConfirmationEmail', () => {
  it('answers 204 for a known user and 404 for an unknown one', async () => {
    const send = (token: string, userId: number, email: string) =>
      call('/api/users/sendConfirmationEmail', { method: 'PUT', token, body: { userId, email } });
    expectNoContent(await send(tokens.user, 3, 'user@demo.test'));
    expectNoContent(await send(tokens.admin, 3, 'USER@demo.test'));
    await problemOf(await send(tokens.admin, 999_999, 'ghost@demo.test'), 404);
    await problemOf(await send(tokens.user, 2, 'admin@demo.test'), 403);
  });
});
