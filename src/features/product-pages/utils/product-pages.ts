import { passesGate, type Gate } from '@/lib/access';

/**
 * The products that have a marketing page (issue 11): the copy lives in the `product-pages` namespace
 * under `products.<key>`; `figure` says whether the page shows a figure of spec section 9, `highlights`
 * names its "what you get" items in order.
 */
export const PRODUCT_PAGES = {
  LJNJP: { figure: true, highlights: ['postOnce', 'screening', 'tracking', 'compliance'] },
  OMS: { figure: true, highlights: ['find', 'lists', 'activities', 'dashboard'] },
  AICM: { figure: true, highlights: ['matched', 'diverse', 'timeSaved'] },
  ABI: { figure: false, highlights: ['calendar', 'saved', 'library'] },
  employerBadge: { figure: false, highlights: ['everywhere', 'standOut', 'ready'] },
} as const satisfies Record<string, { figure: boolean; highlights: readonly string[] }>;

export type ProductPageKey = keyof typeof PRODUCT_PAGES;

/** Whether the company lacks what the page explains, has it, or the route names no gate (the badge). */
export type ProductStatus = 'lacking' | 'included' | 'ungated';

export interface UnauthorizedContent {
  /** The marketing page to show; none: the generic page about `gate`. */
  page?: ProductPageKey;
  /** The gate the page explains. */
  gate?: Gate;
  status: ProductStatus;
}

const pageOf = (gate: Gate): ProductPageKey | undefined =>
  'product' in gate && gate.product in PRODUCT_PAGES ? (gate.product as ProductPageKey) : undefined;

/**
 * What an /unauthorized page shows, from the gates of the route it explains (innermost first): the page
 * of the first product with a marketing page that the company lacks (the outreach dashboard of a company
 * without OMS shows OMS); else the generic page of the first gate it lacks (a feature flag, or a product
 * without a page of its own); a company that passes every gate sees the page of the innermost gate.
 * A route without gates shows `fallback` (the employer badge).
 */
export function unauthorizedContent(
  gates: readonly Gate[],
  company: Parameters<typeof passesGate>[0],
  fallback?: ProductPageKey,
): UnauthorizedContent {
  const failing = gates.filter((gate) => !passesGate(company, gate));
  const product = failing.find((gate) => pageOf(gate) !== undefined);
  if (product) return { page: pageOf(product), gate: product, status: 'lacking' };
  if (failing[0]) return { gate: failing[0], status: 'lacking' };
  const innermost = gates[0];
  if (innermost) return { page: pageOf(innermost), gate: innermost, status: 'included' };
  return { page: fallback, status: 'ungated' };
}
