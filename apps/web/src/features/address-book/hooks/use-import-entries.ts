import type { AddressBookImport } from '@freight/contracts';
import { useCallback, useState } from 'react';
import { isJobRunning } from '../../../shared/lib/query-factories';
import { useEntryImportProgress, useStartEntryImport } from '../api/import-entries';

export type ImportStage = 'sending' | 'importing' | 'done';

export interface ImportState {
  stage: ImportStage;
  /** The import as the server last answered it (null while the file is being sent). */
  progress: AddressBookImport | null;
}

/**
 * The import of a file (document 3, 2): the file goes to the server, which checks and saves every row in a
 * background job; its progress is followed until it ends, and its answer holds each row's outcome.
 */
export function useImportEntries(siteId: string) {
  const start = useStartEntryImport();
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useEntryImportProgress(importId);

  const send = useCallback(
    async (file: { name: string; text: string }) => {
      const started = await start.mutateAsync({ siteId, fileName: file.name, csv: file.text });
      setImportId(started.id);
    },
    [siteId, start],
  );

  const reset = useCallback(() => {
    start.reset();
    setImportId(null);
  }, [start]);

  const latest = progress.data ?? start.data ?? null;
  const state: ImportState | null = start.isPending
    ? { stage: 'sending', progress: null }
    : latest
      ? { stage: isJobRunning(latest) ? 'importing' : 'done', progress: latest }
      : null;

  return { state, send, reset, error: start.error ?? progress.error };
}
