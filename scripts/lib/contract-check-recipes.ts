import type { z } from 'zod/mini';
import type * as contractZod from '../../src/generated/zod/index.zod';

type ZodIndex = typeof contractZod;

/** Every operationId that has a generated `<Op>Response` schema. */
export type OperationId = {
  [K in keyof ZodIndex]: K extends `${infer Name}Response` ? Uncapitalize<Name> : never;
}[keyof ZodIndex];

type ResponseSchema<Op extends string> = `${Capitalize<Op>}Response` extends infer Name extends keyof ZodIndex
  ? ZodIndex[Name]
  : never;
type ResponseData<Op extends string> = ResponseSchema<Op> extends z.ZodMiniType ? z.output<ResponseSchema<Op>> : never;

type Company = ResponseData<'getCompanies'>[number];

/** What the check learns before (or while) it calls the operations, as a real client would. */
export interface Facts {
  userId: number;
  companyId: number;
  /** The user's companies as getCompanies gives them (the authorization pass picks companies from them). */
  companies: Company[];
  /** The default company's information (a write the check sends carries the company's own data). */
  companyInfo: ResponseData<'getCompanyInfo'>;
  /** The user's role and access switches in the default company. */
  permissions: ResponseData<'getUserPermissions'>;
  /** The user's own row in the default company's user list. */
  self: ResponseData<'getCompanyUsers'>[number];
  notificationId: number;
  notificationTypeId: number;
  email: string;
  citySubstring: string;
  observanceId: number;
  calendarId: string;
  document: { id: string; type: 1 | 2 };
  file: { fileId: number; resourceType: 'observance' | 'content'; resourceId: number };
  outreachToken: string;
}

export type FactName = keyof Facts;

/** Words for the "could not discover X" problem. */
export const FACT_DESCRIPTIONS: Record<FactName, string> = {
  userId: 'the user id',
  companyId: 'the default company',
  companies: "the user's companies",
  companyInfo: "the default company's information",
  permissions: "the user's permissions in the default company",
  self: "the user's row in the default company's user list",
  notificationId: 'a notification of the user',
  notificationTypeId: 'a notification type',
  email: "the signed-in user's email",
  citySubstring: 'a city name to search for',
  observanceId: 'an observance id',
  calendarId: 'the calendar id',
  document: 'a report card or screenshot id',
  file: 'an attachment or content file',
  outreachToken: 'the outreach service token',
};

/** The date ranges a client sends: the last year for the API, the last month for the gateway. */
export interface Dates {
  /** YYYY-MM-DD, one year before today. */
  apiFrom: string;
  /** YYYY-MM-DD, today. */
  apiTo: string;
  /** MM/DD/YYYY, one month before today. */
  gatewayFrom: string;
  /** MM/DD/YYYY, today. */
  gatewayTo: string;
}

export type ParameterValue = string | number | boolean | readonly (string | number)[];

export interface RequestParts {
  path?: Record<string, string | number>;
  query?: Record<string, ParameterValue>;
  body?: unknown;
}

type Discoveries<Op extends string> = {
  [F in FactName]?: (data: ResponseData<Op>, facts: Facts) => Facts[F] | undefined;
};

export interface Recipe<Op extends string = string> {
  /** Facts the request (or a discovery) reads; the check runs the operations that discover them first. */
  needs: readonly FactName[];
  request: (facts: Facts, dates: Dates) => RequestParts;
  /** Facts this operation's valid answer reveals. */
  discovers?: Discoveries<Op>;
}

export type RecipeTable = { [Op in OperationId]?: Recipe<Op> };

const companyQuery = (companyId: number): RequestParts => ({ query: { companyId } });
const apiRange = (companyId: number, dates: Dates) => ({
  CompanyId: companyId,
  StartDate: dates.apiFrom,
  EndDate: dates.apiTo,
});
const companyRange = (companyId: number, dates: Dates) => ({
  companyId,
  startDate: dates.apiFrom,
  endDate: dates.apiTo,
});
const gatewayPeriod = (_facts: Facts, dates: Dates): RequestParts => ({
  body: { StartDate: dates.gatewayFrom, EndDate: dates.gatewayTo },
});

/** The company a client selects first: `selectCompany`, then `isDefault`, then the first one. */
export function defaultCompany(companies: readonly Company[]): Company | undefined {
  return companies.find((c) => c.selectCompany) ?? companies.find((c) => c.isDefault) ?? companies[0];
}

/**
 * How to call each read-only operation with valid parameters. An operation without required parameters
 * or a body needs no entry; any other operation without one fails with "no parameter recipe".
 */
export const RECIPES: RecipeTable = {
  getCompanies: {
    needs: ['userId'],
    request: ({ userId }) => ({ query: { userId } }),
    discovers: {
      companyId: (companies) => defaultCompany(companies)?.id,
      companies: (companies) => (companies.length > 0 ? companies : undefined),
    },
  },
  getPaymentLink: { needs: ['companyId'], request: ({ companyId }) => companyQuery(companyId) },
  getCompanyInfo: {
    needs: ['companyId'],
    request: ({ companyId }) => companyQuery(companyId),
    discovers: {
      citySubstring: (info) => (info.cityState.city.length >= 3 ? info.cityState.city.slice(0, 3) : undefined),
      companyInfo: (info) => info,
    },
  },
  searchCities: { needs: ['citySubstring'], request: ({ citySubstring }) => ({ query: { substr: citySubstring } }) },
  getCompanyUsers: {
    needs: ['companyId', 'userId'],
    request: ({ companyId }) => companyQuery(companyId),
    discovers: {
      email: (users, { userId }) => users.find((user) => user.userId === userId)?.emailAddress,
      self: (users, { userId }) => users.find((user) => user.userId === userId),
    },
  },
  getUserByEmail: { needs: ['email'], request: ({ email }) => ({ query: { email } }) },
  getUserPermissions: {
    needs: ['companyId', 'userId'],
    request: ({ companyId, userId }) => ({ query: { companyId, userId } }),
    discovers: { permissions: (permissions) => permissions },
  },
  getNotifications: {
    needs: ['companyId', 'userId'],
    request: ({ companyId, userId }) => ({ path: { companyId, userId, listType: 1 } }),
    discovers: { notificationId: (notifications) => notifications[0]?.id },
  },
  getNotificationPreferences: {
    needs: ['companyId', 'userId'],
    request: ({ companyId, userId }) => ({ query: { companyId, userId } }),
    discovers: { notificationTypeId: (preferences) => preferences[0]?.id },
  },
  getJobPerformanceSummary: {
    needs: ['companyId'],
    request: ({ companyId }, d) => ({ query: apiRange(companyId, d) }),
  },
  getJobPerformanceDetails: {
    needs: ['companyId'],
    request: ({ companyId }, d) => ({ query: apiRange(companyId, d) }),
  },
  getJobPerformanceByDate: { needs: ['companyId'], request: ({ companyId }, d) => ({ query: apiRange(companyId, d) }) },
  exportJobPerformance: {
    needs: ['companyId'],
    request: ({ companyId }, dates) => ({
      query: {
        exportedFileName: `Job Performance ${dates.apiFrom} - ${dates.apiTo}`,
        ...companyRange(companyId, dates),
      },
    }),
  },
  getApplicantDemographics: {
    needs: ['companyId'],
    request: ({ companyId }, d) => ({ query: apiRange(companyId, d) }),
  },
  getEsdsReport: { needs: ['companyId'], request: ({ companyId }, d) => ({ query: companyRange(companyId, d) }) },
  exportEsdsReportCsv: { needs: ['companyId'], request: ({ companyId }, d) => ({ query: companyRange(companyId, d) }) },
  getObservances: {
    needs: ['companyId'],
    request: ({ companyId }, dates) => ({ query: companyRange(companyId, dates) }),
    discovers: {
      observanceId: (observances) => observances[0]?.id,
      file: (observances) => {
        const observance = observances.find((candidate) => candidate.attachments.length > 0);
        const attachment = observance?.attachments[0];
        return observance && attachment
          ? { fileId: attachment.id, resourceType: 'observance', resourceId: observance.id }
          : undefined;
      },
    },
  },
  getObservance: {
    needs: ['companyId', 'observanceId'],
    request: ({ companyId, observanceId }) => ({ path: { id: observanceId }, query: { companyId } }),
  },
  getSavedObservances: {
    needs: ['companyId'],
    request: ({ companyId }, dates) => ({
      query: { companyId },
      body: { startDate: dates.apiFrom, endDate: dates.apiTo },
    }),
  },
  getTagContents: {
    needs: [],
    request: () => ({}),
    discovers: {
      file: (tags) => {
        const content = tags.flatMap((tag) => tag.contents)[0];
        return content ? { fileId: content.fileId, resourceType: 'content', resourceId: content.contentId } : undefined;
      },
    },
  },
  downloadAbiFile: {
    needs: ['companyId', 'file'],
    request: ({ companyId, file }) => ({ query: { ...file, companyId } }),
  },
  getCalendarLink: {
    needs: ['companyId', 'userId'],
    request: ({ companyId, userId }) => ({ query: { companyId, userId } }),
    discovers: { calendarId: (link) => link.id },
  },
  // Sent by the authorization pass only, which expects it refused: a reset that went through would stop the
  // user's subscribed calendars.
  resetCalendarLink: {
    needs: ['companyId', 'userId'],
    request: ({ companyId, userId }) => ({ query: { companyId, userId } }),
  },
  getCalendarFeed: { needs: ['calendarId'], request: ({ calendarId }) => ({ query: { id: calendarId } }) },
  getReportCards: {
    needs: ['companyId'],
    request: ({ companyId }, dates) => ({
      query: { CompanyId: companyId, BeginDate: dates.apiFrom, EndDate: dates.apiTo },
    }),
    discovers: { document: (cards) => (cards[0] ? { id: cards[0].mailingKey, type: 1 } : undefined) },
  },
  getJobScreenshots: {
    needs: ['companyId'],
    request: ({ companyId }, d) => ({ query: apiRange(companyId, d) }),
    discovers: { document: (shots) => (shots[0] ? { id: shots[0].screenshotId, type: 2 } : undefined) },
  },
  getDocumentUrl: {
    needs: ['companyId', 'document'],
    request: ({ companyId, document }) => ({ query: { Id: document.id, Type: document.type, CompanyId: companyId } }),
  },
  getOutreachToken: {
    needs: ['companyId'],
    request: ({ companyId }) => ({ query: { CompanyId: companyId } }),
    discovers: { outreachToken: (token) => token.jwt },
  },
  getSchedulingLetter: { needs: ['companyId'], request: ({ companyId }) => companyQuery(companyId) },
  getOutreachPipeline: { needs: [], request: gatewayPeriod },
  getOutreachActionCategoryBreakdown: { needs: [], request: gatewayPeriod },
  getOrganizationEngagementSummary: { needs: [], request: gatewayPeriod },

  // The writes below are sent only by the authorization pass, to a company the user may not act in, with
  // the user's own data (a server that skipped the gate would change nothing of anyone else's).
  updateCompanyInfo: {
    needs: ['companyId', 'userId', 'companyInfo'],
    request: ({ companyId, userId, companyInfo: info }) => ({
      body: {
        companyId,
        legacyId: info.legacyId,
        userId,
        name: info.companyName,
        industryId: info.industryId,
        isFederalContractor: info.isFederalContractor,
        isStaffProvider: info.isStaffProvider,
        companySizeId: info.companySizeId,
        phoneAreaCode: info.phoneAreaCode,
        phoneNumber: info.phoneNumber,
        website: info.website,
        latitude: info.latitude ?? null,
        longitude: info.longitude ?? null,
        addressVerificationStatus: info.addressVerificationStatus,
        numberOfEmployees: info.numberOfEmployees,
        locationId: info.locationId ?? null,
        street: info.street,
        street2: info.street2 ?? null,
        city: info.cityState.city,
        state: info.cityState.stateCode,
        zip: info.zipCode,
        useStandardAddress: false,
      },
    }),
  },
  setDefaultCompany: { needs: ['companyId'], request: ({ companyId }) => ({ body: { companyId } }) },
  addUser: {
    needs: ['companyId', 'companyInfo', 'self', 'permissions'],
    request: ({ companyId, companyInfo, self, permissions }) => ({
      body: {
        ...accessFlagsOf(permissions),
        companyId,
        companyLegacyId: companyInfo.legacyId,
        companyName: companyInfo.companyName,
        authorizingUser: self.emailAddress,
        firstName: self.firstName,
        lastName: self.lastName,
        email: self.emailAddress,
        confirmEmail: self.emailAddress,
        has_SSO: false,
        userRole: 3,
      },
    }),
  },
  updateUserStatus: {
    needs: ['companyId', 'userId', 'companyInfo'],
    request: ({ companyId, userId, companyInfo }) => ({
      body: { userId, companyId, status: 1, companyLegacyId: companyInfo.legacyId },
    }),
  },
  updateCompanyUser: {
    needs: ['companyId', 'userId', 'companyInfo', 'self', 'permissions'],
    request: ({ companyId, userId, companyInfo, self, permissions }) => ({
      body: {
        ...accessFlagsOf(permissions),
        userId,
        firstName: self.firstName,
        lastName: self.lastName,
        email: self.emailAddress,
        confirmEmail: self.emailAddress,
        userRole: permissions.userRole,
        authorizingUser: self.emailAddress,
        companyId,
        companyLegacyId: companyInfo.legacyId,
      },
    }),
  },
  markNotificationsRead: {
    needs: ['companyId', 'userId', 'notificationId'],
    request: ({ companyId, userId, notificationId }) => ({
      body: { readNotifications: [[companyId, userId, notificationId]] },
    }),
  },
  optInNotification: {
    needs: ['companyId', 'userId', 'notificationTypeId'],
    request: ({ companyId, userId, notificationTypeId }) => ({ body: { companyId, userId, notificationTypeId } }),
  },
  optOutNotification: {
    needs: ['companyId', 'userId', 'notificationTypeId'],
    request: ({ companyId, userId, notificationTypeId }) => ({ body: { companyId, userId, notificationTypeId } }),
  },
  saveUserObservance: {
    needs: ['companyId', 'observanceId'],
    request: ({ companyId, observanceId }) => ({ query: { companyId }, body: { observanceId } }),
  },
  deleteUserObservance: {
    needs: ['companyId', 'observanceId'],
    request: ({ companyId, observanceId }) => ({ query: { companyId, observanceId } }),
  },
  createQuickLogin: {
    needs: ['companyId'],
    request: ({ companyId }) => ({
      // An unsigned token of the ID token's shape ({"alg":"none"}.{}.): the pass expects a refusal first.
      body: { IdToken: 'eyJhbGciOiJub25lIn0.e30.', ReturnUrl: '/', CompanyId: companyId, IsEmbedded: false },
    }),
  },
  // Closing an open letter is the one write that needs no fact of the state it replaces.
  saveSchedulingLetter: {
    needs: ['companyId'],
    request: ({ companyId }) => ({ query: { companyId }, body: { letterReceivedDate: null, checkedItems: [] } }),
  },
  logUserActivity: {
    needs: ['companyId', 'userId'],
    request: ({ companyId, userId }) => ({
      body: { UserId: userId, CompanyId: companyId, UserActivityTypeId: 1, Key: 'ReturnUrl', Value: '/' },
    }),
  },
};

/** The seven access switches of a permissions answer (the body of a user write carries them). */
function accessFlagsOf(permissions: Facts['permissions']) {
  return {
    accessJobs: permissions.accessJobs,
    accessResumes: permissions.accessResumes,
    accessApplicants: permissions.accessApplicants,
    accessReports: permissions.accessReports,
    editAllJobPostings: permissions.editAllJobPostings,
    accessOFCCPAccountManagement: permissions.accessOFCCPAccountManagement,
    accessDiversitySourcing: permissions.accessDiversitySourcing,
  };
}
