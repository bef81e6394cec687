import { consignmentMessages, errorCodes } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';

/** DESIGN 4: the ETag of a consignment is its id and version; every change bumps the version. */
export const etagOf = (row: { id: number; version: number }): string => `"${row.id}-${row.version}"`;

/** True when an If-Match header names this version (weak or strong) or is `*`. */
export function ifMatchAccepts(header: string, row: { id: number; version: number }): boolean {
  const current = etagOf(row);
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === current);
}

/** Spec 4: a change needs the version it was based on; none is 412, an older one 409 alreadyUpdated. */
export function assertIfMatch(header: string | undefined, row: { id: number; version: number }): void {
  if (header === undefined || header.trim() === '')
    throw new AppError({
      status: 412,
      code: errorCodes.preconditionFailed,
      title: 'Precondition failed',
      detail: consignmentMessages.ifMatchRequired,
    });
  if (!ifMatchAccepts(header, row)) throw alreadyUpdated(row);
}

export const alreadyUpdated = (row: { id: number; version: number }) =>
  new AppError({
    status: 409,
    code: errorCodes.alreadyUpdated,
    title: 'Conflict',
    detail: consignmentMessages.alreadyUpdated,
    headers: { etag: etagOf(row) },
  });

export const alreadyManifested = () =>
  AppError.conflict(errorCodes.alreadyManifested, consignmentMessages.alreadyManifested);
