import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailOutbox, type MailAttachment } from '../../db/schema';
import type { Db } from '../db/client';
import type { DbOrTx } from '../db/transaction';
import { enqueue } from '../jobs/enqueue';
import { mailHtml } from './mail-html';

export type { MailAttachment } from '../../db/schema';

export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** The job that delivers a message queued in a transaction. */
export const DELIVER_MAIL_JOB = 'mail.deliver';

/** The bytes of a generated document; throws while it is not ready, so delivery is tried again later. */
export type DocumentReader = (documentId: string) => Promise<Buffer>;

/**
 * Writes a message to the outbox in the caller's transaction, with the job that delivers it: the message
 * exists exactly when the change that sends it commits, and is delivered after.
 */
export async function queueMail(tx: DbOrTx, message: MailMessage): Promise<string> {
  const [row] = await tx.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  await enqueue(tx, DELIVER_MAIL_JOB, { mailId: row.id }, { maxAttempts: 10 });
  return row.id;
}

export interface MailerOptions {
  db: Db;
  from: string;
  /** Heads the HTML part of every message. */
  brandName: string;
  /** SMTP when set; otherwise each message is written as an .eml file into outboxDir. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  log: (message: string) => void;
}

const MAX_ATTEMPTS = 5;

/** Writes every message to the outbox table first, then delivers it; undelivered ones are retried. */
export class Mailer {
  private readonly transport: Transporter;
  private readonly toFile: boolean;
  private readDocument: DocumentReader | undefined;

  constructor(private readonly options: MailerOptions) {
    this.toFile = !options.smtpUrl;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** How attached documents are read; set once the document store exists. */
  readDocumentsWith(reader: DocumentReader): void {
    this.readDocument = reader;
  }

  /** For the delivery job: sends one queued message, and throws when it could not so the job tries again. */
  async deliverQueued(id: string): Promise<void> {
    const error = await this.deliver(id);
    if (error) throw new Error(error);
  }

  private async attachmentsOf(attachments: MailAttachment[]) {
    return Promise.all(
      attachments.map(async (a) => {
        if (a.content !== undefined)
          return {
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, 'base64'),
          };
        if (!a.documentId || !this.readDocument) throw new Error(`attachment ${a.filename} cannot be read`);
        return {
          filename: a.filename,
          contentType: a.contentType,
          content: await this.readDocument(a.documentId),
        };
      }),
    );
  }

  async send(message: MailMessage): Promise<string> {
    const [row] = await this.options.db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
    if (!row) throw new Error('outbox insert returned nothing');
    await this.deliver(row.id);
    return row.id;
  }

  /** Delivers what a crash or an SMTP outage left behind. */
  async deliverPending(): Promise<number> {
    const pending = await this.options.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(100);
    for (const { id } of pending) await this.deliver(id);
    return pending.length;
  }

  /** Delivers one message; answers why it could not, or undefined once it is sent. */
  private async deliver(id: string): Promise<string | undefined> {
    const { db } = this.options;
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail || mail.sentAt) return undefined;
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mailHtml(mail.text, this.options.brandName),
        attachments: await this.attachmentsOf(mail.attachments),
        messageId: `<${mail.id}@outbox>`,
      });
      let deliveryRef: string = info.messageId;
      if (this.toFile) {
        await mkdir(this.options.outboxDir, { recursive: true });
        const file = join(
          this.options.outboxDir,
          `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`,
        );
        await writeFile(file, (info as { message: Buffer }).message);
        deliveryRef = file;
        this.options.log(`mail to ${mail.to} written to ${file}`);
      }
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: mail.attempts + 1, deliveryRef, lastError: null })
        .where(eq(mailOutbox.id, id));
      return undefined;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ attempts: mail.attempts + 1, lastError })
        .where(eq(mailOutbox.id, id));
      return lastError;
    }
  }
}
