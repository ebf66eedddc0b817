import { useTranslation } from 'react-i18next';
import { ApplicantDemographicsPage } from '@/features/applicant-demographics/components/applicant-demographics-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /reports/applicant-demographics: who applied to the company's jobs, by diversity category and gender. */
export default function ApplicantDemographicsRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <ApplicantDemographicsPage title={entry ? t(entry.name) : ''} />;
}
