import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailOutbox } from '../../db/schema';
import type { Db } from '../db/client';

export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export interface MailerOptions {
  db: Db;
  from: string;
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

  constructor(private readonly options: MailerOptions) {
    this.toFile = !options.smtpUrl;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
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

  private async deliver(id: string) {
    const { db } = this.options;
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail || mail.sentAt) return;
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
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
    } catch (error) {
      await db
        .update(mailOutbox)
        .set({
          attempts: mail.attempts + 1,
          lastError: error instanceof Error ? error.message : String(error),
        })
        .where(eq(mailOutbox.id, id));
    }
  }
}
