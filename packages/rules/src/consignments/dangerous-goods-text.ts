const textOf = (entry: Record<string, unknown>, key: string): string | null => {
  const value = entry[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** "UN1263 PAINT, class 3, PG II" for one dangerous goods entry, as entered: what a screen or a carrier reads. */
export function dangerousGoodsText(entry: Record<string, unknown>): string {
  const un = textOf(entry, 'unNumber');
  const name = textOf(entry, 'properShippingName');
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
