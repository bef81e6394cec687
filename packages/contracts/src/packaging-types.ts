/** Spec 1, 3: the known packaging types, in the PackagingType enum's order. */
export const packagingTypeNames = [
  'Carton',
  'Satchel',
  'Pallet',
  'Skid',
  'Crate',
  'Stillage',
  'Bulky',
  'JiffyBag',
  'Bag',
  'Item',
  'Other',
] as const;
