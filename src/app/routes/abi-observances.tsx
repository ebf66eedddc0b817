/** /abi/observances/{selectedObservanceId?}: the DEI calendar's observances and their detail dialog. */
export { ObservancesPage as default } from '@/features/abi/components/observances-page';
