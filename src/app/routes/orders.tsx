import { useTranslation } from 'react-i18next';
import { OrdersPage } from '@/features/billing/components/orders-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /account/orders: the billing feature's orders and past-invoices page. */
export default function OrdersRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <OrdersPage title={entry ? t(entry.name) : ''} />;
}
