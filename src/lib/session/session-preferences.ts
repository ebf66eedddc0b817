/**
 * The selected company and the impersonating flag persist across sessions (spec section 4), so they live
 * in localStorage. They are preferences, not credentials: tokens never go there.
 */
const SELECTED_COMPANY_KEY = 'employer-portal.selected-company-id';
const IMPERSONATING_KEY = 'employer-portal.impersonating';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off by the browser; the session then lasts as long as the page.
    return null;
  }
}

export function readSelectedCompanyId(): number | null {
  const value = Number(storage()?.getItem(SELECTED_COMPANY_KEY) ?? Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function writeSelectedCompanyId(companyId: number | null): void {
  if (companyId === null) storage()?.removeItem(SELECTED_COMPANY_KEY);
  else storage()?.setItem(SELECTED_COMPANY_KEY, String(companyId));
}

export function readImpersonating(): boolean {
  return storage()?.getItem(IMPERSONATING_KEY) === 'true';
}

export function writeImpersonating(impersonating: boolean): void {
  if (impersonating) storage()?.setItem(IMPERSONATING_KEY, 'true');
  else storage()?.removeItem(IMPERSONATING_KEY);
}
