/** /account/authorized-users: the company's authorized users. */
export { AuthorizedUsersPage as default } from '@/features/authorized-users/components/authorized-users-page';
