/** Query keys of the look-ups every shipment form makes (address book, localities, dangerous goods presets). */
export const shipmentFormKeys = {
  entries: (siteId: string, search: string) => ['shipment-form', 'entries', siteId, search] as const,
  localities: (q: string) => ['shipment-form', 'localities', q] as const,
  dangerousGoodsPresets: (siteId: string, text: string) =>
    ['shipment-form', 'dangerous-goods-presets', siteId, text] as const,
};
