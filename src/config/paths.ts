type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;
type ParamValue = string | number;

export type PathParams<P extends string> = { [K in RequiredParam<Segments<P>>]: ParamValue } & {
  [K in OptionalParam<Segments<P>>]?: ParamValue;
};

type HrefArgs<P extends string> = [RequiredParam<Segments<P>>] extends [never]
  ? [OptionalParam<Segments<P>>] extends [never]
    ? []
    : [params?: PathParams<P>]
  : [params: PathParams<P>];

export interface AppPath<P extends string = string> {
  /** The router pattern (React Router syntax: `:id`, `:id?`). */
  path: P;
  /** A concrete URL for this route. */
  href: (...args: HrefArgs<P>) => string;
}

export function definePath<P extends string>(path: P): AppPath<P> {
  const href = (...args: HrefArgs<P>): string => {
    const params: Partial<Record<string, ParamValue>> = args[0] ?? {};
    const segments = path.split('/').flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const value = params[segment.slice(1, optional ? -1 : undefined)];
      if (value === undefined || value === '') return optional ? [] : [segment];
      return [encodeURIComponent(String(value))];
    });
    return segments.join('/') || '/';
  };
  return { path, href };
}

/** A gated route's page for companies that lack its product or feature: its own path plus /unauthorized. */
export function unauthorizedOf<P extends string>(route: AppPath<P>): AppPath<`${P}/unauthorized`> {
  return definePath(`${route.path}/unauthorized`);
}

const account = definePath('/account');
const jobs = definePath('/jobs');
const outreach = definePath('/outreach');
const resumes = definePath('/resumes');
const applicantTracking = definePath('/applicant-tracking');
const abi = definePath('/abi');
const reports = definePath('/reports');
const resources = definePath('/resources');
const notification = definePath('/notification');

const under = <B extends string, C extends string>(base: AppPath<B>, child: C) =>
  definePath<`${B}/${C}`>(`${base.path}/${child}`);

const accountOrders = under(account, 'orders');
const accountBranding = under(account, 'branding');
const accountEmployerBadge = under(account, 'employer-badge');
const outreachAccountManagement = under(outreach, 'account-managment');
const resumesAdvancedSearch = under(resumes, 'resumes-advanced-search');
const resumesAgents = under(resumes, 'agents');
const reportsAll = under(reports, 'reports-all');
const reportsCenter = under(reports, 'reports-center');
const reportsJobPerformance = under(reports, 'job-performance');
const reportsEsds = under(reports, 'ESDS-Report');
const reportsListingMonitor = under(reports, 'listing-monitor');
const reportsApplicantDemographics = under(reports, 'applicant-demographics');
const outreachLists = under(outreach, 'lists');
const outreachDashboard = under(outreach, 'outreach-dashboard');
const resumesDiversitySourcing = under(resumes, 'diversity-sourcing');

/** Every route of the app (spec section 2). Build URLs with `href()`; never write a path string again. */
export const paths = {
  home: definePath('/'),
  company: definePath('/company'),
  authCallback: definePath('/auth-callback'),
  silentRefresh: definePath('/silent-refresh'),
  impersonate: definePath('/impersonate'),

  account,
  accountOrders,
  accountOrdersUnauthorized: unauthorizedOf(accountOrders),
  accountAuthorizedUsers: under(account, 'authorized-users'),
  accountCompanyInfo: under(account, 'company-info'),
  accountLocations: under(account, 'locations'),
  accountProfile: under(account, 'profile'),
  accountBranding,
  accountBrandingUnauthorized: unauthorizedOf(accountBranding),
  accountEmployerBadge,
  accountEmployerBadgeUnauthorized: unauthorizedOf(accountEmployerBadge),
  accountSocialMedia: under(account, 'socialmedia'),
  accountTemplates: under(account, 'templates'),
  accountRecipients: under(account, 'recipients'),
  accountInfo: under(account, 'info'),

  jobs,
  jobsUnauthorized: unauthorizedOf(jobs),
  jobsNewJob: under(jobs, 'new-job'),
  jobsActiveJobs: under(jobs, 'active-jobs'),
  jobsQuestionnaires: under(jobs, 'questionnaires'),

  outreach,
  outreachUnauthorized: unauthorizedOf(outreach),
  outreachSearch: under(outreach, 'search'),
  outreachLinkageAgents: under(outreach, 'linkage-agents'),
  outreachCommunityPartner: under(outreach, 'community-partners/:id'),
  outreachContactProfile: under(outreach, 'contact-profiles/:id'),
  outreachLists,
  outreachListsUnauthorized: unauthorizedOf(outreachLists),
  outreachList: under(outreach, 'lists/:id'),
  outreachProfile: under(outreach, 'profile/:discriminator/:id'),
  outreachActivities: under(outreach, 'activities'),
  outreachDashboard,
  outreachDashboardUnauthorized: unauthorizedOf(outreachDashboard),
  outreachAccountManagement,
  outreachAccountManagementUnauthorized: unauthorizedOf(outreachAccountManagement),

  resumes,
  resumesDiversitySourcing,
  resumesDiversitySourcingUnauthorized: unauthorizedOf(resumesDiversitySourcing),
  resumesByCategory: under(resumes, 'by-category'),
  resumesAdvancedSearch,
  resumesAdvancedSearchUnauthorized: unauthorizedOf(resumesAdvancedSearch),
  resumesAgents,
  resumesAgentsUnauthorized: unauthorizedOf(resumesAgents),

  applicantTracking,
  applicantTrackingUnauthorized: unauthorizedOf(applicantTracking),
  applicantTrackingApplicants: under(applicantTracking, 'applicants'),
  applicantTrackingHiringActivity: under(applicantTracking, 'hiring-activity'),
  applicantTrackingHiringPipeline: under(applicantTracking, 'hiring-pipeline'),
  applicantTrackingApplicantReport: under(applicantTracking, 'applicant-report'),
  applicantTrackingApplicantBlocks: under(applicantTracking, 'applicant-blocks'),
  applicantTrackingHiringStages: under(applicantTracking, 'hiring-stages'),
  applicantTrackingDispositionCodes: under(applicantTracking, 'disposition-codes'),
  applicantTrackingAutoReply: under(applicantTracking, 'auto-reply'),

  abi,
  abiUnauthorized: unauthorizedOf(abi),
  abiObservances: under(abi, 'observances/:selectedObservanceId?'),
  abiContent: under(abi, 'content/:contentId?'),

  reports,
  reportsAll,
  reportsAllUnauthorized: unauthorizedOf(reportsAll),
  reportsCenter,
  reportsCenterUnauthorized: unauthorizedOf(reportsCenter),
  reportsDocumentCenter: under(reports, 'document-center'),
  reportsJobPerformance,
  reportsJobPerformanceUnauthorized: unauthorizedOf(reportsJobPerformance),
  reportsEsds,
  reportsEsdsUnauthorized: unauthorizedOf(reportsEsds),
  reportsListingMonitor,
  reportsListingMonitorUnauthorized: unauthorizedOf(reportsListingMonitor),
  reportsReportCard: under(reports, 'document-center/report-card'),
  reportsApplicantDemographics,
  reportsApplicantDemographicsUnauthorized: unauthorizedOf(reportsApplicantDemographics),
  reportsAuditPack: under(reports, 'audit-pack'),
  reportsAuditReadiness: under(reports, 'audit-readiness'),

  resources,
  resourcesTraining: under(resources, 'training-resources'),
  resourcesLibrary: under(resources, 'resourceLibrary'),
  resourcesWebinars: under(resources, 'webinars'),
  resourcesCareerEvents: under(resources, 'careerevents'),

  notificationList: under(notification, 'list'),
  notificationPreferences: under(notification, 'preferences'),

  help: definePath('/help'),
  contact: definePath('/contact'),
} as const;

export type PathKey = keyof typeof paths;
