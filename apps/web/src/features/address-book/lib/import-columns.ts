import {
  addressBookImportColumns as importColumns,
  requiredAddressBookImportColumns as requiredImportColumns,
  type AddressBookImportColumn as ImportColumn,
} from '@freight/contracts';
import { toCsvLine } from './csv';

/** The import file's columns, in the template's order (contracts: the server reads the same list). */
export { importColumns, requiredImportColumns, type ImportColumn };

export const IMPORT_TEMPLATE_NAME = 'address-book-import-template.csv';

const examples: Record<ImportColumn, string>[] = [
  {
    name: 'Harbour Foods Distribution',
    line1: '14 Wharf Road',
    suburb: 'Port Melbourne',
    state: 'VIC',
    postcode: '3207',
    line2: 'Dock 3',
    quickAccessCode: 'HARBOUR',
    residential: 'no',
    preventConsolidation: 'no',
    requiresDeliveryTimeSlot: 'yes',
    palletTypes: 'chep;loscam',
    palletTransferType: 'carrier',
    openDays: 'mon-fri',
    opens: '07:00',
    closes: '15:30',
    contactName: 'Sam Nguyen',
    contactPhone: '03 9646 1200',
    contactEmail: 'receiving@harbourfoods.example',
    specialInstructions: 'Call on arrival',
    authorityToLeave: 'no',
  },
  {
    name: 'Jordan Smith',
    line1: '7 Banksia Crescent',
    suburb: 'Glenelg',
    state: 'SA',
    postcode: '5045',
    line2: '',
    quickAccessCode: '',
    residential: 'yes',
    preventConsolidation: 'no',
    requiresDeliveryTimeSlot: 'no',
    palletTypes: '',
    palletTransferType: '',
    openDays: '',
    opens: '',
    closes: '',
    contactName: 'Jordan Smith',
    contactPhone: '0412 345 678',
    contactEmail: '',
    specialInstructions: 'Leave at the side gate',
    authorityToLeave: 'yes',
  },
];

/** The downloadable template: the header and two example rows, a business and a residence. */
export function importTemplate(): string {
  return [
    toCsvLine(importColumns),
    ...examples.map((row) => toCsvLine(importColumns.map((c) => row[c]))),
  ].join('\r\n');
}
