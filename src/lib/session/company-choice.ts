import type { Company } from '@/generated/model';

/**
 * The selected company: the persisted choice while the user still belongs to it, else the company flagged
 * selectCompany, else the default one, else the first (spec section 4, Default company).
 */
export function chooseCompany(companies: readonly Company[], persistedId: number | null): Company | null {
  return (
    companies.find((company) => company.id === persistedId) ??
    companies.find((company) => company.selectCompany) ??
    companies.find((company) => company.isDefault) ??
    companies[0] ??
    null
  );
}
