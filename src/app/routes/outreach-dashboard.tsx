/** /outreach/outreach-dashboard: the outreach feature's dashboard (route gate: NewOutreachManagementSystem). */
export { OutreachDashboardPage as default } from '@/features/outreach-dashboard/components/outreach-dashboard-page';
