/** /reports/listing-monitor: open jobs never listed with the state job bank, and jobs listed late. */
export { ListingMonitorPage as default } from '@/features/listing-monitor/components/listing-monitor-page';
