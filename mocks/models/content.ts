/** Models of the reports, esds, abi, documents and outreach areas. */
export const contentModels = {};
