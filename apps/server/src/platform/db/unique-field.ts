import { errorCodes } from '@freight/contracts';
import { AppError } from '../errors/app-error';
import { isUniqueViolation } from './unique-violation';

/**
 * A field a unique index keeps to one record (a site's quick access code, an entry's one policy). The service
 * checks first and answers `conflict()`; `guard` gives the same answer to a write that raced past that check.
 */
export function uniqueField(spec: { index: string; pointer: string; detail: string }) {
  /** A 409 the browser shows as `detail` on the field. */
  const conflict = () =>
    new AppError({
      status: 409,
      code: errorCodes.conflict,
      title: 'Conflict',
      detail: spec.detail,
      pointer: spec.pointer,
    });

  async function guard<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, spec.index)) throw conflict();
      throw error;
    }
  }

  return { conflict, guard };
}
