import { createHash } from 'node:crypto';
import { LABEL_SET_MAX_LABELS, labelSetMessages } from '@freight/contracts';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/db/transaction';
import type { DocumentRow } from '../../platform/documents/document-status';
import { requestDocument } from '../../platform/documents/request-document';
import { AppError } from '../../platform/errors/app-error';
import { loadAccess } from '../../platform/tenancy/access';
import type { DocumentSources } from './document-sources';
import type { ConsignmentDocumentInput } from './render-input';

/**
 * The labels of many consignments as one PDF. Its document row belongs to the user who asked (the owner id
 * starts with their id), since the consignments may be of several of their sites and a document row names
 * one; the version lists each consignment with its version in print order ("12@3,15@1"), which is both what
 * makes the PDF again when one of them changes and what the job reads to know what to print.
 */
export const LABEL_SET_OWNER = 'labelSet';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

export const labelSetBelongsTo = (row: Pick<DocumentRow, 'ownerId'>, userId: string) =>
  row.ownerId.startsWith(`${userId}:`);

const versionOf = (entries: { id: number; version: string }[]) =>
  entries.map((e) => `${e.id}@${e.version}`).join(',');

/** The consignment ids a label set's version names, in print order. */
export function consignmentIdsOfLabelSet(version: string): number[] {
  return version.split(',').map((entry) => Number(entry.split('@')[0]));
}

/**
 * Asks for the combined labels of the consignments, in the order given (an id named twice prints once). Every
 * one must be on a site the user holds, else it is refused as not found, like one that does not exist: one
 * 422 per refused entry, pointing at it. The same selection at the same versions is the same document, made once.
 */
export async function requestLabelSet(
  db: Db,
  sources: DocumentSources,
  userId: string,
  consignmentIds: number[],
): Promise<{ row: DocumentRow; consignments: number; labels: number }> {
  const briefsOf = sources.consignmentBriefs();
  if (!briefsOf) throw new Error('no consignment source for labels');
  const ids = [...new Set(consignmentIds)];
  const [briefs, access] = await Promise.all([briefsOf(db, ids), loadAccess(db, userId)]);
  const byId = new Map(briefs.filter((b) => access.siteIds.has(b.siteId)).map((b) => [b.id, b]));
  const errors: { pointer: string; detail: string }[] = [];
  consignmentIds.forEach((id, index) => {
    const brief = byId.get(id);
    const pointer = `/data/consignmentIds/${index}`;
    if (!brief) errors.push({ pointer, detail: labelSetMessages.notFound });
    else if (brief.items === 0) errors.push({ pointer, detail: labelSetMessages.noItems });
  });
  if (errors.length > 0) throw AppError.validation(errors);
  const chosen = ids.map((id) => byId.get(id)).filter((b) => b !== undefined);
  const labels = chosen.reduce((sum, b) => sum + b.items, 0);
  if (labels > LABEL_SET_MAX_LABELS)
    throw AppError.validation([
      { pointer: '/data/consignmentIds', detail: labelSetMessages.tooManyLabels(labels) },
    ]);
  const row = await requestDocument(db, {
    ownerType: LABEL_SET_OWNER,
    ownerId: `${userId}:${digest(ids.join(','))}`,
    // the first consignment's site: a document row names one; reading it is checked against its owner
    siteId: chosen[0]?.siteId ?? 0,
    type: 'label',
    ownerVersion: versionOf(chosen),
  });
  return { row, consignments: chosen.length, labels };
}

/**
 * For the job: the consignments of a label set as they are now, and the version they make. A consignment
 * deleted since the set was asked for is left out: the others' labels are still wanted.
 */
export async function loadLabelSet(
  db: DbOrTx,
  sources: DocumentSources,
  version: string,
): Promise<{ inputs: ConsignmentDocumentInput[]; version: string }> {
  const load = sources.source('consignment');
  if (!load) throw new Error('no document source for consignment');
  const loaded: { id: number; version: string; input: ConsignmentDocumentInput }[] = [];
  for (const id of consignmentIdsOfLabelSet(version)) {
    const record = await load(db, String(id));
    if (record && record.input.items.length > 0)
      loaded.push({ id, version: record.version, input: record.input });
  }
  return { inputs: loaded.map((l) => l.input), version: versionOf(loaded) };
}
