import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Streams CSV lines as a file download that no cache keeps. The lines are read only as they are sent, so a
 * request the service refused has already answered as JSON before the first byte.
 */
export function sendCsvDownload(
  reply: FastifyReply,
  filename: string,
  lines: Iterable<string> | AsyncIterable<string>,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines));
}
