import { describe, expect, it } from 'vitest';
import { contextMessages, formMessagesB } from '@freight/contracts';
import type { TestClient } from '../../testing/http-client';
import { useWorld } from '../../testing/test-world';
import { createQuoteWorld, errorsOf } from './quote-world.fixture';
import { setShippingCostRecoveryDefault } from './quotes.service';

const w = useWorld(createQuoteWorld, 'alice', 'olly');

const get = (client: TestClient, path: string) => client.get(`/api/sender/form-configurations/${path}`);

describe('GET /api/sender/form-configurations/{resourceType} (L33)', () => {
  it('answers no custom fields and no recovery for a site with no configuration', async () => {
    const res = await get(w.alice, `consignment?siteId=${w.world.ids.melbourne}&type=outbound`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { customFields: [], shippingCostRecovery: { type: 'none', value: null } },
    });
  });

  it('answers the movement type’s own configuration ahead of the one for every type', async () => {
    await setShippingCostRecoveryDefault(w.world.deps, {
      siteId: w.world.ids.melbourne,
      resourceType: 'estimate',
      movementType: 'any',
      shippingCostRecovery: { type: 'markupPercentage', value: 12.5 },
      customFields: [{ key: 'job', label: 'Job number', required: true }],
    });
    await setShippingCostRecoveryDefault(w.world.deps, {
      siteId: w.world.ids.melbourne,
      resourceType: 'estimate',
      movementType: 'inbound',
      shippingCostRecovery: { type: 'fixedAmount', value: 1500 },
    });
    const outbound = (await get(w.alice, `estimate?siteId=${w.world.ids.melbourne}&type=outbound`)).json();
    expect(outbound).toEqual({
      data: {
        customFields: [{ key: 'job', label: 'Job number', required: true }],
        shippingCostRecovery: { type: 'markupPercentage', value: 12.5 },
      },
    });
    const inbound = (await get(w.alice, `estimate?siteId=${w.world.ids.melbourne}&type=inbound`)).json();
    expect(inbound).toEqual({
      data: { customFields: [], shippingCostRecovery: { type: 'fixedAmount', value: 1500 } },
    });
    // the type defaults to outbound
    expect((await get(w.alice, `estimate?siteId=${w.world.ids.melbourne}`)).json()).toEqual(outbound);
  });

  it('refuses another organisation’s site and bad parameters', async () => {
    const other = await get(w.olly, `estimate?siteId=${w.world.ids.melbourne}`);
    expect(other.statusCode).toBe(403);
    expect(errorsOf(other.json())[0]?.detail).toBe(contextMessages.cannotAccess('site'));
    const badType = await get(w.alice, `pickup?siteId=${w.world.ids.melbourne}`);
    expect(errorsOf(badType.json())).toEqual([
      {
        pointer: '/params/resourceType',
        detail: formMessagesB.oneOf(['consignment', 'estimate']),
        code: 'validationError',
      },
    ]);
    const noSite = await get(w.alice, 'estimate');
    expect(errorsOf(noSite.json())).toEqual([
      { pointer: '/querystring/siteId', detail: formMessagesB.required, code: 'validationError' },
    ]);
  });
});
