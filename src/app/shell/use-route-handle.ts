import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../route-types';

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'entry' in value && 'gates' in value;
}

/** The table entry of the deepest matched route. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
