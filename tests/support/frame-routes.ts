import { paths } from '@/config/paths';
import { DIGITS, type PathAllowList } from '@/components/legacy-frame/path-allow-list';

/**
 * The frames' fixtures for the tests of src/components, which may not import the route table:
 * src/app/frame-allow-lists.test.tsx checks the app derives these lists from it.
 */

/** The demo portal's origin as Vite serves it. */
export const DEMO_APP_ORIGIN = 'http://127.0.0.1:5173';
/** The demo's legacy site and outreach app: the same server under the app's loopback alias. */
export const DEMO_FRAMES_ORIGIN = 'http://localhost:5173';

/** The legacy routes of the route table. */
export const LEGACY_ALLOW_LIST: PathAllowList = [
  paths.accountInfo,
  paths.jobsNewJob,
  paths.jobsActiveJobs,
  paths.jobsQuestionnaires,
  paths.resumesAdvancedSearch,
  paths.resumesAgents,
  paths.applicantTrackingApplicants,
  paths.applicantTrackingHiringActivity,
  paths.applicantTrackingHiringPipeline,
  paths.applicantTrackingApplicantReport,
  paths.applicantTrackingApplicantBlocks,
  paths.applicantTrackingHiringStages,
  paths.applicantTrackingDispositionCodes,
  paths.applicantTrackingAutoReply,
  paths.reportsAll,
  paths.reportsCenter,
  paths.resourcesTraining,
  paths.resourcesLibrary,
  paths.resourcesCareerEvents,
].map(({ path }) => ({ pattern: path }));

/** The outreach routes of the route table. */
export const OUTREACH_ALLOW_LIST: PathAllowList = [
  { pattern: paths.outreachSearch.path },
  { pattern: paths.outreachCommunityPartner.path },
  { pattern: paths.outreachContactProfile.path },
  { pattern: paths.outreachLists.path },
  { pattern: paths.outreachList.path, params: { id: DIGITS } },
  { pattern: paths.outreachActivities.path },
];
