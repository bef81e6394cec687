const textOf = (entry: Record<string, unknown>, key: string): string | null => {
  const value = entry[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * "UN1263 PAINT, class 3, PG II" for one dangerous goods entry, as entered: what a screen or a carrier reads. An
 * N.O.S. name carries its technical name in brackets, as the DG summary prints it: "N.O.S." alone names no substance.
 */
export function dangerousGoodsText(entry: Record<string, unknown>): string {
  const un = textOf(entry, 'unNumber');
  const shipping = textOf(entry, 'properShippingName');
  const technical = textOf(entry, 'technicalName');
  const name = shipping && technical ? `${shipping} (${technical})` : shipping;
  const cls = textOf(entry, 'classOrDivision');
  const group = textOf(entry, 'packingGroup');
  return [
    [un ? `UN${un}` : null, name].filter(Boolean).join(' '),
    cls ? `class ${cls}` : null,
    group ? `PG ${group}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}
