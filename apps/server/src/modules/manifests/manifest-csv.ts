import type { ConsignmentForManifest } from '../consignments';

/** The CSV sent to the carrier with a manifest: one row per line item of every consignment (README). */
export const MANIFEST_CSV_COLUMNS = [
  'manifest_number',
  'manifest_id',
  'consignment_id',
  'consignment_number',
  'dispatch_date',
  'service',
  'receiver_name',
  'receiver_suburb',
  'receiver_state',
  'receiver_postcode',
  'line',
  'description',
  'packaging_type',
  'quantity',
  'length_mm',
  'width_mm',
  'height_mm',
  'weight_g',
  'un_numbers',
  'pallet_transfer_type',
  'docket_numbers',
] as const;

/** RFC 4180 quoting; a leading formula character is neutralised so a spreadsheet never runs a cell. */
function cell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function manifestCsv(
  manifest: { id: number; manifestNumber: string },
  staged: { consignment: ConsignmentForManifest; transferType: string; docketNumbers: string[] }[],
): string {
  const lines = [MANIFEST_CSV_COLUMNS.join(',')];
  for (const { consignment: c, transferType, docketNumbers } of staged)
    c.lineItems.forEach((item, index) => {
      lines.push(
        [
          manifest.manifestNumber,
          manifest.id,
          c.id,
          c.consignmentNo,
          c.dispatchDate,
          c.agreedService.name,
          c.receiver.name,
          c.receiver.address.locality,
          c.receiver.address.subdivision,
          c.receiver.address.postcode,
          index + 1,
          item.description,
          item.packagingType,
          item.quantity,
          item.length,
          item.width,
          item.height,
          item.weight,
          item.dangerousGoods.map((entry) => `UN${entry.unNumber}`).join(';'),
          transferType,
          docketNumbers.join(';'),
        ]
          .map(cell)
          .join(','),
      );
    });
  return `${lines.join('\r\n')}\r\n`;
}
