import { Alert } from '@mantine/core';

/**
 * Spec 4.6 (C37-C39): while the organisation or site is suspended or offboarded nothing can be created; said at
 * the top of a create form, which is then shown read-only, before anyone fills it in for nothing.
 */
export function CreationPreventedNotice({ things }: { things: 'consignments' | 'estimates' | 'pickups' }) {
  return (
    <Alert color="yellow" title={`This site cannot create ${things} at the moment`} role="alert">
      Its organisation or the site is suspended or offboarded, so you can only track consignments and lodge
      enquiries.
    </Alert>
  );
}
