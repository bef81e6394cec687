import type { Address, Contact, Entry } from '@freight/contracts';
import { highlightMatches } from '@freight/rules';
import type { ContactRow } from './contacts.repository';
import type { EntryRow } from './entries.repository';

export function toContact(row: ContactRow): Contact {
  return {
    id: String(row.id),
    name: row.name,
    phone: row.phone,
    email: row.email,
    deliveryInstructions: {
      specialInstructions: row.specialInstructions,
      authorityToLeave: row.authorityToLeave,
    },
  };
}

export function toEntry(row: EntryRow, address: Address, contacts: readonly ContactRow[]): Entry {
  return {
    id: String(row.id),
    siteId: String(row.siteId),
    name: row.name,
    quickAccessCode: row.quickAccessCode,
    location: { address, line2: row.line2, residential: row.residential },
    preventConsolidation: row.preventConsolidation,
    requiresDeliveryTimeSlot: row.requiresDeliveryTimeSlot,
    pallets: {
      allowedPalletTypes: row.allowedPalletTypes,
      preferredTransferType: row.preferredTransferType ?? 'none',
    },
    operatingHours: row.residential ? null : row.operatingHours,
    contactSuggestions: contacts.map(toContact),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface Markers {
  start: string;
  stop: string;
}

/** Spec 3: the list item's highlights of name, line2, address and quick access code. */
export function highlightEntry(row: EntryRow, terms: readonly string[], markers: Markers) {
  const mark = (text: string) => highlightMatches(text, terms, markers.start, markers.stop);
  return {
    name: mark(row.name),
    line2: row.line2 === null ? null : mark(row.line2),
    address: mark(row.addressText),
    quickAccessCode: row.quickAccessCode === null ? null : mark(row.quickAccessCode),
  };
}
