import { nullable, primaryKey } from '@mswjs/data';

/** Models of the compliance area. The seed leaves them empty: a company starts with no letter open. */
export const complianceModels = {
  /** The company's scheduling-letter state, one row per company that ever saved one. */
  schedulingLetter: {
    companyId: primaryKey(Number),
    letterReceivedDate: nullable(String),
    /** The checked item ids joined by commas (ids match ^[a-z][a-z0-9-]*$, so no id holds one). */
    checkedItems: String,
    updatedAt: String,
    updatedBy: String,
  },
};
