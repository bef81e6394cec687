/** The spec quotes no text for these; they follow the form layer's wording. */
export const dangerousGoodsPresetMessages = {
  notAvailable: 'Dangerous goods are not available to you on this site',
  unNumber: 'must be a 4-digit UN number',
  declarableOnly: 'only declarable dangerous goods have this detail',
  /** The aggregate quantity is optional, but whole: an amount and its unit, or neither (spec 5 sends both or none). */
  unitWithQuantity: 'Unit is required with an aggregate quantity',
  quantityWithUnit: 'Aggregate quantity is required with a unit',
} as const;
