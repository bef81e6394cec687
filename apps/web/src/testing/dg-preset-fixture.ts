import type { DangerousGoodsPreset } from '@freight/contracts';

/** A declarable dangerous goods preset of site 1: paint, 20 L tins. */
export const paintPreset = (overrides: Partial<DangerousGoodsPreset> = {}): DangerousGoodsPreset => ({
  id: 'dg-1',
  siteId: '1',
  dgType: 'declarable',
  notifiable: false,
  properShippingName: 'PAINT',
  technicalName: null,
  productDescription: null,
  unNumber: '1263',
  classOrDivision: '3',
  subsidiaryRisks: [],
  packingGroup: 'II',
  receptacle: 'Tin',
  receptacleAggregateQuantity: { amount: 20, unit: 'L' },
  lastUsed: null,
  ...overrides,
});
