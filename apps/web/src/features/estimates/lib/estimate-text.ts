import type { Estimate } from '@freight/contracts';

type Location = Estimate['sender'];

/** Where a sender or receiver is: its street address, or the suburb an estimate may name alone. */
export function placeText(location: Location): string {
  if (location.address) {
    const { line1, line2, locality, subdivision, postcode } = location.address;
    return `${[line1, line2].filter(Boolean).join(', ')}, ${locality} ${subdivision} ${postcode}`;
  }
  return location.locality?.label ?? '';
}
