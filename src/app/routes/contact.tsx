import { useTranslation } from 'react-i18next';
import { ContactPage } from '@/features/help/components/contact-page';
import { accountManagerEmail } from '@/lib/access';
import { useSession } from '@/lib/session/session-provider';

/** /contact: customer support, feedback and the account manager, each a mail button. */
export default function ContactRoute() {
  const { t } = useTranslation('navigation');
  const { company } = useSession();
  return (
    <ContactPage
      title={t('routes.contact')}
      companyName={company?.name ?? ''}
      accountManagerEmail={accountManagerEmail(company)}
    />
  );
}
