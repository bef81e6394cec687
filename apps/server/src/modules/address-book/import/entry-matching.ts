import type { ImportContact } from '@freight/rules';
import type { PendingEntryRow } from '../../../db/schema';
import type { ContactRow } from '../contacts.repository';
import type { EntryRow } from '../entries.repository';
import type { EntryValues } from '../entry-row';

/** Entries reported per row as possible duplicates: enough to act on, never a flood. */
export const MAX_DUPLICATES_PER_ROW = 5;

export type RowPlan =
  | { kind: 'create'; duplicates: EntryRow[] }
  | {
      kind: 'update';
      entry: EntryRow;
      /** The entry's own columns differ from the row's (the address included). */
      entryChanged: boolean;
      addressChanged: boolean;
      contact: ContactPlan;
      duplicates: EntryRow[];
    }
  | { kind: 'sameEntry'; row: number };

export type ContactPlan =
  | { kind: 'none' }
  | { kind: 'add'; contact: ImportContact }
  | { kind: 'update'; id: number; contact: ImportContact };

/** What the row says the entry is; an empty code leaves an entry's code as it is. */
export function valuesOf(row: PendingEntryRow, keepCode: string | null): EntryValues {
  const { draft } = row;
  return {
    name: draft.name,
    quickAccessCode: draft.quickAccessCode ?? keepCode,
    line2: draft.line2,
    residential: draft.residential,
    preventConsolidation: draft.preventConsolidation,
    requiresDeliveryTimeSlot: draft.requiresDeliveryTimeSlot,
    allowedPalletTypes: draft.allowedPalletTypes,
    preferredTransferType: draft.preferredTransferType,
    operatingHours: draft.residential ? null : draft.operatingHours,
  };
}

/** JSON with keys sorted: jsonb gives objects back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function entryDiffers(entry: EntryRow, values: EntryValues): boolean {
  return (
    entry.name !== values.name ||
    entry.quickAccessCode !== values.quickAccessCode ||
    entry.line2 !== values.line2 ||
    entry.residential !== values.residential ||
    entry.preventConsolidation !== values.preventConsolidation ||
    entry.requiresDeliveryTimeSlot !== values.requiresDeliveryTimeSlot ||
    canonical(entry.allowedPalletTypes) !== canonical(values.allowedPalletTypes) ||
    (entry.preferredTransferType ?? 'none') !== values.preferredTransferType ||
    canonical(entry.operatingHours) !== canonical(values.operatingHours)
  );
}

/** The row's contact is the entry's contact of the same name (case aside); it is added when there is none. */
function contactPlan(contact: ImportContact | null, existing: readonly ContactRow[]): ContactPlan {
  if (!contact) return { kind: 'none' };
  const same = existing.find((c) => c.name.toLowerCase() === contact.name.toLowerCase());
  if (!same) return { kind: 'add', contact };
  const unchanged =
    same.name === contact.name &&
    same.phone === contact.phone &&
    same.email === contact.email &&
    same.specialInstructions === contact.specialInstructions &&
    same.authorityToLeave === contact.authorityToLeave;
  return unchanged ? { kind: 'none' } : { kind: 'update', id: same.id, contact };
}

export interface LocatedRow {
  row: PendingEntryRow;
  /** The street address's key on its matched locality (`addressKeyOf`). */
  addressKey: string;
}

/**
 * Decides each located row of a batch against the site's entries: the entry holding the row's quick access
 * code, else the entry of the same name (case aside) at the same address, is updated (or left alone when
 * nothing differs); otherwise a new entry is made. Either way, other entries with the same name or at the same
 * address are the row's possible duplicates (the check of H21). Two rows of a batch never update one entry.
 */
export function planRows(
  located: readonly LocatedRow[],
  candidates: readonly EntryRow[],
  contactsOf: (entryId: number) => readonly ContactRow[],
): RowPlan[] {
  const claimed = new Map<number, number>();
  return located.map(({ row, addressKey }) => {
    const code = row.draft.quickAccessCode?.toLowerCase() ?? null;
    const name = row.draft.name.toLowerCase();
    const entry =
      (code && candidates.find((c) => c.quickAccessCode?.toLowerCase() === code)) ||
      candidates.find((c) => c.name.toLowerCase() === name && c.addressKey === addressKey);
    const duplicates = candidates
      .filter((c) => c !== entry && (c.name.toLowerCase() === name || c.addressKey === addressKey))
      .slice(0, MAX_DUPLICATES_PER_ROW);
    if (!entry) return { kind: 'create', duplicates };
    const earlier = claimed.get(entry.id);
    if (earlier !== undefined) return { kind: 'sameEntry', row: earlier };
    claimed.set(entry.id, row.line);
    const addressChanged = entry.addressKey !== addressKey;
    return {
      kind: 'update',
      entry,
      entryChanged: addressChanged || entryDiffers(entry, valuesOf(row, entry.quickAccessCode)),
      addressChanged,
      contact: contactPlan(row.draft.contact, contactsOf(entry.id)),
      duplicates,
    };
  });
}
