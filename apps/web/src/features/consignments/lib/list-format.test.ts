import { describe, expect, it } from 'vitest';
import { formatVolume, formatWeight, typeLabel } from '../../../shared/lib/display-format';
import { formatMoney } from './list-format';

// the unit follows a no-break space: a narrow column never puts "m³" on a line of its own
const nb = (figure: string, unit: string) => `${figure}\u00a0${unit}`;

describe('consignment units', () => {
  it('shows cubic millimetres as m³ (X10)', () => {
    expect(formatVolume(0)).toBe(nb('0.000', 'm³'));
    expect(formatVolume(48_000_000)).toBe(nb('0.048', 'm³'));
    expect(formatVolume(1_250_000_000)).toBe(nb('1.250', 'm³'));
  });

  it('shows grams as kg (X11)', () => {
    expect(formatWeight(12_500)).toBe(nb('12.5', 'kg'));
    expect(formatWeight(1_234_000)).toBe(nb('1,234', 'kg'));
  });

  it('shows cents as AUD in en-AU (X08, X09)', () => {
    expect(formatMoney(123_456)).toBe('$1,234.56');
  });

  it('labels a transfer Anywhere to anywhere', () => {
    expect(typeLabel('transfer')).toBe('Anywhere to anywhere');
  });
});
