import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { invalidAt } from '../../../testing/fake-api';
import { fieldOfPointer, placeConsignmentErrors } from './form-errors';
import type { PointerContext } from './form-errors';

const context: PointerContext = {
  modes: { sender: 'new', receiver: 'entry' },
  lines: [
    { key: 'line-1', id: 'li_abc', dangerousGoods: [] },
    { key: 'line-7', id: null, dangerousGoods: [{ id: null }, { id: 'dg_x' }] },
  ],
  customFieldKeys: ['po', 'cost.code'],
};

describe('consignment error pointers', () => {
  it('finds lines and their dangerous goods by key or id (spec 8), or by position in quote requests', () => {
    expect(fieldOfPointer('/data/attributes/lineItems/line-7/weight', context)).toBe('lineItems.1.weight');
    expect(fieldOfPointer('/data/attributes/lineItems/li_abc/length', context)).toBe('lineItems.0.length');
    expect(fieldOfPointer('/data/attributes/lineItems/line-7/dangerousGoods/dg-1/unNumber', context)).toBe(
      'lineItems.1.dangerousGoods.0.unNumber',
    );
    expect(
      fieldOfPointer('/data/attributes/lineItems/line-7/dangerousGoods/dg_x/packingGroup', context),
    ).toBe('lineItems.1.dangerousGoods.1.packingGroup');
    expect(
      fieldOfPointer('/data/attributes/lineItems/line-7/dangerousGoods/dg-1/notification', context),
    ).toBe('lineItems.1.dangerousGoods.0.notification');
    // the DG summary's packages and quantity, and the emergency contact
    expect(
      fieldOfPointer('/data/attributes/lineItems/line-7/dangerousGoods/dg-1/receptacleCount', context),
    ).toBe('lineItems.1.dangerousGoods.0.receptacleCount');
    expect(
      fieldOfPointer(
        '/data/attributes/lineItems/line-7/dangerousGoods/dg-1/receptacleAggregateQuantity',
        context,
      ),
    ).toBe('lineItems.1.dangerousGoods.0.quantityAmount');
    expect(
      fieldOfPointer(
        '/data/attributes/lineItems/line-7/dangerousGoods/dg-1/receptacleAggregateQuantity/unit',
        context,
      ),
    ).toBe('lineItems.1.dangerousGoods.0.quantityUnit');
    expect(fieldOfPointer('/data/attributes/dangerousGoodsDeclaration/emergencyContact', context)).toBe(
      'emergencyContact.name',
    );
    expect(fieldOfPointer('/data/attributes/dangerousGoodsDeclaration/emergencyContact/phone', context)).toBe(
      'emergencyContact.phone',
    );
    expect(fieldOfPointer('/data/lineItems/1/quantity', context)).toBe('lineItems.1.quantity');
    expect(fieldOfPointer('/data/attributes/lineItems/line-9/weight', context)).toBeUndefined();
  });

  it('puts a party’s problem on the control its mode shows', () => {
    expect(fieldOfPointer('/data/attributes/sender/addressId', context)).toBe('sender.locality');
    expect(fieldOfPointer('/data/attributes/sender/name', context)).toBe('sender.name');
    expect(fieldOfPointer('/data/attributes/receiver/addressId', context)).toBe('receiver.entry');
    expect(fieldOfPointer('/data/attributes/receiver/contactEmail', context)).toBe('receiver.contactEmail');
    expect(fieldOfPointer('/data/attributes/receiver/deliveryTimeSlot/endTime', context)).toBe(
      'timeSlot.endTime',
    );
    expect(fieldOfPointer('/data/attributes/receiver/tailgate', context)).toBe('receiverExtras.tailgate');
  });

  it('names the other fields, the quote and custom fields by key', () => {
    expect(fieldOfPointer('/data/attributes/costCenter', context)).toBe('costCenter');
    expect(fieldOfPointer('/data/attributes/customFields/cost.code', context)).toBe('customFields.1.value');
    expect(fieldOfPointer('/data/attributes/pallets/transferType', context)).toBe('pallets.transferType');
    expect(fieldOfPointer('/data/attributes/shippingCostRecovery/value', context)).toBe('recovery.value');
    expect(fieldOfPointer('/data/attributes/quoteId', context)).toBe('quote');
    expect(fieldOfPointer('/data/attributes/estimateId', context)).toBeUndefined();
  });

  it('places a 422 by pointer, the quote’s message apart, the rest on the errors card', () => {
    const error = new ApiRequestError('validation', 422, [
      invalidAt('/data/attributes/lineItems/line-1/description', 'cannot be blank'),
      invalidAt('/data/attributes/quoteId', 'ask for quotes again'),
      invalidAt('/data/attributes/estimateId', 'estimate not found on this site'),
    ]);
    expect(placeConsignmentErrors(error, context)).toEqual({
      placed: [{ field: 'lineItems.0.description', message: 'cannot be blank' }],
      quoteError: 'ask for quotes again',
      unplaced: ['estimate not found on this site'],
    });
  });

  it('shows any other failure on the errors card', () => {
    const placed = placeConsignmentErrors(new ApiRequestError('network', undefined, []), context);
    expect(placed.placed).toEqual([]);
    expect(placed.unplaced).toHaveLength(1);
  });
});
