import { nullable, primaryKey } from '@mswjs/data';

/**
 * Models of the companies, users, notifications and sign-in areas. Arrays of objects (product
 * authorizations, feature flags, password history) are models of their own, linked by id, because
 * @mswjs/data cannot update arrays of objects in place.
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
  /** A product authorization of a company; `isPrior` rows are the authorization history. */
  productAuthorization: {
    /** `${companyId}:${current|prior}:${name}` */
    id: primaryKey(String),
    companyId: Number,
    name: String,
    /** Active or Inactive. */
    status: String,
    isPrior: Boolean,
  },
  featureFlag: {
    /** `${companyId}:${featureId}` */
    id: primaryKey(String),
    companyId: Number,
    featureId: Number,
    value: Boolean,
  },
  /** The Company Info record (one per company). */
  companyInfo: {
    companyId: primaryKey(Number),
    street: String,
    street2: nullable(String),
    city: String,
    stateCode: String,
    zipCode: String,
    phoneAreaCode: String,
    phoneNumber: String,
    website: String,
    isFederalContractor: Boolean,
    isStaffProvider: Boolean,
    industryId: Number,
    companySizeId: Number,
    numberOfEmployees: Number,
    locationId: nullable(Number),
    latitude: nullable(Number),
    longitude: nullable(Number),
    addressVerificationStatus: Number,
    /** The last standardized address, flattened (all null when there is none). */
    standardStreet: nullable(String),
    standardStreet2: nullable(String),
    standardCity: nullable(String),
    standardState: nullable(String),
    standardZipCode: nullable(String),
    standardStatus: nullable(Number),
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
  /** Passwords a user had before the current one (a new password may not repeat any of them). */
  passwordHistory: {
    /** `${userId}:${sequence}` */
    id: primaryKey(String),
    userId: Number,
    password: String,
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
  notification: {
    id: primaryKey(Number),
    companyId: Number,
    userId: Number,
    notificationTypeId: Number,
    description: String,
    dateCreated: String,
    isRead: Boolean,
    link: nullable(String),
  },
  notificationType: {
    id: primaryKey(Number),
    name: String,
    description: String,
    /** The status of a user who never changed this preference. */
    defaultStatus: Boolean,
  },
  /** A user's choice for one notification type in one company (absent: the type's default). */
  notificationPreference: {
    /** `${companyId}:${userId}:${notificationTypeId}` */
    id: primaryKey(String),
    companyId: Number,
    userId: Number,
    notificationTypeId: Number,
    status: Boolean,
  },
  userActivity: {
    id: primaryKey(Number),
    userId: Number,
    companyId: Number,
    userActivityTypeId: Number,
    key: nullable(String),
    value: nullable(String),
    createdAt: String,
  },
};
