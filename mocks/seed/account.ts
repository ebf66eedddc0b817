import { Faker, base, en } from '@faker-js/faker';
import {
  AddressVerificationStatus,
  CompanySizeId,
  FeatureId,
  ProductAuthorizationStatus,
  UserRole,
} from '../../src/generated/model';
import { db } from '../db';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD, type DemoAccount, type DemoCompanyKey } from '../identity';
import { numberOfEmployeesFor, standardizeAddress, type AddressInput } from '../lib/account-address';
import {
  ALL_ACCESS,
  FEATURE_IDS,
  allowedAccessFlags,
  standardAddressColumns,
  type AccessFlags,
} from '../lib/account-shapes';
import type { SeedOptions } from '../seed';

const SEED = 20_191_104;
const DAY_MS = 86_400_000;
const faker = new Faker({ locale: [en, base] });

interface CompanySeed {
  key: DemoCompanyKey;
  profile: {
    salesforceId: string;
    amEmail: string | null;
    amsId: string | null;
    amName: string | null;
    subscriptionType: string;
    top_employer: boolean;
    defaultAccountManagerPhone: string;
    defaultAccountManagerEmail: string;
    accountingCustomerId: string;
    showOrders: boolean;
    createdDate: string;
  };
  products: readonly string[];
  priorProducts: readonly string[];
  featuresOn: readonly FeatureId[];
  info: {
    address: AddressInput;
    /** Standard: the standard address was saved; Original: it was kept; NotNeeded: none existed. */
    verification: AddressVerificationStatus;
    phoneAreaCode: string;
    phoneNumber: string;
    website: string;
    isFederalContractor: boolean;
    isStaffProvider: boolean;
    industryId: number;
    companySizeId: CompanySizeId;
    locationId: number;
  };
  emailDomain: string;
  jobTitles: readonly string[];
  /** Generated staff by role, in this order; every sixth is inactive, every seventh never signed in. */
  staff: { owners: number; administrators: number; users: number };
}

const COMPANIES: readonly CompanySeed[] = [
  {
    key: 'acme',
    profile: {
      salesforceId: '0015g00000Ac1mEAAR',
      amEmail: 'jordan.reyes@employer-portal.test',
      amsId: 'AM-1042',
      amName: 'Jordan Reyes',
      subscriptionType: 'Enterprise',
      top_employer: true,
      defaultAccountManagerPhone: '800-555-0142',
      defaultAccountManagerEmail: 'accountmanagers@employer-portal.test',
      accountingCustomerId: 'C-104233',
      showOrders: true,
      createdDate: '2019-02-14T15:00:00Z',
    },
    products: ['OMS', 'ABI', 'LJNJP', 'AICM', 'BRAND', 'DJJP', 'OFCCP Compliance'],
    priorProducts: ['LJNJP'],
    featuresOn: FEATURE_IDS,
    info: {
      address: { street: '1200 Harbor Boulevard', street2: 'Suite 400', city: 'Boston', state: 'MA', zipCode: '02110' },
      verification: AddressVerificationStatus.Standard,
      phoneAreaCode: '617',
      phoneNumber: '555-0142',
      website: 'www.acmehealth.example',
      isFederalContractor: true,
      isStaffProvider: false,
      industryId: 31,
      companySizeId: CompanySizeId.From1001To5000,
      locationId: 70001,
    },
    emailDomain: 'acmehealth.test',
    jobTitles: [
      'Registered Nurse - ICU',
      'Medical Assistant',
      'Patient Care Technician',
      'Pharmacy Technician',
      'Medical Billing Specialist',
      'Clinical Research Coordinator',
      'Physical Therapist',
      'Radiology Technologist',
      'Nurse Practitioner - Primary Care',
      'Health Information Analyst',
    ],
    staff: { owners: 0, administrators: 3, users: 27 },
  },
  {
    key: 'beta',
    profile: {
      salesforceId: '0015g00000Be7aLAAR',
      amEmail: null,
      amsId: null,
      amName: null,
      subscriptionType: 'Starter',
      top_employer: false,
      defaultAccountManagerPhone: '800-555-0100',
      defaultAccountManagerEmail: 'renewals@employer-portal.test',
      accountingCustomerId: 'TEMP-20230508',
      showOrders: false,
      createdDate: '2023-05-08T15:00:00Z',
    },
    products: [],
    priorProducts: [],
    featuresOn: [],
    info: {
      address: { street: '845 Industrial Parkway', street2: null, city: 'Memphis', state: 'TN', zipCode: '38118' },
      verification: AddressVerificationStatus.Original,
      phoneAreaCode: '901',
      phoneNumber: '555-0187',
      website: 'betalogistics.example',
      isFederalContractor: false,
      isStaffProvider: false,
      industryId: 45,
      companySizeId: CompanySizeId.From201To500,
      locationId: 70002,
    },
    emailDomain: 'betalogistics.test',
    jobTitles: [
      'CDL Class A Driver',
      'Warehouse Associate',
      'Forklift Operator',
      'Logistics Coordinator',
      'Dispatch Supervisor',
      'Fleet Maintenance Technician',
    ],
    staff: { owners: 1, administrators: 1, users: 5 },
  },
  {
    key: 'gamma',
    profile: {
      salesforceId: '0015g00000Gm3aSAAR',
      amEmail: 'priya.shah@employer-portal.test',
      amsId: 'AM-1187',
      amName: 'Priya Shah',
      subscriptionType: 'Professional',
      top_employer: false,
      defaultAccountManagerPhone: '800-555-0163',
      defaultAccountManagerEmail: 'accountmanagers@employer-portal.test',
      accountingCustomerId: 'JF-88213',
      showOrders: true,
      createdDate: '2020-09-21T15:00:00Z',
    },
    products: ['ABI', 'LJNJP'],
    priorProducts: ['LJNJP'],
    featuresOn: [FeatureId.JobPerformanceBoard, FeatureId.NewOutreachManagementSystem],
    info: {
      address: { street: 'PO Box 4471', street2: null, city: 'Austin', state: 'TX', zipCode: '78767' },
      verification: AddressVerificationStatus.NotNeeded,
      phoneAreaCode: '512',
      phoneNumber: '555-0119',
      website: 'https://gammastaffing.example',
      isFederalContractor: false,
      isStaffProvider: true,
      industryId: 44,
      companySizeId: CompanySizeId.From51To200,
      locationId: 70003,
    },
    emailDomain: 'gammastaffing.test',
    jobTitles: [
      'Administrative Assistant',
      'Customer Service Representative',
      'Light Industrial Associate',
      'Payroll Specialist',
      'Recruiting Coordinator',
      'Accounts Payable Clerk',
    ],
    staff: { owners: 0, administrators: 1, users: 5 },
  },
];

const DEMO_ACCESS: Readonly<Record<number, AccessFlags>> = {
  1: ALL_ACCESS,
  2: ALL_ACCESS,
  3: {
    ...ALL_ACCESS,
    accessResumes: false,
    editAllJobPostings: false,
    accessOFCCPAccountManagement: false,
    accessDiversitySourcing: false,
  },
  4: {
    ...ALL_ACCESS,
    accessApplicants: false,
    accessReports: false,
    editAllJobPostings: false,
    accessOFCCPAccountManagement: false,
  },
};

/** Days since each demo account last signed in. */
const DEMO_LAST_LOGIN_DAYS: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 6, 4: 13 };

/** Passwords the owner used before `demo`: a new password may not repeat them. */
export const OWNER_PREVIOUS_PASSWORDS = ['Welcome2Acme!', 'Harbor-2024-Spring'] as const;

export const NOTIFICATION_TYPES = [
  { id: 1, name: 'New Applicants', description: 'A job posting received new applicants.', defaultStatus: true },
  {
    id: 2,
    name: 'Reports Available',
    description: 'A report card or a monthly report is ready to view.',
    defaultStatus: true,
  },
  { id: 3, name: 'Job Posting Expiring', description: 'A job posting expires within seven days.', defaultStatus: true },
  { id: 4, name: 'Crosspost Status', description: 'A job was cross-posted to a state job bank.', defaultStatus: false },
  {
    id: 5,
    name: 'Authorized User Changes',
    description: 'A user was added to the company, or activated or deactivated in it.',
    defaultStatus: true,
  },
  {
    id: 6,
    name: 'Calendar and Content',
    description: 'New observances or content in the ABI DEI Calendar & Content Library.',
    defaultStatus: false,
  },
  {
    id: 7,
    name: 'Outreach Activity',
    description: 'A summary of the job links sent to community partners.',
    defaultStatus: true,
  },
  {
    id: 8,
    name: 'Account and Billing',
    description: 'Invoices, renewals, company information changes and messages from your account manager.',
    defaultStatus: true,
  },
] as const;

interface NotificationContext {
  company: CompanySeed;
  date: Date;
  job: string;
  /** A colleague of the recipient, and one who is no longer active in the company. */
  person: string;
  formerPerson: string;
  count: number;
}

interface NotificationTemplate {
  typeId: number;
  link: string;
  appliesTo: (company: CompanySeed) => boolean;
  text: (context: NotificationContext) => string;
}

const hasProduct = (name: string) => (company: CompanySeed) => company.products.includes(name);
const everyCompany = () => true;

const OBSERVANCES = [
  'Black History Month',
  "Women's History Month",
  'Asian American and Pacific Islander Heritage Month',
  'Pride Month',
  'Juneteenth',
  'National Hispanic Heritage Month',
  'National Disability Employment Awareness Month',
  'Native American Heritage Month',
  'Veterans Day',
];
const CONTENT = ['Inclusive Job Description Checklist', 'Veteran Hiring Toolkit', 'Accessible Interview Guide'];
const STATES = ['Massachusetts', 'Texas', 'California', 'Illinois', 'New York', 'Georgia', 'Ohio', 'Washington'];

const monthBefore = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const NOTIFICATION_TEMPLATES: readonly NotificationTemplate[] = [
  {
    typeId: 1,
    link: '/reports/job-performance',
    appliesTo: hasProduct('LJNJP'),
    text: ({ job, count }) => `"${job}" received ${count} new applicants this week.`,
  },
  {
    typeId: 3,
    link: '/jobs/active-jobs',
    appliesTo: hasProduct('LJNJP'),
    text: ({ job, count }) => `Your job posting "${job}" expires in ${(count % 6) + 2} days.`,
  },
  {
    typeId: 2,
    link: '/reports/document-center/report-card',
    appliesTo: hasProduct('LJNJP'),
    text: ({ date }) => `Your ${monthBefore(date)} report card is ready in the Document Center.`,
  },
  {
    typeId: 2,
    link: '/reports/applicant-demographics',
    appliesTo: hasProduct('LJNJP'),
    text: ({ date }) => `Applicant demographics for ${monthBefore(date)} are ready to view.`,
  },
  {
    typeId: 4,
    link: '/reports/ESDS-Report',
    appliesTo: hasProduct('LJNJP'),
    text: ({ job, count }) => `"${job}" was cross-posted to the ${STATES[count % STATES.length]} state job bank.`,
  },
  {
    typeId: 5,
    link: '/account/authorized-users',
    appliesTo: everyCompany,
    text: ({ person }) => `${person} was added as an authorized user.`,
  },
  {
    typeId: 5,
    link: '/account/authorized-users',
    appliesTo: everyCompany,
    text: ({ formerPerson }) => `${formerPerson} was deactivated by an administrator.`,
  },
  {
    typeId: 6,
    link: '/abi/observances',
    appliesTo: hasProduct('ABI'),
    text: ({ count }) => `New observance added to the DEI calendar: ${OBSERVANCES[count % OBSERVANCES.length]}.`,
  },
  {
    typeId: 6,
    link: '/abi/content',
    appliesTo: hasProduct('ABI'),
    text: ({ count }) => `New in the Content Library: ${CONTENT[count % CONTENT.length]}.`,
  },
  {
    typeId: 7,
    link: '/outreach/outreach-dashboard',
    appliesTo: hasProduct('OMS'),
    text: ({ count }) => `Your job links reached ${count * 3} community partners in the last 30 days.`,
  },
  {
    typeId: 8,
    link: '/account/company-info',
    appliesTo: everyCompany,
    text: ({ person }) => `Company information was updated by ${person}.`,
  },
  {
    typeId: 8,
    link: '/account/orders',
    appliesTo: (company) => company.profile.showOrders,
    text: ({ date, count }) => `Invoice INV-${240_000 + count * 137} for ${monthBefore(date)} is available.`,
  },
  {
    typeId: 8,
    link: '/help',
    appliesTo: everyCompany,
    text: ({ company }) =>
      `Your ${company.profile.subscriptionType} subscription renews soon. Contact your account manager with any questions.`,
  },
];

/** Notifications per demo recipient: [company, user id, total, unread]. */
const DEMO_NOTIFICATION_PLAN: readonly [DemoCompanyKey, number, number, number][] = [
  ['acme', 1, 24, 14],
  ['acme', 2, 10, 4],
  ['acme', 3, 8, 3],
  ['acme', 4, 4, 2],
  ['beta', 1, 5, 2],
  ['gamma', 1, 5, 3],
];
/** Acme staff members (generated) who also have one notification each. */
const STAFF_NOTIFICATIONS = 4;

const isoAt = (today: Date, daysAgo: number, secondsIntoDay: number) =>
  new Date(today.getTime() - daysAgo * DAY_MS + secondsIntoDay * 1000).toISOString().replace('.000Z', 'Z');

const workingSeconds = () => faker.number.int({ min: 8 * 3600, max: 18 * 3600 });

const emailSlug = (name: string) =>
  name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

function generatedAccess(role: UserRole): AccessFlags {
  if (role !== UserRole.User)
    return { ...ALL_ACCESS, editAllJobPostings: faker.datatype.boolean({ probability: 0.7 }) };
  return {
    accessJobs: faker.datatype.boolean({ probability: 0.8 }),
    accessResumes: faker.datatype.boolean({ probability: 0.5 }),
    accessApplicants: faker.datatype.boolean({ probability: 0.6 }),
    accessReports: faker.datatype.boolean({ probability: 0.5 }),
    editAllJobPostings: faker.datatype.boolean({ probability: 0.2 }),
    accessOFCCPAccountManagement: faker.datatype.boolean({ probability: 0.25 }),
    accessDiversitySourcing: faker.datatype.boolean({ probability: 0.3 }),
  };
}

interface MembershipSeed {
  companyId: number;
  userId: number;
  role: UserRole;
  isActive: boolean;
  isDefault: boolean;
  lastLogin: string | null;
  access: AccessFlags;
}

function createMembership(seed: MembershipSeed): void {
  db.companyUser.create({
    id: `${seed.companyId}:${seed.userId}`,
    companyId: seed.companyId,
    userId: seed.userId,
    userRole: seed.role,
    isActive: seed.isActive,
    isDefault: seed.isDefault,
    selectCompany: false,
    lastLogin: seed.lastLogin,
    ...allowedAccessFlags(seed.access, { id: seed.companyId }),
  });
}

function seedCompany(company: CompanySeed): void {
  const { id, legacyId, name } = DEMO_COMPANIES[company.key];
  db.company.create({ id, legacyId, name, hasAICM: company.products.includes('AICM'), ...company.profile });
  for (const [isPrior, products] of [
    [false, company.products],
    [true, company.priorProducts],
  ] as const) {
    for (const product of products) {
      db.productAuthorization.create({
        id: `${id}:${isPrior ? 'prior' : 'current'}:${product}`,
        companyId: id,
        name: product,
        status: ProductAuthorizationStatus.Active,
        isPrior,
      });
    }
  }
  for (const featureId of FEATURE_IDS) {
    db.featureFlag.create({
      id: `${id}:${featureId}`,
      companyId: id,
      featureId,
      value: company.featuresOn.includes(featureId),
    });
  }

  const { address, verification, ...details } = company.info;
  const standardization = standardizeAddress(address);
  const standard = standardization.standardAddress;
  const saved =
    verification === AddressVerificationStatus.Standard && standard
      ? {
          street: standard.street,
          street2: standard.street2 ?? null,
          city: standard.city,
          stateCode: standard.state,
          zipCode: standard.zipCode,
        }
      : {
          street: address.street,
          street2: address.street2 ?? null,
          city: address.city,
          stateCode: address.state,
          zipCode: address.zipCode,
        };
  db.companyInfo.create({
    companyId: id,
    ...saved,
    ...details,
    numberOfEmployees: numberOfEmployeesFor(details.companySizeId),
    latitude: standardization.latitude ?? null,
    longitude: standardization.longitude ?? null,
    addressVerificationStatus: verification,
    ...standardAddressColumns(standard),
  });
}

/** The customers' demo accounts; the support staff are seeded last (seedSupportAccounts). */
const CUSTOMER_ACCOUNTS = DEMO_ACCOUNTS.filter((account) => !account.support);
const SUPPORT_ACCOUNTS = DEMO_ACCOUNTS.filter((account) => account.support);

/** Notifications of each support account in each of its companies: [total, unread]. */
const SUPPORT_NOTIFICATIONS: readonly [number, number] = [6, 3];

function seedDemoAccounts(today: Date, accounts: readonly DemoAccount[]): void {
  for (const account of accounts) {
    db.user.create({
      id: account.userId,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      has_SSO: account.sso,
      password: DEMO_PASSWORD,
      createdDate: account.createdDate,
    });
    for (const membership of account.memberships) {
      const company = DEMO_COMPANIES[membership.company];
      createMembership({
        companyId: company.id,
        userId: account.userId,
        role: membership.role,
        isActive: true,
        isDefault: membership.isDefault,
        lastLogin: isoAt(today, DEMO_LAST_LOGIN_DAYS[account.userId] ?? 1, 14 * 3600 + 5 * 60),
        access: DEMO_ACCESS[account.userId] ?? ALL_ACCESS,
      });
    }
  }
}

/** Creates the generated staff of a company; returns their user ids in plan order. */
function seedStaff(company: CompanySeed, today: Date, firstUserId: number, emails: Set<string>): number[] {
  const { owners, administrators } = company.staff;
  const total = owners + administrators + company.staff.users;
  const companyId = DEMO_COMPANIES[company.key].id;
  const ids: number[] = [];
  for (let index = 0; index < total; index += 1) {
    const userId = firstUserId + index;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const local = `${emailSlug(firstName)}.${emailSlug(lastName)}`;
    let email = `${local}@${company.emailDomain}`;
    for (let suffix = 2; emails.has(email); suffix += 1) email = `${local}${suffix}@${company.emailDomain}`;
    emails.add(email);
    const createdDaysAgo = faker.number.int({ min: 150, max: 2400 });
    db.user.create({
      id: userId,
      firstName,
      lastName,
      email,
      has_SSO: faker.datatype.boolean({ probability: 0.1 }),
      password: null,
      createdDate: isoAt(today, createdDaysAgo, workingSeconds()),
    });
    const role: UserRole =
      index < owners ? UserRole.Owner : index < owners + administrators ? UserRole.Administrator : UserRole.User;
    createMembership({
      companyId,
      userId,
      role,
      isActive: index % 6 !== 5,
      isDefault: true,
      lastLogin: index % 7 === 4 ? null : isoAt(today, faker.number.int({ min: 1, max: 120 }), workingSeconds()),
      access: generatedAccess(role),
    });
    ids.push(userId);
  }
  return ids;
}

interface NotificationSeed {
  companyId: number;
  userId: number;
  notificationTypeId: number;
  description: string;
  dateCreated: string;
  isRead: boolean;
  link: string;
}

function notificationsFor(
  company: CompanySeed,
  userId: number,
  total: number,
  unread: number,
  today: Date,
): NotificationSeed[] {
  const companyId = DEMO_COMPANIES[company.key].id;
  const templates = NOTIFICATION_TEMPLATES.filter((template) => template.appliesTo(company));
  const colleagues = db.companyUser
    .findMany({ where: { companyId: { equals: companyId } } })
    .filter((membership) => membership.userId !== userId)
    .flatMap((membership) =>
      db.user
        .findMany({ where: { id: { equals: membership.userId } } })
        .map((user) => ({ name: `${user.firstName} ${user.lastName}`, isActive: membership.isActive })),
    );
  const people = colleagues.map((colleague) => colleague.name);
  const formerPeople = colleagues.filter((colleague) => !colleague.isActive).map((colleague) => colleague.name);
  return Array.from({ length: total }, (_, newest) => {
    const daysAgo = 1 + Math.floor((newest * 150) / total) + faker.number.int({ min: 0, max: 2 });
    const dateCreated = isoAt(today, daysAgo, workingSeconds());
    const template = faker.helpers.arrayElement(templates);
    const context: NotificationContext = {
      company,
      date: new Date(dateCreated),
      job: faker.helpers.arrayElement(company.jobTitles),
      person: faker.helpers.arrayElement(people),
      formerPerson: faker.helpers.arrayElement(formerPeople.length > 0 ? formerPeople : people),
      count: faker.number.int({ min: 3, max: 40 }),
    };
    return {
      companyId,
      userId,
      notificationTypeId: template.typeId,
      description: template.text(context),
      dateCreated,
      isRead: newest >= unread,
      link: template.link,
    };
  });
}

function companySeed(key: DemoCompanyKey): CompanySeed {
  const company = COMPANIES.find((candidate) => candidate.key === key);
  if (!company) throw new Error(`No seed for company ${key}`);
  return company;
}

function seedNotifications(today: Date, acmeStaff: readonly number[]): void {
  const planned = DEMO_NOTIFICATION_PLAN.flatMap(([key, userId, total, unread]) =>
    notificationsFor(companySeed(key), userId, total, unread, today),
  );
  const acmeId = DEMO_COMPANIES.acme.id;
  const staff = acmeStaff
    .filter((userId) => db.companyUser.findFirst({ where: { id: { equals: `${acmeId}:${userId}` } } })?.isActive)
    .slice(0, STAFF_NOTIFICATIONS)
    .flatMap((userId, index) => notificationsFor(companySeed('acme'), userId, 1, index % 2, today));
  [...planned, ...staff]
    .sort((a, b) => a.dateCreated.localeCompare(b.dateCreated) || a.userId - b.userId)
    .forEach((notification, index) => db.notification.create({ id: index + 1, ...notification }));

  for (const type of NOTIFICATION_TYPES) db.notificationType.create({ ...type });
  seedNotificationPreferences(CUSTOMER_ACCOUNTS);
}

function seedNotificationPreferences(accounts: readonly DemoAccount[]): void {
  for (const account of accounts) {
    for (const membership of account.memberships) {
      const companyId = DEMO_COMPANIES[membership.company].id;
      for (const type of NOTIFICATION_TYPES) {
        db.notificationPreference.create({
          id: `${companyId}:${account.userId}:${type.id}`,
          companyId,
          userId: account.userId,
          notificationTypeId: type.id,
          status: faker.datatype.boolean({ probability: type.defaultStatus ? 0.85 : 0.35 }),
        });
      }
    }
  }
}

/** Acme staff who also work in another company (plan index in Acme's staff → company). */
const SHARED_STAFF: readonly [number, DemoCompanyKey][] = [
  [6, 'beta'],
  [7, 'gamma'],
];

/**
 * The support staff's accounts, after everything else: their memberships, notifications and preferences
 * come last, so the customers' data (their colleagues, their notifications, every random draw) is what it
 * was before support staff existed. Their notifications follow the others' ids.
 */
function seedSupportAccounts(today: Date): void {
  seedDemoAccounts(today, SUPPORT_ACCOUNTS);
  const [total, unread] = SUPPORT_NOTIFICATIONS;
  let nextId = db.notification.count() + 1;
  for (const account of SUPPORT_ACCOUNTS) {
    for (const membership of account.memberships) {
      for (const notification of notificationsFor(
        companySeed(membership.company),
        account.userId,
        total,
        unread,
        today,
      )) {
        db.notification.create({ id: nextId, ...notification });
        nextId += 1;
      }
    }
  }
  seedNotificationPreferences(SUPPORT_ACCOUNTS);
}

export function seedAccountData({ today }: SeedOptions): void {
  faker.seed(SEED);
  for (const company of COMPANIES) seedCompany(company);
  seedDemoAccounts(today, CUSTOMER_ACCOUNTS);
  OWNER_PREVIOUS_PASSWORDS.forEach((password, index) => {
    db.passwordHistory.create({ id: `1:${index + 1}`, userId: 1, password });
  });

  const emails = new Set(DEMO_ACCOUNTS.map((account) => account.email));
  const staffByCompany = new Map<DemoCompanyKey, number[]>();
  let nextUserId = 101;
  for (const company of COMPANIES) {
    const ids = seedStaff(company, today, nextUserId, emails);
    staffByCompany.set(company.key, ids);
    nextUserId += ids.length;
  }
  for (const [index, key] of SHARED_STAFF) {
    const userId = staffByCompany.get('acme')?.[index];
    if (userId === undefined) continue;
    createMembership({
      companyId: DEMO_COMPANIES[key].id,
      userId,
      role: UserRole.User,
      isActive: true,
      isDefault: false,
      lastLogin: isoAt(today, faker.number.int({ min: 3, max: 60 }), workingSeconds()),
      access: generatedAccess(UserRole.User),
    });
  }
  seedNotifications(today, staffByCompany.get('acme') ?? []);
  seedSupportAccounts(today);
}
