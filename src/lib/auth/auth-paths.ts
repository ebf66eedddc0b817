import { paths } from '@/config/paths';

export const AUTH_CALLBACK_PATH = paths.authCallback.path;
export const SILENT_REFRESH_PATH = paths.silentRefresh.path;
export const HOME_PATH = paths.home.path;

/** Pages that must render without a signed-in user: they are part of signing in. */
export function isSignInFlowPath(pathname: string): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return [paths.authCallback.path, paths.silentRefresh.path, paths.impersonate.path].some((flow) => flow === path);
}
