import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { EnquiryReason } from '@freight/contracts';
import { consignments } from './consignments';
import { uuidId, createdAt, parentId } from './columns';
import { siteId } from './site-column';

/**
 * Spec 3: an enquiry a shipper lodged about a consignment. Who lodged it is kept as they were then (name and
 * e-mail), as the support e-mail named them.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuidId(),
    consignmentId: parentId('consignment_id', () => consignments.id),
    siteId: siteId(),
    reason: text('reason').$type<EnquiryReason>().notNull(),
    subject: text('subject').notNull(),
    description: text('description'),
    link: text('link').notNull(),
    userId: uuid('user_id').notNull(),
    userFullName: text('user_full_name').notNull(),
    userEmail: text('user_email'),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_consignment_idx').on(t.consignmentId, t.createdAt.desc())],
);
