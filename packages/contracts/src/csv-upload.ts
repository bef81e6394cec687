import { z } from 'zod';
import { fieldMessages, idField, optionalText } from './fields';

/** The longest file name an import keeps. */
export const CSV_UPLOAD_FILE_NAME_MAX = 200;

/** An import's request: a site's CSV file travelling as text in a JSON:API document of the given type. */
export const csvUploadRequestSchema = <T extends string>(type: T) =>
  z.object(
    {
      data: z.object(
        {
          type: z.literal(type).optional(),
          attributes: z.object(
            {
              siteId: idField(),
              fileName: optionalText(CSV_UPLOAD_FILE_NAME_MAX),
              csv: z.string({ error: fieldMessages.text }),
            },
            { error: fieldMessages.object },
          ),
        },
        { error: fieldMessages.object },
      ),
    },
    { error: fieldMessages.object },
  );

/** An import is queued, runs in a background job, then finishes or fails. */
export const csvImportStatuses = ['queued', 'running', 'finished', 'failed'] as const;

/**
 * An import as answered: the file and site it came from and its state first, its own progress counts between,
 * when it started and finished last.
 */
export const csvImportSchema = <P extends z.ZodRawShape>(progress: P) =>
  z.object({
    id: z.string(),
    siteId: z.string(),
    fileName: z.string().nullable(),
    status: z.enum(csvImportStatuses),
    ...progress,
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  });

/** An import in a URL path: its uuid. */
export const csvImportIdParamsSchema = z.object({ id: z.uuid({ error: fieldMessages.id }) });
