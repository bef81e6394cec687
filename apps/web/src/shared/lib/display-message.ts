import { displayMessages } from '@freight/contracts';
import { sentenceCase } from '@freight/rules';
import { isApiError } from './api-error';

/**
 * Spec 8.4: the text a screen shows for a failed call it cannot place on a field. The server's own words are
 * shown for validation, conflicts and refusals; other failures get the spec's display messages.
 */
export function displayMessageFor(error: unknown): string {
  if (!isApiError(error)) return displayMessages.somethingWrong;
  switch (error.kind) {
    case 'network':
      return displayMessages.unableToConnect;
    case 'notFound':
      return displayMessages.notFound;
    case 'timeout':
      return displayMessages.slow;
    case 'validation':
    case 'conflict':
    case 'forbidden':
      // field messages are written lower-case to follow a field's name; shown alone, they are sentence-cased
      return error.detail ? sentenceCase(error.detail) : displayMessages.badRequest;
    default:
      return displayMessages.somethingWrong;
  }
}
