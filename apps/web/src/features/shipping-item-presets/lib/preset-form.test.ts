import { formMessagesB } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { emptyPresetForm, presetFormSchema, presetFromForm, presetToForm } from './preset-form';
import { issuesOf } from '../../../testing/schema-issues';

describe('shipping item preset form', () => {
  it('sends centimetres and kilograms as whole millimetres and grams (spec 3, 9)', () => {
    const jiffy = {
      ...emptyPresetForm(),
      quickAccessCode: 'J',
      description: 'Jiffy',
      packagingType: 'JiffyBag',
    };
    expect(presetFromForm({ ...jiffy, height: 1.5, weight: 0.15 })).toMatchObject({
      height: 15,
      weight: 150,
    });
    const form = {
      ...emptyPresetForm(),
      quickAccessCode: 'CTN1',
      description: 'Carton',
      packagingType: 'Carton',
    };
    expect(presetFromForm({ ...form, length: 40, width: 30.04, height: 25, weight: 12 })).toEqual({
      quickAccessCode: 'CTN1',
      description: 'Carton',
      packagingType: 'Carton',
      length: 400,
      width: 300,
      height: 250,
      weight: 12000,
    });
  });

  it('shows the wire units as cm and kg', () => {
    const preset = {
      id: '1',
      siteId: '1',
      quickAccessCode: 'PAL',
      description: 'Pallet',
      packagingType: 'Pallet' as const,
      length: 1165,
      width: 1165,
      height: 1500,
      weight: 250000,
    };
    expect(presetToForm(preset)).toMatchObject({ length: 116.5, height: 150, weight: 250 });
  });

  it("asks for the code, description and packaging type with the form layer's messages", () => {
    const result = presetFormSchema.safeParse(emptyPresetForm());
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(issuesOf(presetFormSchema, emptyPresetForm()));
    expect(messages).toEqual({
      quickAccessCode: formMessagesB.required,
      description: formMessagesB.required,
      packagingType: formMessagesB.required,
    });
  });

  it('refuses a code with spaces, measures of 0 and more precision than mm and g', () => {
    const result = presetFormSchema.safeParse({
      ...emptyPresetForm(),
      quickAccessCode: 'A B',
      description: 'x',
      packagingType: 'Bag',
      length: 0,
      width: 10.25,
      weight: 0.1505,
    });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      formMessagesB.spaces,
      formMessagesB.greaterThan(0),
      formMessagesB.decimals(1),
      formMessagesB.decimals(3),
    ]);
  });
});
