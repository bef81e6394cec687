import { describe, expect, it } from 'vitest';
import { presetToLine } from './preset-to-line';

const preset = {
  id: '5',
  siteId: '1',
  quickAccessCode: 'CTN-M',
  description: 'Medium carton',
  packagingType: 'Carton' as const,
  length: 405,
  width: 300,
  height: 300,
  weight: 8_046,
};

describe('presetToLine', () => {
  it('fills the line in centimetres and kilograms', () => {
    expect(presetToLine(preset)).toEqual({
      code: 'CTN-M',
      presetId: '5',
      packagingType: 'Carton',
      description: 'Medium carton',
      length: 40.5,
      width: 30,
      height: 30,
      weight: 8.046,
    });
  });
  it('leaves measures the preset does not have', () => {
    const fill = presetToLine({ ...preset, length: null, weight: null });
    expect(fill).not.toHaveProperty('length');
    expect(fill).not.toHaveProperty('weight');
    expect(fill.width).toBe(30);
  });
});
