import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-error';
import { displayMessageFor } from '../../lib/display-message';
import { placeServerError } from './place-server-error';

interface Form {
  entry: string;
  service: string;
}

const refusal = (...pointers: (string | undefined)[]) =>
  new ApiRequestError(
    'validation',
    422,
    pointers.map((pointer, i) => ({
      status: '422',
      code: 'validationError',
      title: `Problem ${i}`,
      detail: `Detail ${i}`,
      source: pointer ? { pointer } : undefined,
    })),
  );

describe('placing a refused save on a form', () => {
  it("puts a 422's errors on the fields it names, mapped from the wire's names, and returns the rest", () => {
    const setError = vi.fn();
    const rest = placeServerError<Form>(
      refusal('/data/attributes/entryId', '/data/attributes/service', '/data/attributes/other', undefined),
      { fields: { entryId: 'entry', service: 'service' } },
      setError,
    );
    // the first field faulted takes the focus
    expect(setError.mock.calls).toEqual([
      ['entry', { type: 'server', message: 'Detail 0' }, { shouldFocus: true }],
      ['service', { type: 'server', message: 'Detail 1' }, { shouldFocus: false }],
    ]);
    expect(rest).toEqual(['Detail 2', 'Detail 3']);
  });

  it('takes a list of fields the wire and the form name alike', () => {
    const setError = vi.fn();
    expect(
      placeServerError<Form>(refusal('/data/attributes/service'), { fields: ['service'] }, setError),
    ).toEqual([]);
    expect(setError).toHaveBeenCalledWith(
      'service',
      { type: 'server', message: 'Detail 0' },
      { shouldFocus: true },
    );
  });

  it('says a conflict on its field, and anything else in the card', () => {
    const setError = vi.fn();
    const conflict = new ApiRequestError('conflict', 409, []);
    const placement = { fields: [], conflict: { field: 'entry', message: 'Already has one' } } as const;
    expect(placeServerError<Form>(conflict, placement, setError)).toEqual([]);
    expect(setError).toHaveBeenCalledWith(
      'entry',
      { type: 'server', message: 'Already has one' },
      { shouldFocus: true },
    );
    const down = new ApiRequestError('network', undefined, []);
    expect(placeServerError<Form>(down, placement, setError)).toEqual([displayMessageFor(down)]);
    // without a conflict field, a 409 is said in the card
    expect(placeServerError<Form>(conflict, { fields: [] }, setError)).toEqual([displayMessageFor(conflict)]);
  });
});
