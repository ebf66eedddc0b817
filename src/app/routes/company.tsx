import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChangeCompanyDialog } from '../shell/change-company-dialog';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Where closing the dialog goes: the page it was opened from, with its query string (a report's filters). */
export function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = state.from;
    if (typeof from === 'object' && from !== null && 'pathname' in from && typeof from.pathname === 'string') {
      const search = 'search' in from ? text(from.search) : '';
      const hash = 'hash' in from ? text(from.hash) : '';
      return `${from.pathname}${search}${hash}`;
    }
  }
  return paths.home.href();
}

/** /company: the change-company dialog; closing it returns to where the user opened it. */
export default function CompanyRoute() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return <ChangeCompanyDialog onClose={() => void navigate(returnPath(state), { replace: true })} />;
}
