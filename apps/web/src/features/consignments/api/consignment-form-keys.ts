/** Query keys of the consignment form's reads. */
export const consignmentFormKeys = {
  consignment: (id: string) => ['consignments', 'consignment', id] as const,
  formConfiguration: (siteId: string, type: string) =>
    ['consignments', 'form-configuration', siteId, type] as const,
  estimate: (id: string) => ['consignments', 'source-estimate', id] as const,
  orders: (ids: readonly string[]) => ['consignments', 'source-orders', ...ids] as const,
};
