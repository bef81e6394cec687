import type { FastifyReply } from 'fastify';

/** An answer written out once and kept, with its compressed copies as clients ask for them. */
export interface KeptJson {
  json: string;
  compressed: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** The kept answer each reply sends, so compression can reuse its copies (see registerJsonCompression). */
const sending = new WeakMap<FastifyReply, KeptJson>();

/**
 * Writes an answer out with the route's own serializer, so it is checked against the contract where answers are
 * (development, tests), to be kept and sent again with sendKeptJson.
 */
export function keepJson(reply: FastifyReply, answer: unknown): KeptJson {
  const out = reply.serialize(answer);
  const json = typeof out === 'string' ? out : Buffer.from(new Uint8Array(out)).toString('utf8');
  return { json, compressed: {} };
}

/** Sends a kept answer: with this type Fastify passes the text on untouched, as it does a serialised answer. */
export function sendKeptJson(reply: FastifyReply, kept: KeptJson): FastifyReply {
  sending.set(reply, kept);
  return reply.type('application/json; charset=utf-8').send(kept.json);
}

/** The kept answer this reply sends, if its payload is still that answer's text. */
export function keptJsonOf(reply: FastifyReply, payload: string): KeptJson | undefined {
  const kept = sending.get(reply);
  return kept?.json === payload ? kept : undefined;
}
