import { sql } from 'drizzle-orm';
import type { DocumentType } from '../../db/schema/documents';
import type { DbOrTx } from '../db/transaction';
import { enqueue, JOBS_CHANNEL } from '../jobs/enqueue';
import {
  DOCUMENT_DEDUPE_PREFIX,
  GENERATE_DOCUMENT_JOB,
  generateDocumentDedupeKey,
  type GenerateDocumentPayload,
} from './document-job';
import { findOwnerDocument, upsertPendingDocument, type DocumentRow } from './documents.repository';

export interface DocumentRequest {
  ownerType: string;
  ownerId: string;
  siteId: number;
  type: DocumentType;
  /** The owner's version (etag): a new version makes the document again, the same one does not. */
  ownerVersion: string;
}

/**
 * Asks for an owner's document to be made for its current version. Call it in the transaction that changes
 * the owner: the document row and its job exist exactly when the change commits. Asking again for the same
 * version is free; a newer version replaces a generation still waiting.
 */
export async function requestDocument(tx: DbOrTx, request: DocumentRequest): Promise<DocumentRow> {
  const reopened = await upsertPendingDocument(tx, request);
  if (reopened) {
    const payload: GenerateDocumentPayload = { documentId: reopened.id };
    await enqueue(tx, GENERATE_DOCUMENT_JOB, payload, {
      dedupeKey: generateDocumentDedupeKey(reopened.id),
      // labels go on the parcels at the bench: made (and printed) before the connotes of a busy moment
      priority: request.type === 'label' ? 1 : 0,
    });
    return reopened;
  }
  const existing = await findOwnerDocument(tx, request);
  if (!existing) throw new Error('document vanished while being requested');
  return existing;
}

/**
 * `requestDocument` for several documents of one change in one statement: the rows upserted as one JSON
 * parameter, a job queued (under the same dedupe key and priority) for each one reopened, and the workers told
 * on commit when any was. A creation asks for its label and connote so while it holds its number's lock.
 */
export async function requestDocuments(tx: DbOrTx, requests: readonly DocumentRequest[]): Promise<void> {
  if (requests.length === 0) return;
  const rows = JSON.stringify(
    requests.map((request) => ({
      owner_type: request.ownerType,
      owner_id: request.ownerId,
      site_id: request.siteId,
      type: request.type,
      owner_version: request.ownerVersion,
    })),
  );
  await tx.execute(sql`with requested as (
      select * from jsonb_to_recordset(${rows}::jsonb)
        as r(owner_type text, owner_id text, site_id int, type text, owner_version text)
    ), reopened as (
      insert into documents (owner_type, owner_id, site_id, type, format, status, owner_version)
      select owner_type, owner_id, site_id, type, 'pdf', 'pending', owner_version from requested
      on conflict (owner_type, owner_id, type, format) do update
        set site_id = excluded.site_id, owner_version = excluded.owner_version, status = 'pending',
          last_error = null, updated_at = now()
        -- same version already made or on its way: nothing to do; a failed one is tried again
        where documents.owner_version <> excluded.owner_version or documents.status = 'failed'
      returning id, type
    ), queued as (
      insert into jobs (kind, payload, dedupe_key, max_attempts, priority)
      select ${GENERATE_DOCUMENT_JOB}::text, jsonb_build_object('documentId', id::text), ${DOCUMENT_DEDUPE_PREFIX}::text || id::text, 5,
        -- labels go on the parcels at the bench: made (and printed) before the connotes of a busy moment
        case when type = 'label' then 1 else 0 end
      from reopened
      on conflict (dedupe_key) where status = 'queued' do update
        set kind = excluded.kind, payload = excluded.payload, max_attempts = excluded.max_attempts,
          priority = excluded.priority, run_after = least(jobs.run_after, excluded.run_after), attempts = 0,
          updated_at = now()
      returning id
    )
    select pg_notify(${JOBS_CHANNEL}::text, ${GENERATE_DOCUMENT_JOB}::text) from (select 1 from queued limit 1) as any_queued`);
}
