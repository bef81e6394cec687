import { z } from 'zod';
import { fieldMessages, idField } from './fields';
import { formMessagesB } from './forms';

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
              fileName: z
                .string({ error: fieldMessages.text })
                .trim()
                .max(200, formMessagesB.maxLength(200))
                .nullish()
                .transform((value) => value || null),
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
