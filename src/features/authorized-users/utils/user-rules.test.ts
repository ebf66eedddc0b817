import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserRole, UserStatus, type CompanyUser } from '@/generated/model';
import {
  ACCESS_FLAGS,
  accessSwitchEnabled,
  allowedFlags,
  canChangeStatus,
  canManageUsers,
  canResendConfirmation,
  canUpdateUser,
  filterUsers,
  mentionsPassword,
  offersResendConfirmation,
  roleOptions,
  showsPasswordSection,
  USER_STATUS_FILTER,
  type UserStatusFilter,
} from './user-rules';

const roles = fc.constantFrom(UserRole.Owner, UserRole.Administrator, UserRole.User);

const companyUser = (overrides: Partial<CompanyUser> = {}): CompanyUser => ({
  userId: 10,
  firstName: 'Pat',
  lastName: 'Lee',
  fullName: 'Pat Lee',
  emailAddress: 'pat.lee@acme.test',
  userRole: UserRole.User,
  lastLogin: null,
  isActiveForCompany: true,
  actionEnabled: true,
  ...overrides,
});

describe('who manages users (spec section 6)', () => {
  it('Owner and Administrator see Add User and Export, User does not', () => {
    expect(canManageUsers(UserRole.Owner)).toBe(true);
    expect(canManageUsers(UserRole.Administrator)).toBe(true);
    expect(canManageUsers(UserRole.User)).toBe(false);
    expect(canManageUsers(undefined)).toBe(false);
  });

  it('the row-action matrix: another user only by a manager and never an owner; oneself always', () => {
    const table: [UserRole, UserRole, boolean][] = [
      [UserRole.Owner, UserRole.Owner, false],
      [UserRole.Owner, UserRole.Administrator, true],
      [UserRole.Owner, UserRole.User, true],
      [UserRole.Administrator, UserRole.Owner, false],
      [UserRole.Administrator, UserRole.Administrator, true],
      [UserRole.Administrator, UserRole.User, true],
      [UserRole.User, UserRole.Owner, false],
      [UserRole.User, UserRole.Administrator, false],
      [UserRole.User, UserRole.User, false],
    ];
    for (const [actorRole, targetRole, expected] of table) {
      expect(
        canUpdateUser({ userId: 1, role: actorRole }, companyUser({ userRole: targetRole })),
        `${actorRole}→${targetRole}`,
      ).toBe(expected);
    }
  });

  it('holds for generated actors and targets', () => {
    fc.assert(
      fc.property(roles, roles, fc.nat(5), fc.nat(5), (actorRole, targetRole, actorId, targetId) => {
        const actor = { userId: actorId, role: actorRole };
        const target = companyUser({ userId: targetId, userRole: targetRole });
        const self = actorId === targetId;
        const expected = self || (actorRole !== UserRole.User && targetRole !== UserRole.Owner);
        expect(canUpdateUser(actor, target)).toBe(expected);
        // Nobody switches themselves off; otherwise the status switch follows the same rule.
        expect(canChangeStatus(actor, target)).toBe(!self && expected);
      }),
    );
  });

  it('Resend Confirmation Email: on never-signed-in rows, for managers, under the row-action rule', () => {
    const lastLogins = fc.option(fc.constant('2026-11-20T15:30:00Z'), { nil: null });
    fc.assert(
      fc.property(roles, roles, fc.nat(5), fc.nat(5), lastLogins, (actorRole, targetRole, actorId, targetId, last) => {
        const actor = { userId: actorId, role: actorRole };
        const target = companyUser({ userId: targetId, userRole: targetRole, lastLogin: last });
        expect(offersResendConfirmation(actorRole, target)).toBe(actorRole !== UserRole.User && last === null);
        expect(canResendConfirmation(actor, target)).toBe(
          actorId !== targetId && actorRole !== UserRole.User && targetRole !== UserRole.Owner,
        );
      }),
    );
    expect(offersResendConfirmation(undefined, companyUser())).toBe(false);
  });

  it('offers the Owner role only to an owner editing themselves', () => {
    expect(roleOptions(true, UserRole.Owner)).toEqual([UserRole.Owner, UserRole.Administrator, UserRole.User]);
    fc.assert(
      fc.property(fc.boolean(), roles, (self, role) => {
        const options = roleOptions(self, role);
        expect(options.includes(UserRole.Owner)).toBe(self && role === UserRole.Owner);
        expect(options).toEqual(expect.arrayContaining([UserRole.Administrator, UserRole.User]));
      }),
    );
  });

  /**
   * A company with or without an active AICM authorization (`aicm`), whatever its hasAICM field says: AICM is
   * the active authorization (lib/access `hasAicm`), the Home tile's and the route's rule too.
   */
  const aicmCompany = fc
    .record({
      aicm: fc.boolean(),
      hasAICM: fc.boolean(),
      others: fc.subarray(['OMS', 'ABI', 'LJNJP', 'BRAND', 'DJJP']),
      inactiveAicm: fc.boolean(),
    })
    .map(({ aicm, hasAICM, others, inactiveAicm }) => ({
      aicm,
      company: {
        hasAICM,
        productAuthorizations: [
          ...others.map((name) => ({ name, status: 'Active' as const })),
          ...(aicm ? [{ name: 'AICM', status: 'Active' as const }] : []),
          ...(!aicm && inactiveAicm ? [{ name: 'AICM', status: 'Inactive' as const }] : []),
        ],
      },
    }));

  it('locks every own access switch, and Diversity Sourcing without AICM', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACCESS_FLAGS), fc.boolean(), aicmCompany, (flag, self, { company, aicm }) => {
        const expected = !self && (flag !== 'accessDiversitySourcing' || aicm);
        expect(accessSwitchEnabled(flag, self, company)).toBe(expected);
      }),
    );
    expect(ACCESS_FLAGS).toHaveLength(7);
  });

  it('never saves Diversity Sourcing without AICM and keeps the other switches', () => {
    const flags = fc.record(
      Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, fc.boolean()])) as Record<
        (typeof ACCESS_FLAGS)[number],
        fc.Arbitrary<boolean>
      >,
    );
    fc.assert(
      fc.property(flags, aicmCompany, (given, { company, aicm }) => {
        const saved = allowedFlags(given, company);
        expect(saved.accessDiversitySourcing).toBe(aicm && given.accessDiversitySourcing);
        for (const flag of ACCESS_FLAGS.filter((name) => name !== 'accessDiversitySourcing')) {
          expect(saved[flag]).toBe(given[flag]);
        }
      }),
    );
  });

  it('shows the password section only to oneself without single sign-on', () => {
    expect(showsPasswordSection(true, false)).toBe(true);
    expect(showsPasswordSection(true, true)).toBe(false);
    expect(showsPasswordSection(false, false)).toBe(false);
    expect(showsPasswordSection(false, true)).toBe(false);
  });
});

describe('list filters', () => {
  const users = [
    companyUser({ userId: 1, firstName: 'Ana', lastName: 'Ruiz', fullName: 'Ana Ruiz', emailAddress: 'ana@x.test' }),
    companyUser({
      userId: 2,
      firstName: 'Bo',
      lastName: 'Chen',
      fullName: 'Bo Chen',
      emailAddress: 'bo.chen@y.test',
      isActiveForCompany: false,
    }),
  ];

  it('filters by status with the spec values All 2, Active 1, Inactive 0', () => {
    expect(USER_STATUS_FILTER).toEqual({ all: 2, active: 1, inactive: 0 });
    // Active and Inactive are the contract's user statuses; All is the filter's own and none of them.
    expect(Object.values(UserStatus)).not.toContain(USER_STATUS_FILTER.all);
    expect(filterUsers(users, '', 1).map((user) => user.userId)).toEqual([1]);
    expect(filterUsers(users, '', 0).map((user) => user.userId)).toEqual([2]);
    expect(filterUsers(users, '', 2).map((user) => user.userId)).toEqual([1, 2]);
  });

  it('searches name and email, case-insensitively', () => {
    expect(filterUsers(users, 'RUIZ', 2).map((user) => user.userId)).toEqual([1]);
    expect(filterUsers(users, 'ana ruiz', 2).map((user) => user.userId)).toEqual([1]);
    expect(filterUsers(users, 'y.test', 2).map((user) => user.userId)).toEqual([2]);
    expect(filterUsers(users, '  ', 2)).toHaveLength(2);
    expect(filterUsers(users, 'nobody', 2)).toEqual([]);
  });

  it('returns a subset that satisfies both filters, for generated lists', () => {
    const user = fc.record({
      userId: fc.nat(),
      firstName: fc.string({ maxLength: 8 }),
      lastName: fc.string({ maxLength: 8 }),
      emailAddress: fc.string({ maxLength: 12 }),
      isActiveForCompany: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(user),
        fc.string({ maxLength: 3 }),
        fc.constantFrom<UserStatusFilter>(0, 1, 2),
        (rows, q, s) => {
          const list = rows.map((row) => companyUser({ ...row, fullName: `${row.firstName} ${row.lastName}` }));
          const result = filterUsers(list, q, s);
          expect(result.every((row) => list.includes(row))).toBe(true);
          if (s !== 2) expect(result.every((row) => row.isActiveForCompany === (s === 1))).toBe(true);
          if (q.trim() === '' && s === 2) expect(result).toHaveLength(list.length);
        },
      ),
    );
  });
});

describe('password failures', () => {
  it('recognises a server answer that mentions Password', () => {
    expect(mentionsPassword({ title: 'Bad Request', detail: 'Current Password is incorrect.' })).toBe(true);
    expect(mentionsPassword('Password was used before')).toBe(true);
    expect(mentionsPassword({ detail: 'The email address is already used by another user.' })).toBe(false);
    expect(mentionsPassword(undefined)).toBe(false);
  });
});
