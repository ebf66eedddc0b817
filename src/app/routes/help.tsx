import { HelpPage } from '@/features/help/components/help-page';
import { WebinarsPage } from '@/features/help/components/webinars-page';
import { useSession } from '@/lib/session/session-provider';
import { findEntry } from '../route-table-utils';
import { useRouteTable } from '../shell/route-table-context';

/** Webinars' address outside the portal, as the route table configures it for the drawer. */
function useWebinarsUrl(): string {
  const entry = findEntry(useRouteTable(), 'resourcesWebinars');
  return entry?.externalUrl?.() ?? entry?.path.href() ?? '';
}

/** /help: the portal's areas, with Webinars opening its configured address in a new tab. */
export default function HelpRoute() {
  const { company } = useSession();
  return <HelpPage companyName={company?.name ?? ''} webinarsUrl={useWebinarsUrl()} />;
}

/** /resources/webinars visited in the portal: a link to the webinars' own site. */
export function WebinarsRoute() {
  return <WebinarsPage url={useWebinarsUrl()} />;
}
