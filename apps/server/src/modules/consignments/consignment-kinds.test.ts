import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { quoteMessages, type Consignment, type ConsignmentSummary } from '@freight/contracts';
import { consignments } from '../../db/schema';
import {
  book,
  carton,
  consignmentBody,
  CONSIGNMENTS,
  useConsignmentWorld,
  PAINT_DRUMS,
  errorsOf,
  quoteFor,
} from './consignment-world.fixture';
import { expectOneValidationError } from '../quotes/quote-world.fixture';
import { updateSite } from '../../testing/fixtures';

const w = useConsignmentWorld('alice');

const site = () => `filter[site.id]=${w.world.ids.melbourne}`;
async function listed(query: string) {
  const res = await w.alice.get(`${CONSIGNMENTS}?${site()}&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: ConsignmentSummary[] }>().data;
}
/** The consignment's row as stored. */
async function storedRow(id: string) {
  const [row] = await w.t.database.db
    .select()
    .from(consignments)
    .where(eq(consignments.id, Number(id)));
  if (!row) throw new Error('the consignment is stored');
  return row;
}
/** Writes these columns over the stored consignment, as an import or a hand edit could. */
const overwrite = (id: string, values: Partial<typeof consignments.$inferInsert>) =>
  w.t.database.db
    .update(consignments)
    .set(values)
    .where(eq(consignments.id, Number(id)));
const getOne = async (id: string) => {
  const res = await w.alice.get(`${CONSIGNMENTS}/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Consignment }>().data;
};

describe('consignment types and transfer policy (M03, M04, M21, M22)', () => {
  it('creates inbound and transfer consignments that list under their type', async () => {
    const inbound = (await book(w.alice, w.booking, { over: { type: 'inbound' } })).consignment;
    const transfer = (await book(w.alice, w.booking, { over: { type: 'transfer' } })).consignment;
    expect(inbound.type).toBe('inbound');
    expect(transfer.type).toBe('transfer');
    expect((await listed('filter[type]=inbound')).map((row) => row.id)).toEqual([inbound.id]);
    expect((await listed('filter[type]=transfer')).map((row) => row.id)).toEqual([transfer.id]);
    expect((await listed('filter[type]=inbound,transfer')).map((row) => row.id).sort()).toEqual(
      [inbound.id, transfer.id].sort(),
    );
  });

  it('takes a manual policy by default: not manifest-transferable until manifested', async () => {
    const { consignment } = await book(w.alice, w.booking);
    expect(consignment).toMatchObject({
      transferPolicy: 'manual',
      manifest: null,
      manifestTransferable: false,
    });
    const row = (await listed(`filter[consignment.id]=${consignment.id}`))[0];
    expect(row?.manifestTransferable).toBe(false);
    await overwrite(consignment.id, { manifestId: 7, manifestAddedAt: w.t.clock.now() });
    expect((await getOne(consignment.id)).manifestTransferable).toBe(true);
  });

  it('takes the automatic policy of a site whose consignment import transfers automatically', async () => {
    await updateSite(w.t.database.db, w.world.ids.melbourne, {
      importEnabled: true,
      importTransferPolicy: 'automatic',
    });
    try {
      const { consignment } = await book(w.alice, w.booking);
      expect(consignment).toMatchObject({ transferPolicy: 'automatic', manifestTransferable: true });
      expect((await listed('filter[transferPolicy]=automatic')).map((row) => row.id)).toEqual([
        consignment.id,
      ]);
    } finally {
      await updateSite(w.t.database.db, w.world.ids.melbourne, {
        importEnabled: false,
        importTransferPolicy: 'manual',
      });
    }
  });
});

describe('dangerous goods notification (M40)', () => {
  const paint = { ...PAINT_DRUMS, key: 'paint' };
  const line = (entry: Record<string, unknown>) => [
    { ...carton, key: 'tins', description: 'Paint tins', dangerousGoods: [{ ...paint, ...entry }] },
  ];

  it('keeps the notification of a notifiable entry and answers it on GET', async () => {
    const lineItems = line({ notifiable: true, notification: 'EPA notified, ref 42' });
    const { consignment } = await book(w.alice, { ...w.booking, lineItems });
    const entry = (await getOne(consignment.id)).lineItems[0]?.dangerousGoods[0];
    expect(entry).toMatchObject({ notifiable: true, notification: 'EPA notified, ref 42' });
  });

  it('refuses a notification on an entry that is not notifiable, at the entry’s notification', async () => {
    const lineItems = line({ notification: 'EPA notified' });
    const set = await quoteFor(w.alice, { ...w.booking, lineItems: line({}) });
    const res = await w.alice.post(
      CONSIGNMENTS,
      consignmentBody({ ...w.booking, lineItems }, set.quotes[0]?.id ?? ''),
    );
    expectOneValidationError(
      res,
      '/data/attributes/lineItems/tins/dangerousGoods/paint/notification',
      quoteMessages.notificationNotNotifiable,
    );
  });
});

describe('a list row (spec 3)', () => {
  it('shows the parties, the pallets of every line added up and the row’s own columns', async () => {
    const { consignment } = await book(w.alice, w.booking);
    const first = (await storedRow(consignment.id)).lineItems[0];
    if (!first) throw new Error('the booking has a line');
    // two lines with pallets by lender, one without
    const counted = [
      { ...first, pallets: { chep: 2, loscam: 1, other: 0 } },
      { ...first, id: `${first.id}-b`, pallets: { chep: 0, loscam: 0, other: 4 } },
      { ...first, id: `${first.id}-c`, pallets: null },
    ];
    await overwrite(consignment.id, {
      lineItems: counted,
      pallets: { transferType: 'receiver', docketNumbers: ['D7', 'D8'] },
    });
    const [listedRow] = await listed(`filter[consignment.id]=${consignment.id}`);
    expect(listedRow?.id).toBe(consignment.id);
    expect(listedRow?.pallets).toEqual({
      transferType: 'receiver',
      quantity: 7,
      docketNumbers: ['D7', 'D8'],
    });
    expect(listedRow?.sender).toEqual({ name: consignment.sender.name, address: consignment.sender.address });
    expect(listedRow?.receiver).toEqual({
      name: consignment.receiver.name,
      address: consignment.receiver.address,
    });
    expect(listedRow?.consignmentNo).toBe(consignment.consignmentNo);
    expect(listedRow?.weight).toBe(consignment.weight);
    expect(listedRow?.carrier).toEqual(consignment.carrier);
    expect(listedRow?.agreedService).toEqual(consignment.agreedService);
  });
});

/** Alice's GET of the path, with the messages of the errors the app logged while answering it. */
async function getLoggingErrors(path: string) {
  // with logging off, every request logs through the app's one null logger
  const logged = vi.spyOn(w.t.app.log, 'error');
  const res = await w.alice.get(path);
  const causes = logged.mock.calls.map(([first]) => (first as { err?: unknown }).err);
  logged.mockRestore();
  return { res, logged: causes.map((cause) => (cause instanceof Error ? cause.message : null)) };
}

describe('a stored consignment that cannot be mapped (M60)', () => {
  it('answers a bare 500 and logs the mapping error, showing the client neither it nor a stack', async () => {
    const { consignment } = await book(w.alice, w.booking);
    // a packaging type no release knows, as a bad import or a hand edit could leave it in the jsonb
    const broken = (await storedRow(consignment.id)).lineItems.map((stored) => ({
      ...stored,
      packagingType: 'Barrel' as 'Carton',
    }));
    await overwrite(consignment.id, { lineItems: broken });
    const { res, logged } = await getLoggingErrors(`${CONSIGNMENTS}/${consignment.id}`);
    expect(logged).toContain(
      `Mapping error. Line ${broken[0]?.id} has an unknown packaging type Barrel. Resource id: ${consignment.id}.`,
    );
    expect(res.statusCode).toBe(500);
    expect(errorsOf(res.json())[0]?.code).toBe('internalError');
    expect(res.body).not.toContain('Mapping error');
    expect(res.body).not.toContain('Barrel');
    expect(res.body).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('answers the list with a bare 500 too when a row of the page has a party without its address', async () => {
    const { consignment } = await book(w.alice, w.booking);
    const { receiver } = await storedRow(consignment.id);
    // an address an older release or a hand edit left without its locality
    await overwrite(consignment.id, {
      receiver: { ...receiver, address: { ...receiver.address, locality: '' } },
    });
    const { res, logged } = await getLoggingErrors(
      `${CONSIGNMENTS}?${site()}&filter[consignment.id]=${consignment.id}`,
    );
    expect(logged).toContain(`Mapping error. Location locality is required. Resource id: ${consignment.id}.`);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Mapping error');
  });
});
