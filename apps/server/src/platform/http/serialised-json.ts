import type { FastifyReply } from 'fastify';

/**
 * An answer written out once and kept (see getUserJson): the route's own serializer makes it, so it is checked
 * against the contract where answers are (development, tests), and it goes out as Fastify sends serialised JSON.
 */
export function serialiseAnswer(reply: FastifyReply, answer: unknown): string {
  const out = reply.serialize(answer);
  return typeof out === 'string' ? out : Buffer.from(new Uint8Array(out)).toString('utf8');
}

/** Sends JSON already serialised: with this type, Fastify passes the string on untouched (and compression sees it). */
export function sendSerialisedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
