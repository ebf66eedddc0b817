/**
 * The selected company persists across sessions (spec section 4), so it lives in localStorage: a
 * preference, not a credential (tokens never go there). So does the language picked in the top bar
 * (issue 11): it belongs to the browser, outlives log out and wins over the browser's language.
 * Impersonation does not: issue 8 limits it to one session, so it lives in sessionStorage, is set only by
 * a sign-in that /impersonate started and whose ID token carries the impersonation claim (issue 37: the
 * provider gives it to support staff only), and is cleared by log out. It is never carried into a fresh
 * sign-in.
 */
const SELECTED_COMPANY_KEY = 'employer-portal.selected-company-id';
const IMPERSONATING_KEY = 'employer-portal.impersonating';
const LANGUAGE_KEY = 'employer-portal.language';
const KEPT_COMPANIES_KEY = 'employer-portal.companies';

/** The browser's storage of that kind, or null where the browser refuses it. */
export function store(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Storage can be switched off by the browser; the preference then lasts as long as the page.
    return null;
  }
}

export function readSelectedCompanyId(): number | null {
  const value = Number(store('localStorage')?.getItem(SELECTED_COMPANY_KEY) ?? Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function writeSelectedCompanyId(companyId: number | null): void {
  if (companyId === null) store('localStorage')?.removeItem(SELECTED_COMPANY_KEY);
  else store('localStorage')?.setItem(SELECTED_COMPANY_KEY, String(companyId));
}

export function readImpersonating(): boolean {
  return store('sessionStorage')?.getItem(IMPERSONATING_KEY) === 'true';
}

export function writeImpersonating(impersonating: boolean): void {
  // Earlier versions kept the flag in localStorage, where nothing cleared it: remove that copy too.
  store('localStorage')?.removeItem(IMPERSONATING_KEY);
  if (impersonating) store('sessionStorage')?.setItem(IMPERSONATING_KEY, 'true');
  else store('sessionStorage')?.removeItem(IMPERSONATING_KEY);
}

/** The language the user picked, as stored (src/lib/i18n.ts ignores a value it does not support); null if none. */
export function readLanguageChoice(): string | null {
  return store('localStorage')?.getItem(LANGUAGE_KEY) ?? null;
}

export function writeLanguageChoice(language: string): void {
  store('localStorage')?.setItem(LANGUAGE_KEY, language);
}

interface KeptCompanies {
  userId: number;
  impersonating: boolean;
  companies: { id: number }[];
}

/**
 * The company list the API last gave this tab's user (sessionStorage, like the tokens), so that a returning
 * visit's calls start at once while the list is asked again (docs/decisions/0097-company-list-kept-for-the-tab.md).
 * Undefined when none was kept for this user and impersonation, or what is stored is not a list of companies.
 */
export function readKeptCompanies<T extends { id: number }>(userId: number, impersonating: boolean): T[] | undefined {
  try {
    const kept = JSON.parse(store('sessionStorage')?.getItem(KEPT_COMPANIES_KEY) ?? '{}') as Partial<KeptCompanies>;
    const companies = kept.userId === userId && kept.impersonating === impersonating ? kept.companies : undefined;
    // Not an array: `every` is missing, and the error is caught.
    return companies?.length && companies.every((company) => Number.isInteger(company?.id))
      ? (companies as T[])
      : undefined;
  } catch {
    return undefined;
  }
}

export function keepCompanies(userId: number, impersonating: boolean, companies: readonly { id: number }[]): void {
  try {
    const kept: KeptCompanies = { userId, impersonating, companies: [...companies] };
    store('sessionStorage')?.setItem(KEPT_COMPANIES_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the next visit asks for the list before its calls, as without it.
  }
}

/** Log out and a restarted sign-in forget the list with the rest of the session's answers. */
export function forgetKeptCompanies(): void {
  store('sessionStorage')?.removeItem(KEPT_COMPANIES_KEY);
}
