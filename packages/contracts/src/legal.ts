import { z } from 'zod';
import { policyFamilies } from './policies';

// the families and dates hold no schema: the app's first load reads them without zod
export * from './policies';

export const policyFamilySchema = z.enum(policyFamilies);

/** Documents are keyed by their effective date, 'YYYY-MM-DD' (spec 3). */
export const policyDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const legalDocumentSchema = z.object({
  family: policyFamilySchema,
  effectiveDate: policyDateSchema,
  title: z.string(),
  markdown: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export const legalDocumentsResponseSchema = z.object({ documents: z.array(legalDocumentSchema) });
