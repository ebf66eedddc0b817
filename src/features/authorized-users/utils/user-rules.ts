import { UserRole, UserStatus, type AccessFlags, type CompanyUser } from '@/generated/model';
import { hasAicm, managesCompany } from '@/lib/access';

/** Status filter values (spec section 9): All (2) is the filter's own value, never sent. */
export const USER_STATUS_FILTER = { all: 2, active: UserStatus.Active, inactive: UserStatus.Inactive } as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTER)[keyof typeof USER_STATUS_FILTER];

export const USER_PAGE_SIZES = [10, 25, 100];

/** Every access switch off; typed with the contract's `AccessFlags`, so a new or dropped switch fails the build. */
export const NO_ACCESS: AccessFlags = {
  accessJobs: false,
  accessResumes: false,
  accessApplicants: false,
  accessReports: false,
  editAllJobPostings: false,
  accessOFCCPAccountManagement: false,
  accessDiversitySourcing: false,
};

export type AccessFlag = keyof AccessFlags;
/** The seven per-user access switches, in the order of spec section 6. */
export const ACCESS_FLAGS = Object.keys(NO_ACCESS) as readonly AccessFlag[];

/** Owner and Administrator see Add User and Export. */
export const canManageUsers = managesCompany;

/** Another user's row actions only for an Owner or Administrator on a non-owner; everyone may update themselves. */
export function canUpdateUser(actor: { userId: number; role: UserRole | null | undefined }, target: CompanyUser) {
  if (target.userId === actor.userId) return true;
  return managesCompany(actor.role) && target.userRole !== UserRole.Owner;
}

/** The status switch follows the same rule, except that nobody deactivates themselves. */
export function canChangeStatus(actor: { userId: number; role: UserRole | null | undefined }, target: CompanyUser) {
  return target.userId !== actor.userId && canUpdateUser(actor, target);
}

/** Resend Confirmation Email is offered to Owners and Administrators on rows of users who never signed in. */
export const offersResendConfirmation = (role: UserRole | null | undefined, target: CompanyUser): boolean =>
  managesCompany(role) && target.lastLogin === null;

/** …and enabled under the rule of the other row actions (another user, not an Owner). */
export const canResendConfirmation = canChangeStatus;

/** Roles offered in the user dialog: Owner only to an owner editing themselves. */
export function roleOptions(editingSelf: boolean, targetRole: UserRole): UserRole[] {
  return editingSelf && targetRole === UserRole.Owner
    ? [UserRole.Owner, UserRole.Administrator, UserRole.User]
    : [UserRole.Administrator, UserRole.User];
}

/** The company facts the switches depend on: AICM is `hasAicm`'s rule, the tile's and the route's too. */
export type AicmCompany = Parameters<typeof hasAicm>[0];

/** A switch is editable only on another user's record, and Diversity Sourcing only with AICM. */
export function accessSwitchEnabled(flag: AccessFlag, editingSelf: boolean, company: AicmCompany): boolean {
  if (editingSelf) return false;
  return flag !== 'accessDiversitySourcing' || hasAicm(company);
}

/** What a saved record may carry for the access switches: Diversity Sourcing is off without AICM. */
export function allowedFlags(flags: AccessFlags, company: AicmCompany): AccessFlags {
  return { ...flags, accessDiversitySourcing: hasAicm(company) && flags.accessDiversitySourcing };
}

/** The password section shows only on one's own record and never for single-sign-on users. */
export const showsPasswordSection = (editingSelf: boolean, sso: boolean): boolean => editingSelf && !sso;

export function matchesStatus(user: CompanyUser, status: UserStatusFilter): boolean {
  if (status === USER_STATUS_FILTER.all) return true;
  return user.isActiveForCompany === (status === USER_STATUS_FILTER.active);
}

/** Case-insensitive search over full name and email; whitespace-only searches match everyone. */
export function matchesSearch(user: CompanyUser, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  const name = `${user.firstName} ${user.lastName}`.toLowerCase();
  return (
    name.includes(wanted) ||
    user.fullName.toLowerCase().includes(wanted) ||
    user.emailAddress.toLowerCase().includes(wanted)
  );
}

export function filterUsers(users: readonly CompanyUser[], search: string, status: UserStatusFilter): CompanyUser[] {
  return users.filter((user) => matchesStatus(user, status) && matchesSearch(user, search));
}

/** A server failure that names 'Password' gets the password toast (spec section 5). */
export function mentionsPassword(body: unknown): boolean {
  if (body === null || body === undefined) return false;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.includes('Password');
}
