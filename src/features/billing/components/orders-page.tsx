import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SandboxedFrame } from '../../../components/legacy-frame/sandboxed-frame';
import { QueryLoadError } from '../../../components/ui/load-error';
import { useGetPaymentLink } from '../../../generated/api/companies/companies';
import { accountManagerEmail } from '../../../lib/access';
import { useSession } from '../../../lib/session/session-provider';
import { hasPastInvoices, hasPayableAccount } from '../utils/payment-rules';

/**
 * Orders / past invoices (spec section 2): the embedded payment page, only for a valid accounting
 * customer id, and the notices for older customers and for accounts that cannot pay online.
 */
export function OrdersPage({ title }: { title: string }) {
  const { t } = useTranslation('billing');
  const { company } = useSession();
  const payable = hasPayableAccount(company?.accountingCustomerId);
  const link = useGetPaymentLink(
    { companyId: company?.id ?? 0 },
    { query: { enabled: payable && !!company, meta: { errorToast: 'billing:loadError' } } },
  );

  const email = accountManagerEmail(company);
  const phone = company?.defaultAccountManagerPhone;
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
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
      ) : link.data ? (
        <SandboxedFrame src={link.data.url} title={t('frameTitle')} />
      ) : (
        <Text role="status">{t('loading')}</Text>
      )}
    </Stack>
  );
}
