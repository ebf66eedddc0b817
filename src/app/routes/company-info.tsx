/** /account/company-info: the company-info feature's page. */
export { CompanyInfoPage as default } from '@/features/company-info/components/company-info-page';
