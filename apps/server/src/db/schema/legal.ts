import { date, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { uuidId, instant } from './columns';

export const policyDocuments = pgTable(
  'policy_documents',
  {
    family: text('family', { enum: ['creditReporting', 'privacy', 'termsOfUse'] }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
  },
  (t) => [primaryKey({ columns: [t.family, t.effectiveDate] })],
);

/** Every acceptance is kept, with the document versions current at the time. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuidId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: instant('accepted_at').notNull().defaultNow(),
    documents: jsonb('documents').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('terms_acceptances_user_idx').on(t.userId)],
);
