/** /account/profile: the signed-in user's own record (My Profile). */
export { ProfilePage as default } from '@/features/authorized-users/components/profile-page';
