import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsignmentImport } from '@freight/contracts';
import { consignmentImports, consignments } from '../../db/schema';
import { enqueue } from '../../platform/jobs/enqueue';
import { useWorld } from '../../testing/test-world';
import { IMPORT_BATCH_ROWS } from './import-job';
import { createImportWorld, csvOf, goodRow, IMPORT, IMPORTS } from './import-world.fixture';

const w = useWorld(createImportWorld, 'alice');

const ROWS = IMPORT_BATCH_ROWS * 2 + 100;

describe('a long import runs a batch at a time', () => {
  it('lets a job queued after it run between its batches, and still finishes with every row', async () => {
    const started = await w.alice.post(IMPORT, {
      data: {
        attributes: {
          siteId: String(w.world.ids.melbourne),
          csv: csvOf(Array.from({ length: ROWS }, (_, i) => goodRow(`B-${i}`))),
        },
      },
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json<{ data: ConsignmentImport }>().data;

    // another module's job, queued while the import waits: it records how far the import had got
    const seen: number[] = [];
    w.t.app.jobs.handlers.register('test.other-work', async (_payload, context) => {
      const [row] = await context.db
        .select({ made: consignmentImports.rowsMade })
        .from(consignmentImports)
        .where(eq(consignmentImports.id, id));
      seen.push(row?.made ?? -1);
    });
    await enqueue(w.t.app.db, 'test.other-work', {});

    const drained = await w.t.app.jobs.drain();
    expect(drained).toMatchObject({ failed: 0, retry: 0 });
    // the import yielded after its first batch; with the queue empty again it went on to the next batches
    expect(seen).toEqual([IMPORT_BATCH_ROWS]);

    const result = (await w.alice.get(`${IMPORTS}/${id}`)).json<{ data: ConsignmentImport }>().data;
    expect(result).toMatchObject({ status: 'finished', rowsRead: ROWS, consignmentsMade: ROWS });
    const made = await w.t.database.db
      .select({ id: consignments.id })
      .from(consignments)
      .where(and(eq(consignments.siteId, w.world.ids.melbourne), eq(consignments.source, 'import')));
    expect(made).toHaveLength(ROWS);
  }, 120_000);
});
