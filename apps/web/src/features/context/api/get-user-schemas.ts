import { getUserResponseSchema } from '@freight/contracts';
import { z } from 'zod';

/** The data of the getUser operation. */
export const getUserDataSchema = z.object({ getUser: getUserResponseSchema });

/** GET /user, the fallback: older answers may lack the packaging types. */
export const fallbackSchema = getUserResponseSchema.extend({
  packagingTypes: getUserResponseSchema.shape.packagingTypes.optional(),
});
