import { nullable, primaryKey } from '@mswjs/data';

/**
 * Models of the companies, users, notifications and sign-in areas. Arrays of objects (product
 * authorizations, feature flags) are models of their own, linked by companyId.
 */
export const accountModels = {
  company: {
    id: primaryKey(Number),
    legacyId: Number,
    name: String,
    salesforceId: nullable(String),
    amEmail: nullable(String),
    hasAICM: Boolean,
    createdDate: String,
    amsId: nullable(String),
    amName: nullable(String),
    subscriptionType: nullable(String),
    top_employer: Boolean,
    defaultAccountManagerPhone: nullable(String),
    defaultAccountManagerEmail: nullable(String),
    accountingCustomerId: nullable(String),
    showOrders: Boolean,
  },
  user: {
    id: primaryKey(Number),
    firstName: String,
    lastName: String,
    email: String,
    has_SSO: Boolean,
    /** Demo only: the password the demo provider accepts (the four demo accounts use `demo`). */
    password: nullable(String),
    createdDate: String,
  },
  /** A user's membership of a company: role, status and the seven access switches. */
  companyUser: {
    /** `${companyId}:${userId}` */
    id: primaryKey(String),
    companyId: Number,
    userId: Number,
    userRole: Number,
    isActive: Boolean,
    isDefault: Boolean,
    selectCompany: Boolean,
    lastLogin: nullable(String),
    accessJobs: Boolean,
    accessResumes: Boolean,
    accessApplicants: Boolean,
    accessReports: Boolean,
    editAllJobPostings: Boolean,
    accessOFCCPAccountManagement: Boolean,
    accessDiversitySourcing: Boolean,
  },
};
