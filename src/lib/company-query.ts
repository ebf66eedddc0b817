import type { PortalQueryMeta } from './query-client';

/**
 * A generated query hook's arguments for a call about one company (`useGetX(...companyQuery(id, meta))`):
 * until the session has a company the call waits, so its placeholder 0 is never sent.
 */
export function companyQuery(companyId: number | undefined, meta: PortalQueryMeta = {}) {
  return [{ companyId: companyId ?? 0 }, { query: { enabled: companyId !== undefined, meta } }] as const;
}
