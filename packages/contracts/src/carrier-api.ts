import { z } from 'zod';

/** Which carrier a key acts for (DESIGN 5b): a carrier's systems check their key with it. */
export const carrierIdentitySchema = z.object({
  data: z.object({ carrierId: z.string(), name: z.string(), keyId: z.string() }),
});

export const openApiDocumentSchema = z.object({ openapi: z.string() }).loose();

export const carrierApiMessages = {
  missingKey: 'Send the carrier API key as Authorization: Bearer <key>.',
  invalidKey: 'The carrier API key is not valid or has been revoked.',
} as const;
