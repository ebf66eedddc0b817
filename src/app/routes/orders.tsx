/** /account/orders: the billing feature's orders and past-invoices page. */
export { OrdersPage as default } from '@/features/billing/components/orders-page';
