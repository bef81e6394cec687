import { addressBookEndpoints as endpoints } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { csvUploadBody } from '../../../shared/lib/csv-upload';
import type { CsvUpload } from '../../../shared/lib/csv-upload';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { useJobProgress } from '../../../shared/lib/query-factories';
import { addressBookKeys, entryDependents } from './keys';

/** How often a running import's progress is asked for: a bar that moves, without crowding the server. */
export const IMPORT_POLL_MS = 1_000;

/** POST v0/imports: the file's text goes to the server, which imports it in a background job. */
export function useStartEntryImport() {
  return useMutation({
    mutationFn: (file: CsvUpload) =>
      callEndpoint(endpoints.startImport, { body: csvUploadBody(file) }).then((r) => r.data),
  });
}

const entryImport = {
  key: addressBookKeys.import,
  read: (id: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.getImport, { params: { id }, signal }).then((r) => r.data),
  pollMs: IMPORT_POLL_MS,
  refreshes: [addressBookKeys.all, ...entryDependents],
};

/** An import's progress, asked again while its job runs; its end refreshes the address book's lists. */
export const useEntryImportProgress = (id: string | null) => useJobProgress(id, entryImport);
