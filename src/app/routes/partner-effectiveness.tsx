/** /outreach/partner-effectiveness: the annual outreach assessment (route gate: NewOutreachManagementSystem). */
export { PartnerEffectivenessPage as default } from '@/features/partner-effectiveness/components/partner-effectiveness-page';
