import { Navigate } from 'react-router-dom';
import { useSession } from '@/lib/session/session-provider';
import type { RouteEntry } from '../route-types';
import { firstAllowedChild } from '../route-table-utils';

/** A drawer group's own path (e.g. /account) opens its first child the company may open. */
export function GroupRedirect({ entry }: { entry: RouteEntry }) {
  const { company } = useSession();
  const target = firstAllowedChild(entry, company) ?? entry.children?.[0];
  if (!target) return null;
  return <Navigate to={target.path.href()} replace />;
}
