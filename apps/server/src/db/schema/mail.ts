import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { uuidId, instant, createdAt } from './columns';

/** A file sent with a message: its bytes (base64), or a generated document attached once it is ready. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content?: string;
  documentId?: string;
}

/** Every e-mail is written here first and delivered from here, so none is lost to a crash. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidId(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Where the message went: the .eml path or the SMTP message id. */
    deliveryRef: text('delivery_ref'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.createdAt)],
);
