/** Spec section 9: documents and screenshots show 25 rows a page, with 25, 50, 75 or 100. */
export const DOCUMENT_PAGING = { pageSizes: [25, 50, 75, 100] };
