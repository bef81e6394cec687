import { searchMessages } from '@freight/contracts';
import type { ApiRequestError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';

/**
 * What the header search says when the service refuses the search (422): the service is up, so U16's
 * "temporarily unavailable" would mislead. A field message follows its field's name, so the text's reads
 * "Search text cannot be more than 100 characters"; any other refusal is given in the service's words.
 */
export function refusedSearchMessage(error: ApiRequestError): string {
  const onText = error.errors.find((e) => e.source?.pointer === '/querystring/search' && e.detail);
  return onText
    ? `${searchMessages.searchText} ${onText.detail}`
    : `${searchMessages.refused} ${displayMessageFor(error)}`;
}
