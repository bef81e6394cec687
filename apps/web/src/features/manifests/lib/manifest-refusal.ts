import { fieldErrorText } from '@freight/rules';
import { ApiRequestError } from '../../../shared/lib/api-error';

export interface RowError {
  /** A problem of the consignment itself, shown under its number. */
  row?: string;
  /** A problem of its docket numbers, shown on their field. */
  dockets?: string;
}

export interface ManifestRefusal {
  /** The errors of each sent consignment, by its id. */
  rows: Map<string, RowError>;
  /**
   * Whether a consignment itself cannot be manifested; otherwise only what was typed for it on this page (its
   * pallets) was refused, and the banner must not blame the consignments.
   */
  blamesConsignments: boolean;
}

/**
 * The refusal of a create call, by the entry's index in a pointer such as /data/attributes/consignments/2/consignmentId;
 * a docket number's goes on its field.
 */
export function manifestRefusal(error: unknown, sent: readonly string[]): ManifestRefusal {
  const rows = new Map<string, RowError>();
  let blamesConsignments = false;
  if (!(error instanceof ApiRequestError)) return { rows, blamesConsignments };
  for (const e of error.errors) {
    const [, index, rest = ''] =
      /^\/data\/attributes\/consignments\/(\d+)(.*)$/.exec(e.source?.pointer ?? '') ?? [];
    const id = index === undefined ? undefined : sent[Number(index)];
    if (!id) continue;
    const message = fieldErrorText(e.detail ?? e.title);
    const found = rows.get(id) ?? {};
    if (rest.startsWith('/pallets/docketNumbers')) found.dockets ??= message;
    else found.row ??= message;
    if (!rest.startsWith('/pallets')) blamesConsignments = true;
    rows.set(id, found);
  }
  return { rows, blamesConsignments };
}
