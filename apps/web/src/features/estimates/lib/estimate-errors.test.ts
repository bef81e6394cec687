import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { invalidAt } from '../../../testing/fake-api';
import { fieldOfPointer, placeEstimateErrors } from './estimate-errors';

const modes = { sender: 'site', receiver: 'entry' } as const;

describe('fieldOfPointer', () => {
  it('maps the body to the form', () => {
    expect(fieldOfPointer('/data/dispatchDate', modes)).toBe('dispatchDate');
    expect(fieldOfPointer('/data/lineItems/1/weight', modes)).toBe('lineItems.1.weight');
    expect(fieldOfPointer('/data/lineItems/0/dangerousGoods/2/unNumber', modes)).toBe(
      'lineItems.0.dangerousGoods.2.unNumber',
    );
    expect(fieldOfPointer('/data/lineItems', modes)).toBe('lineItems');
    expect(fieldOfPointer('/data/shippingCostRecovery/value', modes)).toBe('recovery.value');
    expect(fieldOfPointer('/data/receiver/tailgate', modes)).toBe('receiverOptions.tailgate');
  });
  it('puts a location problem on the control its mode shows', () => {
    expect(fieldOfPointer('/data/receiver/addressBookEntryId', modes)).toBe('receiver.entry');
    expect(fieldOfPointer('/data/receiver/address', modes)).toBe('receiver.entry');
    expect(fieldOfPointer('/data/sender/address/id', modes)).toBe('sender.mode');
    expect(fieldOfPointer('/data/sender/locality/id', modes)).toBe('sender.locality');
  });
  it('has no field for what the form does not show', () => {
    expect(fieldOfPointer('/data/siteId', modes)).toBeUndefined();
    expect(fieldOfPointer('/data/lineItems/0/itemIds', modes)).toBeUndefined();
  });
});

describe('placeEstimateErrors', () => {
  it('splits a 422 into fields, quotes and the card', () => {
    const error = new ApiRequestError('validation', 422, [
      invalidAt('/data/lineItems/0/quantity', 'must be 1 or greater'),
      invalidAt('/data/selectedQuoteIds/1', 'Unable to retrieve pricing'),
      invalidAt('/data/siteId', 'site not found'),
    ]);
    expect(placeEstimateErrors(error, { modes, selectedQuoteIds: ['a', 'b'] })).toEqual({
      placed: [{ field: 'lineItems.0.quantity', message: 'must be 1 or greater' }],
      unplaced: ['site not found'],
      quoteErrors: { b: 'Unable to retrieve pricing' },
    });
  });
  it('lists other failures in the card', () => {
    const placed = placeEstimateErrors(new ApiRequestError('network', undefined, []), { modes });
    expect(placed.placed).toEqual([]);
    expect(placed.unplaced).toHaveLength(1);
  });
});
