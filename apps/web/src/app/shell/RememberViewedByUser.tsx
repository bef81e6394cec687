import type { Consignment } from '@freight/contracts';
import { useCurrentUser } from '../../features/context/api/get-user';
import { RememberViewed } from '../../features/search/components/RememberViewed';

/** The view page's viewed slot: remembers the consignment for the signed-in user. */
export function RememberViewedByUser({ consignment }: { consignment: Consignment }) {
  const user = useCurrentUser().user;
  return <RememberViewed userId={user.id} consignment={consignment} />;
}
