import { AppError } from '../../platform/errors/app-error';
import type { DbOrTx } from '../../platform/db/transaction';
import { idOfRef } from '../../platform/support-ref';
import * as repo from './carriers.repository';
import type { Ref } from './deps';

/** The carrier a request names; 404 when there is none. */
export async function carrierByRef(db: DbOrTx, ref: Ref) {
  const id = idOfRef(ref);
  const found =
    (id === undefined ? null : await repo.findCarrierById(db, id)) ??
    (typeof ref === 'string' ? await repo.findCarrierByName(db, ref.trim()) : null);
  if (!found) throw AppError.notFound(`Carrier '${String(ref).trim()}' not found`);
  return found;
}

/** A service of the carrier by id or name; 404 when the carrier has none such. */
export async function serviceByRef(db: DbOrTx, carrier: repo.CarrierRow, ref: Ref) {
  const id = idOfRef(ref);
  const byId = id === undefined ? null : await repo.findServiceById(db, id);
  const found =
    (byId && byId.carrierId === carrier.id ? byId : null) ??
    (typeof ref === 'string' ? await repo.findServiceByName(db, carrier.id, ref.trim()) : null);
  if (!found) throw AppError.notFound(`${carrier.name} has no service '${String(ref).trim()}'`);
  return found;
}
