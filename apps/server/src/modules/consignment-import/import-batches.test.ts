import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsignmentImport } from '@freight/contracts';
import { consignmentImports, consignments } from '../../db/schema';
import { enqueue } from '../../platform/jobs/enqueue';
import type { TestClient } from '../../testing/http-client';
import type { TestContext } from '../../testing/test-app';
import { openWorld } from '../../testing/test-world';
import type { ConsignmentWorld } from '../consignments/consignment-world.fixture';
import { IMPORT_BATCH_ROWS } from './import-job';
import { createImportWorld, csvOf, goodRow, IMPORT, IMPORTS } from './import-world.fixture';

let t: TestContext, world: ConsignmentWorld, alice: TestClient;

beforeAll(async () => {
  ({ t, world, alice } = await openWorld(createImportWorld, 'alice'));
});
afterAll(() => t.close());

const ROWS = IMPORT_BATCH_ROWS * 2 + 100;

describe('a long import runs a batch at a time', () => {
  it('lets a job queued after it run between its batches, and still finishes with every row', async () => {
    const started = await alice.post(IMPORT, {
      data: {
        attributes: {
          siteId: String(world.ids.melbourne),
          csv: csvOf(Array.from({ length: ROWS }, (_, i) => goodRow(`B-${i}`))),
        },
      },
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json<{ data: ConsignmentImport }>().data;

    // another module's job, queued while the import waits: it records how far the import had got
    const seen: number[] = [];
    t.app.jobs.handlers.register('test.other-work', async (_payload, context) => {
      const [row] = await context.db
        .select({ made: consignmentImports.rowsMade })
        .from(consignmentImports)
        .where(eq(consignmentImports.id, id));
      seen.push(row?.made ?? -1);
    });
    await enqueue(t.app.db, 'test.other-work', {});

    const drained = await t.app.jobs.drain();
    expect(drained).toMatchObject({ failed: 0, retry: 0 });
    // the import yielded after its first batch; with the queue empty again it went on to the next batches
    expect(seen).toEqual([IMPORT_BATCH_ROWS]);

    const result = (await alice.get(`${IMPORTS}/${id}`)).json<{ data: ConsignmentImport }>().data;
    expect(result).toMatchObject({ status: 'finished', rowsRead: ROWS, consignmentsMade: ROWS });
    const made = await t.database.db
      .select({ id: consignments.id })
      .from(consignments)
      .where(and(eq(consignments.siteId, world.ids.melbourne), eq(consignments.source, 'import')));
    expect(made).toHaveLength(ROWS);
  }, 120_000);
});
