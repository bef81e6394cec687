import { z } from 'zod';
import { fieldMessages, idField, optionalText } from './fields';

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
              fileName: optionalText(200),
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
