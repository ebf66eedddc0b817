import { Alert, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SandboxedFrame } from '@/components/legacy-frame/sandboxed-frame';
import { LoadError, QueryLoadError } from '@/components/ui/load-error';
import { PageFrame } from '@/components/ui/page-frame';
import { configuredPaymentOrigin } from '@/config/env';
import { useGetPaymentLink } from '@/generated/api/companies/companies';
import { useSession } from '@/lib/session/session-provider';
import { hasPastInvoices, hasPayableAccount, paymentNoticeEmail } from '../utils/payment-rules';
import { paymentFrameSrc } from '../utils/payment-url';

/** Orders / past invoices (spec section 2): the payment frame for a valid account, else the notices. */
export function OrdersPage() {
  const { t } = useTranslation('billing');
  const { company } = useSession();
  const payable = hasPayableAccount(company?.accountingCustomerId);
  const link = useGetPaymentLink(
    { companyId: company?.id ?? 0 },
    { query: { enabled: payable && !!company, meta: { errorToast: 'billing:loadError' } } },
  );
  const paymentOrigin = configuredPaymentOrigin(window.location.origin).origin;
  const src = link.data ? paymentFrameSrc(link.data.url, paymentOrigin) : null;
  const refusedOrigin = link.data && src === null ? (URL.parse(link.data.url)?.origin ?? 'not a URL') : null;

  useEffect(() => {
    // The origin only: the link's path and query carry the customer's ids.
    if (refusedOrigin !== null) {
      console.error(`Payment link refused: ${refusedOrigin} is not the payment origin ${paymentOrigin} over https`);
    }
  }, [refusedOrigin, paymentOrigin]);

  // The notices name the default account manager (spec sections 3 and 8), not the company's own amEmail.
  const email = paymentNoticeEmail(company);
  const phone = company?.defaultAccountManagerPhone;
  return (
    <PageFrame>
      {hasPastInvoices(company?.createdDate) ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('pastInvoices', { email })}</Alert.Description>
        </Alert.Root>
      ) : null}
      {!payable ? (
        <Text>{phone ? t('contactForPayment', { phone }) : t('contactForPaymentByEmail', { email })}</Text>
      ) : link.isError ? (
        <QueryLoadError query={link} message={t('loadError')} />
      ) : src !== null ? (
        <SandboxedFrame src={src} title={t('frameTitle')} />
      ) : refusedOrigin !== null ? (
        <LoadError message={t('loadError')} onRetry={() => void link.refetch()} retrying={link.isFetching} />
      ) : (
        <Text role="status">{t('loading')}</Text>
      )}
    </PageFrame>
  );
}
