import { addressBookMessages } from '@freight/contracts';
import type { Locality } from '@freight/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { addressBookKeys } from '../api/keys';
import type { ImportRow } from '../lib/import-rows';
import { runPool } from '../lib/run-pool';
import { codeTaken, failureMessages, importDraft, localityFinder } from './import-steps';

/** Rows are checked and created a few at a time: quick, without crowding out other users of the server. */
const CONCURRENCY = 4;

export type RowStatus = 'invalid' | 'ready' | 'created' | 'failed';
export interface RowResult extends ImportRow {
  status: RowStatus;
}

export type ImportStage = 'checking' | 'checked' | 'importing' | 'done';

export interface ImportState {
  stage: ImportStage;
  rows: RowResult[];
  /** Rows checked or imported so far, out of `total`, for the progress bar. */
  progress: number;
  total: number;
}

const statusOf = (row: ImportRow): RowStatus => (row.draft ? 'ready' : 'invalid');

/**
 * The import's two passes over the file's rows (document 3, 2): every row is checked first, including its
 * locality and code against the API, and only rows without a problem are then created, each on its own.
 */
export function useImportEntries(siteId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState | null>(null);
  const localities = useRef(new Map<number, Locality>());
  const stopped = useRef(false);

  const update = (line: number, change: Partial<RowResult>) =>
    setState(
      (current) =>
        current && {
          ...current,
          progress: current.progress + 1,
          rows: current.rows.map((row) => (row.line === line ? { ...row, ...change } : row)),
        },
    );

  const check = useCallback(
    async (rows: ImportRow[]) => {
      stopped.current = false;
      localities.current = new Map();
      const drafts = rows.filter((row) => row.draft);
      setState({
        stage: 'checking',
        rows: rows.map((r) => ({ ...r, status: statusOf(r) })),
        progress: 0,
        total: drafts.length,
      });
      const find = localityFinder();
      await runPool(
        drafts,
        CONCURRENCY,
        async (row) => {
          const draft = row.draft;
          if (!draft) return;
          const problems: string[] = [];
          try {
            const locality = await find(draft.locality);
            if (locality) localities.current.set(row.line, locality);
            else {
              const { suburb, state: st, postcode } = draft.locality;
              problems.push(`suburb: ${suburb} ${st} ${postcode} is not a known locality`);
            }
            if (draft.quickAccessCode && (await codeTaken(siteId, draft.quickAccessCode)))
              problems.push(`quickAccessCode: ${addressBookMessages.codeExists}`);
          } catch (error) {
            problems.push(displayMessageFor(error));
          }
          update(row.line, problems.length > 0 ? { status: 'invalid', problems, draft: undefined } : {});
        },
        () => stopped.current,
      );
      setState((current) => current && { ...current, stage: 'checked' });
    },
    [siteId],
  );

  const run = useCallback(async () => {
    const ready = state?.rows.filter((row) => row.status === 'ready') ?? [];
    stopped.current = false;
    setState((current) => current && { ...current, stage: 'importing', progress: 0, total: ready.length });
    await runPool(
      ready,
      CONCURRENCY,
      async (row) => {
        const locality = localities.current.get(row.line);
        if (!row.draft || !locality) return;
        try {
          await importDraft(siteId, row.draft, locality);
          update(row.line, { status: 'created' });
        } catch (error) {
          update(row.line, { status: 'failed', problems: failureMessages(error) });
        }
      },
      () => stopped.current,
    );
    setState((current) => current && { ...current, stage: 'done' });
    await queryClient.invalidateQueries({ queryKey: addressBookKeys.all });
  }, [queryClient, siteId, state?.rows]);

  const stop = useCallback(() => {
    stopped.current = true;
  }, []);
  const reset = useCallback(() => {
    stopped.current = true;
    setState(null);
  }, []);

  return { state, check, run, stop, reset };
}
