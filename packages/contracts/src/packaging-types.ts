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

/** How screens and documents name each known packaging type. */
export const packagingTypeDescriptions: Record<(typeof packagingTypeNames)[number], string> = {
  Carton: 'Carton',
  Satchel: 'Satchel',
  Pallet: 'Pallet',
  Skid: 'Skid',
  Crate: 'Crate',
  Stillage: 'Stillage',
  Bulky: 'Bulky item',
  JiffyBag: 'Jiffy bag',
  Bag: 'Bag',
  Item: 'Item',
  Other: 'Other',
};

/** A packaging type in words ('Jiffy bag' for JiffyBag); a name not known is shown as it is. */
export function packagingTypeText(name: string): string {
  const known = packagingTypeNames.find((type) => type === name);
  return known ? packagingTypeDescriptions[known] : name;
}
