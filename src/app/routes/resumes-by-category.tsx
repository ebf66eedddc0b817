import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Resumes by category moved into the advanced search (spec section 2). */
export default function ResumesByCategoryRoute() {
  return <Navigate to={paths.resumesAdvancedSearch.href()} replace />;
}
