/** Query keys of the look-ups every shipment form makes (address book, localities, presets). */
export const shipmentFormKeys = {
  entries: (siteId: string, search: string) => ['shipment-form', 'entries', siteId, search] as const,
  localities: (q: string) => ['shipment-form', 'localities', q] as const,
};
