import { dangerousGoodsPresetMessages, formMessagesB } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { dgFormSchema, dgFromForm, emptyDgForm } from './dg-form';
import type { DgForm } from './dg-form';
import { issuesOf } from '../../../testing/schema-issues';

const declarable: DgForm = {
  ...emptyDgForm(),
  unNumber: 'UN1203',
  properShippingName: 'Petrol',
  technicalName: 'Gasoline',
  classOrDivision: '3',
  packingGroup: 'II',
  receptacle: 'Drum',
  amount: 20,
  unit: 'L',
};

describe('dangerous goods preset form (spec 5)', () => {
  it('requires the proper shipping name and UN number', () => {
    expect(issuesOf(dgFormSchema, emptyDgForm())).toEqual([
      ['unNumber', formMessagesB.required],
      ['properShippingName', formMessagesB.required],
      ['classOrDivision', formMessagesB.required],
      ['packingGroup', formMessagesB.required],
    ]);
    expect(dgFormSchema.safeParse({ ...declarable, unNumber: '12' }).error?.issues[0]?.message).toBe(
      dangerousGoodsPresetMessages.unNumber,
    );
  });

  it('needs a declarable preset’s class, and its packing group where the class has one', () => {
    const paths = (form: typeof declarable) => issuesOf(dgFormSchema, form).map(([path]) => path);
    // with no class chosen the packing group reads as required, and is checked as such
    expect(paths({ ...declarable, classOrDivision: null, packingGroup: null })).toEqual([
      'classOrDivision',
      'packingGroup',
    ]);
    expect(paths({ ...declarable, classOrDivision: null, packingGroup: 'II' })).toEqual(['classOrDivision']);
    expect(paths({ ...declarable, classOrDivision: '3', packingGroup: null })).toEqual(['packingGroup']);
    // gases have no packing group; a notifiable preset carries neither
    expect(paths({ ...declarable, classOrDivision: '2.1', packingGroup: null })).toEqual([]);
    expect(
      paths({
        ...declarable,
        dgType: 'notifiable',
        classOrDivision: null,
        packingGroup: null,
        technicalName: '',
        receptacle: '',
        amount: null,
        unit: null,
      }),
    ).toEqual([]);
  });

  it('sends the detail fields only for declarable goods', () => {
    expect(dgFromForm(declarable)).toMatchObject({
      dgType: 'declarable',
      technicalName: 'Gasoline',
      classOrDivision: '3',
      receptacleAggregateQuantity: { amount: 20, unit: 'L' },
    });
    const notifiable = dgFromForm({ ...declarable, dgType: 'notifiable' });
    expect(Object.keys(notifiable).sort()).toEqual([
      'dgType',
      'productDescription',
      'properShippingName',
      'unNumber',
    ]);
  });

  it('sends the aggregate quantity only when amount and unit are both given', () => {
    expect(dgFromForm({ ...declarable, unit: null })).not.toHaveProperty('receptacleAggregateQuantity');
    expect(issuesOf(dgFormSchema, { ...declarable, unit: null })).toEqual([
      ['unit', 'Unit is required with an aggregate quantity'],
    ]);
    expect(issuesOf(dgFormSchema, { ...declarable, amount: null })).toEqual([
      ['amount', 'Aggregate quantity is required with a unit'],
    ]);
    expect(issuesOf(dgFormSchema, { ...declarable, amount: null, unit: null })).toEqual([]);
  });
});
