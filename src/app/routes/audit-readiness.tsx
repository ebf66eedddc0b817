import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PathKey } from '@/config/paths';
import { PackByItem } from '@/features/audit-pack/components/pack-by-item';
import { AuditReadinessPage } from '@/features/audit-readiness/components/audit-readiness-page';
import { useSession } from '@/lib/session/session-provider';
import { companyOpens, findEntry } from '../route-table-utils';
import { useRouteTable } from '../shell/route-table-context';

/**
 * /reports/audit-readiness (issue 39): the scheduling letter's checklist. The route gives the page what
 * it may not know as a feature: which screens the company may open (the route table's gates) and the
 * Audit Pack's build by item.
 */
export default function AuditReadinessRoute() {
  const { t } = useTranslation('navigation');
  const table = useRouteTable();
  const { company } = useSession();
  const opens = useCallback((key: PathKey) => companyOpens(table, key, company), [table, company]);
  const screenName = useCallback(
    (key: PathKey) => {
      const found = findEntry(table, key);
      return found ? t(found.name) : key;
    },
    [table, t],
  );
  return (
    <AuditReadinessPage opens={opens} screenName={screenName} packAction={(period) => <PackByItem range={period} />} />
  );
}
