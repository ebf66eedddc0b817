import { nullable, primaryKey } from '@mswjs/data';

/**
 * Models of the reports, esds, abi, documents and outreach areas. @mswjs/data has no arrays of
 * objects, so every list (an observance's tags and attachments, a content item's tags) is a model of
 * its own linked by ids. Dates are ISO strings: `YYYY-MM-DD` for days, full UTC timestamps otherwise.
 * The daily views, clicks and applicants of the jobs live outside the database (content-activity.ts).
 */
export const contentModels = {
  /** A job of the job performance and demographics reports; its daily series is in content-activity.ts. */
  job: {
    id: primaryKey(Number),
    companyId: Number,
    title: String,
    /** "City, ST" */
    location: String,
    internalRef: String,
    postedOn: String,
    /** The last day the posting was live; null while it still is. */
    closedOn: nullable(String),
  },
  /** A job posting and its cross-posting to a state job bank: one row of the ESDS report. */
  esdsPosting: {
    id: primaryKey(Number),
    companyId: Number,
    jobId: Number,
    title: String,
    internalRef: nullable(String),
    createdUtc: String,
    dateDeactivated: nullable(String),
    location: String,
    esdsStateCode: String,
    postingURL: nullable(String),
    dateCrossPosted: nullable(String),
    timePosted: nullable(String),
    crossRefNumber: nullable(String),
  },
  /** Observance and content library tags; `type` is Observance or Content. */
  tag: {
    id: primaryKey(Number),
    label: String,
    type: String,
  },
  observance: {
    id: primaryKey(Number),
    name: String,
    description: String,
    start: String,
    end: nullable(String),
    /** Origin-relative path of the banner image; the handler makes it absolute. */
    imagePath: nullable(String),
  },
  observanceTag: {
    /** `${observanceId}:${tagId}` */
    id: primaryKey(String),
    observanceId: Number,
    tagId: Number,
  },
  /** A downloadable file of an observance; its id is the fileId of downloadAbiFile. */
  attachment: {
    id: primaryKey(Number),
    observanceId: Number,
    /** The file name shown and downloaded (with extension). */
    name: String,
    order: nullable(Number),
  },
  /** A user's saved observance, per company. */
  savedObservance: {
    /** `${companyId}:${userId}:${observanceId}` */
    id: primaryKey(String),
    companyId: Number,
    userId: Number,
    observanceId: Number,
    savedAt: String,
  },
  /**
   * A user's calendar feed in a company, one per membership. `feedId` is the feed URL's only credential:
   * random, made when first asked, replaced by a reset (the old one then names no calendar).
   */
  calendarFeed: {
    /** The membership's id, `${companyId}:${userId}` */
    id: primaryKey(String),
    companyId: Number,
    userId: Number,
    feedId: String,
    issuedAt: String,
  },
  contentItem: {
    id: primaryKey(Number),
    name: String,
    fileId: Number,
    fileName: String,
  },
  contentTag: {
    /** `${contentId}:${tagId}` */
    id: primaryKey(String),
    contentId: Number,
    tagId: Number,
  },
  reportCard: {
    mailingKey: primaryKey(String),
    companyId: Number,
    title: String,
    /** The month the card reports on, `YYYY-MM`. */
    month: String,
    date: String,
  },
  screenshot: {
    screenshotId: primaryKey(String),
    companyId: Number,
    jobId: Number,
    jobTitle: String,
    dateCreated: String,
  },
  /** A company that has an outreach service token (getOutreachToken answers 404 for the others). */
  outreachAccount: {
    companyId: primaryKey(Number),
    createdDate: String,
  },
  /** A community partner organization receiving job links. */
  partnerOrganization: {
    id: primaryKey(Number),
    name: String,
    /** minorities | women | iwd | veterans | stateWorkforce | other */
    category: String,
  },
  outreachRecipient: {
    id: primaryKey(Number),
    organizationId: Number,
    name: String,
    email: String,
  },
  /** One job link sent to one recipient through one channel, with what came of it. */
  outreachSend: {
    id: primaryKey(Number),
    companyId: Number,
    jobId: Number,
    recipientId: Number,
    organizationId: Number,
    /** 2 automatic outreach, 4 linkage, 6 vet connect. */
    agentGroupType: Number,
    sentOn: String,
    views: Number,
    applicants: Number,
  },
};
