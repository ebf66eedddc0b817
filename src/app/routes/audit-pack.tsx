/** /reports/audit-pack: the one-click zip of the company's audit evidence for a range (issue 9). */
export { AuditPackPage as default } from '@/features/audit-pack/components/audit-pack-page';
