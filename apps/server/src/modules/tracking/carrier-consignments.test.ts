import { describe, expect, it } from 'vitest';
import { formMessagesB, type CarrierConsignmentList } from '@freight/contracts';
import { useWorld } from '../../testing/test-world';
import { expectFirstError } from '../consignments/consignment-world.fixture';
import { createTrackingWorld } from './tracking-world.fixture';

const LIST = '/api/carrier/v0/consignments';
const w = useWorld(createTrackingWorld);

const list = (key: string, query: string) =>
  w.t.app.inject({ method: 'GET', url: `${LIST}?${query}`, headers: { authorization: `Bearer ${key}` } });

describe('GET /api/carrier/v0/consignments', () => {
  it('lists the carrier’s own consignments a page at a time', async () => {
    const first = await w.world.bookRoad();
    const second = await w.world.bookRoad();
    const page = await list(w.world.keys.road, 'filter[isFullyDelivered]=false&page[limit]=1');
    expect(page.statusCode, page.body).toBe(200);
    const answer = page.json<CarrierConsignmentList>();
    expect(answer.data.map((c) => c.consignmentNo)).toEqual([first.consignmentNo]);
    const next = await list(w.world.keys.road, `page[limit]=1&page[after]=${answer.meta.next}`);
    expect(next.json<CarrierConsignmentList>().data.map((c) => c.consignmentNo)).toEqual([
      second.consignmentNo,
    ]);
    const other = await list(w.world.keys.express, '');
    expect(other.json<CarrierConsignmentList>().data).toEqual([]);
  });

  it('answers a malformed query with 422, a pointer and a plain message', async () => {
    for (const [query, pointer, detail] of [
      ['page[limit]=lots', '/querystring/page[limit]', formMessagesB.number],
      ['page[limit]=0', '/querystring/page[limit]', formMessagesB.minimum(1)],
      ['page[limit]=501', '/querystring/page[limit]', formMessagesB.maximum(500)],
      [
        'filter[isFullyDelivered]=yes',
        '/querystring/filter[isFullyDelivered]',
        formMessagesB.oneOf(['true', 'false']),
      ],
    ] as const)
      expectFirstError(await list(w.world.keys.road, query), pointer, detail);
  });
});
