import type { ManifestDocumentInput } from '../manifest-input';
import type { ConsignmentDocumentInput, DocumentItem } from '../render-input';

/** SSCC-18 with its GS1 mod-10 check digit, for sample items. */
function sscc(serial: number): string {
  const body = `0931234${String(serial).padStart(10, '0')}`;
  const sum = [...body].reverse().reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A realistic consignment for renderer tests and the label benchmark. */
export function sampleConsignment(
  items = 3,
  options: { dangerousGoods?: boolean } = {},
): ConsignmentDocumentInput {
  const lines: DocumentItem[] = Array.from({ length: items }, (_, i) => ({
    index: i + 1,
    sscc: sscc(1000 + i),
    description: i % 2 === 0 ? 'Cartons of brake pads' : 'Pallet of engine oil',
    packagingType: i % 2 === 0 ? 'Carton' : 'Pallet',
    lengthMm: i % 2 === 0 ? 400 : 1165,
    widthMm: i % 2 === 0 ? 300 : 1165,
    heightMm: i % 2 === 0 ? 250 : 1200,
    weightG: i % 2 === 0 ? 12_500 : 480_000,
    // with dangerous goods, the cartons hold the paint and the caustic; the oil pallets hold none
    dgClasses: options.dangerousGoods && i % 2 === 0 ? ['3', '8'] : null,
  }));
  const dangerousGoods = options.dangerousGoods
    ? [
        {
          unNumber: '1263',
          properShippingName: 'PAINT',
          class: '3',
          subsidiaryRisk: null,
          packingGroup: 'III',
          quantity: 40,
          unit: 'L',
          packages: 2,
          packageDescription: '2 x steel drum',
        },
        {
          unNumber: '1719',
          properShippingName: 'CAUSTIC ALKALI LIQUID, N.O.S. (sodium hydroxide)',
          class: '8',
          subsidiaryRisk: null,
          packingGroup: 'II',
          quantity: 20,
          unit: 'L',
          packages: 4,
          packageDescription: '4 x plastic jerrican',
        },
        {
          unNumber: '1263',
          properShippingName: 'PAINT',
          class: '3',
          subsidiaryRisk: null,
          packingGroup: 'III',
          quantity: 5,
          unit: 'L',
          packages: 1,
          packageDescription: '1 x steel pail',
        },
      ]
    : [];
  return {
    consignmentNo: 'FSX00012345',
    type: 'outbound',
    dispatchDate: '2026-11-23',
    siteName: 'Melbourne Distribution Centre',
    sender: {
      name: 'Southern Auto Parts Pty Ltd',
      line1: 'Unit 4, 27 Industrial Drive',
      line2: null,
      suburb: 'Dandenong South',
      state: 'VIC',
      postcode: '3175',
      phone: '03 9555 0100',
      contact: 'Warehouse dispatch',
    },
    receiver: {
      name: 'Adelaide Fleet Services',
      line1: '118 Grand Junction Road',
      line2: 'Loading dock B',
      suburb: 'Kilburn',
      state: 'SA',
      postcode: '5084',
      phone: '08 8555 0199',
      contact: 'Priya Natarajan',
    },
    carrierName: 'Southern Cross Freight',
    serviceName: 'Road Express',
    references: ['PO-1001', 'INV-88231'],
    specialInstructions: 'Call receiver 30 minutes before delivery',
    authorityToLeave: false,
    items: lines,
    dangerousGoods,
    emergencyContact: options.dangerousGoods ? { name: 'Chemwatch 24h', phone: '1800 555 123' } : null,
    totals: {
      items,
      weightG: lines.reduce((sum, l) => sum + l.weightG, 0),
      volumeMm3: lines.reduce((sum, l) => sum + l.lengthMm * l.widthMm * l.heightMm, 0),
    },
  };
}

/** A Melbourne DC manifest of these rows, by Southern Cross Freight unless `over` says otherwise. */
export function sampleManifest(
  rows: ManifestDocumentInput['rows'],
  over: Partial<ManifestDocumentInput> = {},
): ManifestDocumentInput {
  return {
    manifestNumber: 'MAN0000042',
    providerName: 'Freight Shipping',
    organisationName: 'Demo Freight Co',
    siteName: 'Melbourne DC',
    carrierName: 'Southern Cross Freight',
    carrierAccount: 'SCF-88231',
    consignmentType: 'outbound',
    dispatchDate: '2026-03-06',
    createdAt: '2026-03-05T23:00:00.000Z',
    dispatchAddress: {
      name: 'Melbourne DC',
      line1: '10 Collins St',
      line2: null,
      suburb: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
    },
    rows,
    dangerousGoods: [],
    ...over,
  };
}
