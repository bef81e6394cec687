import type { LineForm } from '../shared/shipment-form/lib/line-form';
import { newLine } from '../shared/shipment-form/lib/new-line';

/** A new line with a carton's description and measures (cm, kg) typed in, valid as it stands. */
export function typedCarton(overrides: Partial<LineForm> = {}): LineForm {
  return {
    ...newLine(),
    packagingType: 'Carton',
    description: 'Cartons',
    length: 40,
    width: 30,
    height: 20,
    weight: 10,
    ...overrides,
  };
}
