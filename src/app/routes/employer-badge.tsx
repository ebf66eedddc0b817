/** /account/employer-badge: the selected company's employer badge, its embed code and social posts. */
export { EmployerBadgePage as default } from '@/features/employer-badge/components/employer-badge-page';
