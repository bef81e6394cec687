import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documentStatus, readDocument } from '../documents/document-status';
import { DELIVER_MAIL_JOB } from './mailer';

const payloadSchema = z.object({ mailId: z.uuid() });

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

/**
 * This process delivers queued mail: the `mail.deliver` job sends one message, attaching generated documents
 * once they are made. Until then (or while SMTP is down) the try fails and the queue tries again with back-off.
 */
export function registerMailDelivery(app: FastifyInstance): void {
  app.mailer.readDocumentsWith(async (documentId) => {
    const document = await documentStatus(app.db, documentId);
    if (!document || document.status !== 'ready') throw new Error(`document ${documentId} is not ready yet`);
    return bytesOf(readDocument(app.documentStore, document));
  });
  app.jobs.handlers.register(DELIVER_MAIL_JOB, async (payload) => {
    await app.mailer.deliverQueued(payloadSchema.parse(payload).mailId);
  });
}
