/** /reports/applicant-demographics: who applied to the company's jobs, by diversity category and gender. */
export { ApplicantDemographicsPage as default } from '@/features/applicant-demographics/components/applicant-demographics-page';
