import { describe, expect, it } from 'vitest';
import { isValidSscc } from '@freight/rules';
import { documentInputOf } from './consignment-document-input';
import { loadConsignmentForDocuments } from './consignments.service';
import { book, carton, useConsignmentWorld, PAINT_DRUMS, DISPATCH } from './consignment-world.fixture';

const w = useConsignmentWorld();

describe('loadConsignmentForDocuments', () => {
  it('gives a label, connote and dangerous goods summary everything they print', async () => {
    const alice = await w.world.signIn('alice');
    const { consignment } = await book(
      alice,
      {
        ...w.world.melbourneToAdelaide,
        lineItems: [
          { ...carton, quantity: 2 },
          {
            ...carton,
            description: 'Paint tins',
            reference: 'TIN-1',
            dangerousGoods: [PAINT_DRUMS],
          },
        ],
      },
      { carrier: 'Test Road Co', over: { references: ['PO-7'] } },
    );
    const loaded = await loadConsignmentForDocuments(w.t.database.db, Number(consignment.id));
    expect(loaded).toMatchObject({
      id: Number(consignment.id),
      consignmentNumber: consignment.consignmentNo,
      type: 'outbound',
      dispatchDate: DISPATCH,
      siteName: 'Melbourne DC',
      organisationName: 'Demo Freight Co',
      carrierName: 'Test Road Co',
      serviceName: 'Test Road Co Road',
      payerAccount: 'TRC-MEL',
      references: ['PO-7'],
      specialInstructions: 'Leave at the loading dock',
      eta: '2026-03-11',
      hasDangerousGoods: true,
      sender: {
        name: 'Melbourne DC',
        addressLines: ['10 Collins St', 'Melbourne VIC 3000'],
        line1: '10 Collins St',
        line2: null,
        postcode: '3000',
        phone: '03 9000 0000',
      },
      receiver: { name: 'Adelaide Customer', addressLines: ['1 King William St', 'Adelaide SA 5000'] },
      totals: { itemQuantity: 3, weightGrams: 30_000 },
      etag: consignment.version,
    });
    expect(
      loaded?.items.map((item) => [item.index, item.count, item.description, item.hasDangerousGoods]),
    ).toEqual([
      [1, 3, 'Cartons of books', false],
      [2, 3, 'Cartons of books', false],
      [3, 3, 'Paint tins', true],
    ]);
    expect(loaded?.items.every((item) => item.sscc !== null && isValidSscc(item.sscc))).toBe(true);
    expect(loaded?.items.map((item) => item.sscc)).toEqual(
      consignment.lineItems.flatMap((line) => line.itemIds),
    );
    expect(loaded?.lines[1]?.dangerousGoods[0]).toMatchObject({
      unNumber: '1263',
      properShippingName: 'PAINT',
    });
    // the labels mark only the paint tins' package with class 3
    if (!loaded) throw new Error('not loaded');
    expect(documentInputOf(loaded).items.map((item) => item.dgClasses)).toEqual([null, null, ['3']]);
    // a line whose entry gives no class is still dangerous goods: marked, without a class
    const classless = {
      ...loaded,
      lines: loaded.lines.map((line) => ({
        ...line,
        dangerousGoods: line.dangerousGoods.map((entry) => ({ ...entry, classOrDivision: null })),
      })),
    };
    expect(documentInputOf(classless).items.map((item) => item.dgClasses)).toEqual([null, null, []]);
  });

  it('answers null for a consignment that does not exist', async () => {
    expect(await loadConsignmentForDocuments(w.t.database.db, 987_654)).toBeNull();
  });
});
