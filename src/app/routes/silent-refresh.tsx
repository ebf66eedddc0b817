import { Redirecting } from '@/components/ui/redirecting';

/** The silent-renew landing page: the AuthProvider completes the renew; the page only says 'Redirecting'. */
export default function SilentRefresh() {
  return <Redirecting />;
}
