import { z } from 'zod';

/** The success answer of a route that sends a file or a stream (never serialised as JSON), named by its type. */
export const fileAnswerSchema = (mediaType: string) => z.unknown().meta({ description: mediaType });
