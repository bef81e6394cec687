import { Alert } from '@mantine/core';
import type { Consignment, Quote } from '@freight/contracts';
import { serviceLabel } from '@freight/rules';

/**
 * Editing, a quote of another service than the one booked moves the freight when saved: said before the save,
 * since another carrier gives it a new consignment number and the labels already printed no longer match.
 */
export function ServiceMoveNote({ booked, chosen }: { booked: Consignment; chosen: Quote | undefined }) {
  if (!chosen || chosen.agreedServiceId === booked.agreedService.id) return null;
  const newCarrier = chosen.carrierId !== booked.carrier.id;
  return (
    <Alert color="orange" variant="light" title="Another service" role="status">
      Saving moves this consignment from {serviceLabel(booked.agreedService)} to{' '}
      {serviceLabel(chosen.agreedService)}.
      {newCarrier
        ? ` It takes a new ${chosen.agreedService.carrierName} consignment number in place of ${booked.consignmentNo}, so print its labels again.`
        : null}
    </Alert>
  );
}
