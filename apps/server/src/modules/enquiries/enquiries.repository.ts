import { desc, eq } from 'drizzle-orm';
import { enquiries } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiry = Omit<typeof enquiries.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date };

export async function insertEnquiry(db: DbOrTx, enquiry: NewEnquiry): Promise<EnquiryRow> {
  const [row] = await db.insert(enquiries).values(enquiry).returning();
  if (!row) throw new Error('enquiry insert returned nothing');
  return row;
}

export function findEnquiriesOfConsignment(db: DbOrTx, consignmentId: number): Promise<EnquiryRow[]> {
  return db
    .select()
    .from(enquiries)
    .where(eq(enquiries.consignmentId, consignmentId))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
}
