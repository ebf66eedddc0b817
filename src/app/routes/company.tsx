import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ChangeCompanyDialog } from '../shell/change-company-dialog';

function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = state.from;
    if (typeof from === 'object' && from !== null && 'pathname' in from && typeof from.pathname === 'string') {
      return from.pathname;
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
