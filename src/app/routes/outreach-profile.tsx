import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';

/** /outreach/profile/:discriminator/:id opens the community partner or the contact profile (spec section 2). */
export default function OutreachProfileRoute() {
  const { discriminator, id = '' } = useParams();
  const target = discriminator === 'community_partner' ? paths.outreachCommunityPartner : paths.outreachContactProfile;
  return <Navigate to={target.href({ id })} replace />;
}
