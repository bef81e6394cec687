import { date, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { uuidId, instant } from './columns';
import { userId } from './user-column';

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
    userId: userId(),
    acceptedAt: instant('accepted_at').notNull().defaultNow(),
    documents: jsonb('documents').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('terms_acceptances_user_idx').on(t.userId)],
);
