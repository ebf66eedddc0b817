import { unauthorizedContent } from '@/features/product-pages/utils/product-pages';
import type { Company } from '@/generated/model';
import type { RouteHandle } from '../route-types';

/** What an /unauthorized route shows (its page and its title agree): the product page, else the generic one. */
export function unauthorizedContentOf(handle: RouteHandle | undefined, company: Company | null) {
  return unauthorizedContent(
    handle?.explainsGates ?? [],
    company,
    handle?.explains?.key === 'accountEmployerBadge' ? 'employerBadge' : undefined,
  );
}
