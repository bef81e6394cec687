import { inArray } from 'drizzle-orm';
import type { PolicyFamily } from '@freight/contracts';
import { policyDocuments, termsAcceptances } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';

export type PolicyDocumentRow = typeof policyDocuments.$inferSelect;

export async function upsertPolicyDocument(db: DbOrTx, row: PolicyDocumentRow) {
  await db
    .insert(policyDocuments)
    .values(row)
    .onConflictDoUpdate({
      target: [policyDocuments.family, policyDocuments.effectiveDate],
      set: { title: row.title, markdown: row.markdown },
    });
}

export async function findPolicyDocuments(
  db: DbOrTx,
  wanted: { family: PolicyFamily; effectiveDate: string }[],
) {
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(policyDocuments)
    .where(
      inArray(
        policyDocuments.effectiveDate,
        wanted.map((w) => w.effectiveDate),
      ),
    );
  return rows.filter((r) => wanted.some((w) => w.family === r.family && w.effectiveDate === r.effectiveDate));
}

export async function insertAcceptance(
  db: DbOrTx,
  input: { userId: string; acceptedAt: Date; documents: Record<string, string> },
) {
  await db.insert(termsAcceptances).values(input);
}
