import { z } from 'zod';
// plain constants live apart from the schemas, so the app's first load reads them without zod
export { CSRF_COOKIE, CSRF_HEADER } from './headers';
export { errorCodes } from './error-codes';

/** One error of the JSON:API error document every endpoint answers with. */
export const apiErrorSchema = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  source: z.object({ pointer: z.string() }).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiErrorDocumentSchema = z.object({ errors: z.array(apiErrorSchema).min(1) });

type ErrorAnswers<S extends number> = { [K in S]: typeof apiErrorDocumentSchema };

/** An endpoint's error answers by status: every error status answers with the same error document. */
/*#__NO_SIDE_EFFECTS__*/
export function errorAnswers<const S extends number>(...statuses: S[]): ErrorAnswers<S> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorDocumentSchema])) as ErrorAnswers<S>;
}
