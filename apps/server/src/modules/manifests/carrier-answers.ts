/** DESIGN 5b: the carrier's answers to a manifest, through the carrier API. */
import {
  carrierManifestEndpoints,
  endpointPath,
  manifestMessages,
  type ManifestDetail,
  type StagedConsignmentStatus,
} from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import type { ManifestDeps } from './create-manifests';
import { manifestDetailToWire } from './manifest-wire';
import * as repo from './manifests.repository';
import type { ManifestListRow, StagedRow } from './manifests.repository';

/** A manifest as its carrier reads it: its PDF linked on the carrier API, which the carrier's key opens. */
const carrierDetail = (row: ManifestListRow, staged: StagedRow[]): ManifestDetail => ({
  ...manifestDetailToWire(row, staged),
  documentUrl: endpointPath(carrierManifestEndpoints.document, { id: row.id }),
});

/** Another carrier's manifest is not found, like an unknown id: a key acts for its own carrier only. */
/** The carrier's own manifest; another carrier's reads as no manifest at all. */
export async function requireCarrierManifest(db: DbOrTx, carrierId: number, id: number, lock = false) {
  const manifest = lock ? await repo.lockManifest(db, id) : await repo.findManifest(db, id);
  if (!manifest || manifest.carrierId !== carrierId) throw AppError.notFound();
  return manifest;
}

const alreadyAnswered = () => AppError.conflict('alreadyAnswered', manifestMessages.alreadyAnswered);

interface Acknowledgement {
  accept: boolean;
  reference: string | null;
  code: string | null;
}

/** Whether an acknowledged manifest holds this very answer: a carrier resending after a lost reply. */
const holdsAcknowledgement = (manifest: repo.ManifestRow, answer: Acknowledgement) =>
  manifest.acknowledgedAt !== null &&
  (answer.accept
    ? manifest.status !== 'rejected' && manifest.trackingNumber === answer.reference
    : manifest.status === 'rejected' && manifest.rejectionCode === answer.code);

export async function carrierManifest(db: DbOrTx, carrierId: number, id: number): Promise<ManifestDetail> {
  const manifest = await requireCarrierManifest(db, carrierId, id);
  return carrierDetail(manifest, await repo.findStaged(db, id));
}

/**
 * Spec 4: a proposed manifest becomes approved (with the carrier's reference) or rejected (with a code). The same
 * answer again changes nothing and is answered alike; a different one is a conflict.
 */
export async function acknowledgeManifest(
  deps: ManifestDeps,
  carrierId: number,
  id: number,
  answer: Acknowledgement,
): Promise<ManifestDetail> {
  return deps.db.transaction(async (tx) => {
    const manifest = await requireCarrierManifest(tx, carrierId, id, true);
    if (manifest.status !== 'proposed') {
      if (!holdsAcknowledgement(manifest, answer)) throw alreadyAnswered();
      return carrierDetail(manifest, await repo.findStaged(tx, id));
    }
    const at = deps.clock.now();
    const updated = await repo.updateManifest(
      tx,
      id,
      answer.accept
        ? { status: 'approved', acknowledgedAt: at, trackingNumber: answer.reference }
        : { status: 'rejected', acknowledgedAt: at, rejectedAt: at, rejectionCode: answer.code },
      at,
    );
    return carrierDetail(updated, await repo.findStaged(tx, id));
  });
}

/**
 * Spec 4 (O09, O10): one staged consignment of an approved manifest is accepted, cancelled or rejected with a
 * code, once; when none is left unanswered the manifest is completed. The same answer again changes nothing and
 * is answered alike; a different one is a conflict.
 */
export async function answerStagedConsignment(
  deps: ManifestDeps,
  carrierId: number,
  id: number,
  consignmentId: number,
  answer: { status: StagedConsignmentStatus; code: string | null },
): Promise<ManifestDetail> {
  return deps.db.transaction(async (tx) => {
    const manifest = await requireCarrierManifest(tx, carrierId, id, true);
    if (manifest.status === 'proposed')
      throw AppError.conflict('notAcknowledged', manifestMessages.notAcknowledged);
    if (manifest.status === 'rejected') throw alreadyAnswered();
    const stagedRows = await repo.findStaged(tx, id);
    const staged = stagedRows.find((row) => row.consignmentId === consignmentId);
    if (!staged) throw AppError.notFound(manifestMessages.notOnManifest);
    if (staged.status !== null) {
      const code = answer.status === 'rejected' ? answer.code : null;
      if (staged.status !== answer.status || staged.code !== code) throw alreadyAnswered();
      return carrierDetail(manifest, stagedRows);
    }
    if (manifest.status !== 'approved') throw alreadyAnswered();
    const at = deps.clock.now();
    await repo.answerStaged(tx, id, consignmentId, {
      status: answer.status,
      code: answer.status === 'rejected' ? answer.code : null,
      answeredAt: at,
    });
    const updated =
      (await repo.countUnanswered(tx, id)) === 0
        ? await repo.updateManifest(tx, id, { status: 'completed' }, at)
        : manifest;
    return carrierDetail(updated, await repo.findStaged(tx, id));
  });
}
