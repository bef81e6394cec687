import { displayMessages } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-error';
import { displayMessageFor } from './display-message';

const failure = (kind: ApiRequestError['kind'], detail?: string) =>
  new ApiRequestError(kind, 400, detail ? [{ status: '400', code: 'x', title: 'x', detail }] : []);

describe('displayMessageFor (spec 8.4)', () => {
  it('maps failures without a message of their own to the display messages', () => {
    expect(displayMessageFor(failure('network'))).toBe(displayMessages.unableToConnect);
    expect(displayMessageFor(failure('notFound'))).toBe(displayMessages.notFound);
    expect(displayMessageFor(failure('generic'))).toBe(displayMessages.somethingWrong);
    expect(displayMessageFor(failure('timeout'))).toBe(
      'This task is taking longer than expected. Try refreshing the page',
    );
    expect(displayMessageFor(new Error('boom'))).toBe(displayMessages.somethingWrong);
  });

  it("shows the server's words for validation, conflicts and refusals", () => {
    expect(displayMessageFor(failure('conflict', 'Code already exists, try a different one'))).toBe(
      'Code already exists, try a different one',
    );
    expect(displayMessageFor(failure('validation'))).toBe(displayMessages.badRequest);
  });

  it('sentence-cases a field message shown on its own (G32)', () => {
    expect(displayMessageFor(failure('validation', 'must be 1 or greater'))).toBe('Must be 1 or greater');
  });
});
