import type { PrintingCarrierService } from '@freight/contracts';

/** Spec 7 (T23): shown when the carrier service list answers 404, so the copy counts can still be set. */
export const sampleCarrierServices: PrintingCarrierService[] = [
  { id: '1', name: 'Road Express', carrierName: 'Sample carrier' },
  { id: '2', name: 'Overnight', carrierName: 'Sample carrier' },
];
