import { describe, expect, it } from 'vitest';
import { isNotOtherwiseSpecified } from './not-otherwise-specified';

describe('isNotOtherwiseSpecified', () => {
  it.each([
    'PAINT RELATED MATERIAL, N.O.S.',
    'Flammable liquid, n.o.s.',
    'CORROSIVE LIQUID, ACIDIC, ORGANIC, N.O.S',
    'TOXIC SOLID, N. O. S.',
    'ALCOHOLS, NOS',
    'Chemical kit (nos)',
  ])('reads %j as N.O.S.', (name) => {
    expect(isNotOtherwiseSpecified(name)).toBe(true);
  });

  it.each(['PAINT', 'ACETONE', 'NOSTRUM', 'CASINOS', 'N.O.SOLVENT', '', 'LITHIUM ION BATTERIES'])(
    'reads %j as an ordinary name',
    (name) => {
      expect(isNotOtherwiseSpecified(name)).toBe(false);
    },
  );
});
