import { ContactPage } from '@/features/help/components/contact-page';
import { accountManagerEmail } from '@/lib/access';
import { useSession } from '@/lib/session/session-provider';

/** /contact: customer support, feedback and the account manager, each a mail button. */
export default function ContactRoute() {
  const { company } = useSession();
  return <ContactPage companyName={company?.name ?? ''} accountManagerEmail={accountManagerEmail(company)} />;
}
