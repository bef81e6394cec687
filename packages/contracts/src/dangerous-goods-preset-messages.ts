/** The spec quotes no text for these; they follow the form layer's wording. */
export const dangerousGoodsPresetMessages = {
  notAvailable: 'Dangerous goods are not available to you on this site',
  unNumber: 'must be a 4-digit UN number',
  declarableOnly: 'only declarable dangerous goods have this detail',
} as const;
