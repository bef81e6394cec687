import { quoteMessages } from '@freight/contracts';

/** A message as a sentence: the catalogue keeps some without their full stop, the screen shows one. */
export function asSentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/** Spec 8: the quote's agreed service cannot be found. */
export const missingAgreedServiceText = asSentence(quoteMessages.missingAgreedService);
