import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import {
  ADDRESS_BOOK_IMPORT_MAX_BYTES,
  addressBookImportMessages,
  type AddressBookImport,
  type Site,
} from '@freight/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { sentenceCase } from '@freight/rules';
import { useState } from 'react';
import { displayMessageFor } from '../../../../shared/lib/display-message';
import { useTakeFocus } from '../../../../shared/ui/a11y/take-focus';
import { useImportEntries } from '../../hooks/use-import-entries';
import type { ImportState } from '../../hooks/use-import-entries';
import { IMPORT_TEMPLATE_NAME, importTemplate } from '../../lib/import-columns';
import { REFUSED_ROWS_NAME, refusedRowsCsv } from '../../lib/refused-rows';
import { ImportColumnsHelp } from './ImportColumnsHelp';
import { ImportResultTable } from './ImportResultTable';
import { readCsvText } from '../../../../shared/lib/read-csv-text';

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplate())}`;
/** Rows listed at most: a warehouse's file of thousands is summed up, and its refused rows downloaded. */
const LISTED_ROWS = 1_000;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type RowFilter = 'all' | 'problems' | 'duplicates';

/** The outcome takes the focus from the Import button it replaces, so the next Tab goes on to the rows. */
function Summary({ result }: { result: AddressBookImport }) {
  const summary = useTakeFocus<HTMLDivElement>();
  if (result.status === 'failed')
    return (
      <Alert ref={summary} tabIndex={-1} color="red" title="The import stopped" role="status">
        {result.rowsDone} of {result.rowsTotal} rows were settled before it stopped. Import the file again to
        finish: the entries already saved are matched and left as they are, not repeated.
      </Alert>
    );
  return (
    <Alert
      ref={summary}
      tabIndex={-1}
      color={result.refused > 0 ? 'yellow' : 'green'}
      title="Import finished"
      role="status"
    >
      {plural(result.created, 'entry', 'entries')} created, {result.updated} updated, {result.unchanged}{' '}
      unchanged. {plural(result.refused, 'row', 'rows')} not imported
      {result.refused > 0 ? '; each is explained below.' : '.'}
    </Alert>
  );
}

function ProgressLine({ state }: { state: ImportState }) {
  const done = state.progress?.rowsDone ?? 0;
  const total = state.progress?.rowsTotal ?? 0;
  const label = state.stage === 'sending' ? 'Sending the file' : 'Importing entries';
  return (
    <Stack gap={4}>
      <Text size="sm">{state.stage === 'sending' ? `${label}…` : `${label}: ${done} of ${total} rows`}</Text>
      <Progress value={total > 0 ? (done / total) * 100 : 0} animated aria-label={label} />
    </Stack>
  );
}

/** The reason a whole file was refused (the server's, or the size checked here), as a sentence. */
const fileProblemOf = (error: unknown) => {
  const message = typeof error === 'string' ? error : displayMessageFor(error);
  return /[.!?]$/.test(message) ? sentenceCase(message) : `${sentenceCase(message)}.`;
};

/** A refused file's reason; it takes the focus the Import button lost while the file was sent. */
function FileProblem({ problem }: { problem: unknown }) {
  const alert = useTakeFocus<HTMLDivElement>();
  return (
    <Alert ref={alert} tabIndex={-1} color="red" role="alert">
      {fileProblemOf(problem)}
    </Alert>
  );
}

/**
 * Document 3, 2: imports entries from a CSV file. The file goes to the server, which checks every row and saves
 * the good ones in a background job (an entry with the row's quick access code, or its name at its address, is
 * updated, not repeated); the progress is shown, then each row's outcome and the refused rows to download.
 */
export function ImportEntriesModal({
  site,
  opened,
  onClose,
}: {
  site: Site;
  opened: boolean;
  onClose: () => void;
}) {
  const { state, send, reset, error } = useImportEntries(site.id);
  const [file, setFile] = useState<File | null>(null);
  // a file over the limit is not sent at all: the server would refuse it after a long upload
  const [tooLarge, setTooLarge] = useState(false);
  // nor is one that is not text (a spreadsheet's own file, chosen in place of its CSV): the server could only
  // say "must be text"
  const [notText, setNotText] = useState(false);
  // until the user picks, rows with problems are shown first whenever there are any
  const [chosenFilter, setFilter] = useState<RowFilter | null>(null);
  const busy = state?.stage === 'sending' || state?.stage === 'importing';
  // on a phone the three row filters stack, rather than wrapping into a broken two-line control
  const narrow = useMediaQuery('(max-width: 36em)');
  const result = state?.stage === 'done' ? state.progress : null;

  const choose = (next: File | null) => {
    setFile(next);
    setTooLarge((next?.size ?? 0) > ADDRESS_BOOK_IMPORT_MAX_BYTES);
    setNotText(false);
    setFilter(null);
    reset();
  };

  const start = async () => {
    if (!file || tooLarge) return;
    const text = await readCsvText(file);
    if (text.includes('\u0000')) return setNotText(true);
    await send({ name: file.name, text }).catch(() => undefined);
  };

  const close = () => {
    reset();
    setFile(null);
    onClose();
  };

  const rows = result?.rows ?? [];
  const problems = rows.filter((row) => row.outcome === 'refused');
  const duplicates = rows.filter((row) => row.duplicates.length > 0);
  const filter = chosenFilter ?? (problems.length > 0 ? 'problems' : 'all');
  const shown = filter === 'problems' ? problems : filter === 'duplicates' ? duplicates : rows;

  return (
    <Modal opened={opened} onClose={close} title="Import address book entries" size={1100} centered>
      <Stack gap="md">
        <Text size="sm">
          Each row of a CSV file becomes one entry of {site.displayName}, with at most one contact. A row with
          an entry&apos;s quick access code, or with an entry&apos;s name at its address, updates that entry
          rather than adding another; rows with a problem are not imported. The import carries on if this
          window is closed.{' '}
          <Anchor href={templateHref} download={IMPORT_TEMPLATE_NAME}>
            Download the template
          </Anchor>
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          value={file}
          onChange={choose}
          disabled={busy}
          clearable
          maw={420}
        />
        {error || tooLarge || notText ? (
          <FileProblem
            problem={
              tooLarge
                ? addressBookImportMessages.tooLarge
                : notText
                  ? addressBookImportMessages.notText
                  : error
            }
          />
        ) : null}
        {!state && !error && !tooLarge && !notText ? <ImportColumnsHelp /> : null}
        {state && busy ? <ProgressLine state={state} /> : null}
        {result ? (
          <>
            <Summary result={result} />
            <SegmentedControl
              size="xs"
              w={narrow ? '100%' : 480}
              orientation={narrow ? 'vertical' : 'horizontal'}
              value={filter}
              onChange={(value) => setFilter(value === 'problems' || value === 'duplicates' ? value : 'all')}
              data={[
                { value: 'all', label: `All rows (${rows.length})` },
                { value: 'problems', label: `Problems (${problems.length})` },
                { value: 'duplicates', label: `Possible duplicates (${duplicates.length})` },
              ]}
            />
            {problems.length > 0 ? (
              <Anchor
                size="sm"
                href={`data:text/csv;charset=utf-8,${encodeURIComponent(refusedRowsCsv(result.header, problems))}`}
                download={REFUSED_ROWS_NAME}
              >
                Download the rows not imported, with their reasons ({problems.length})
              </Anchor>
            ) : null}
            {shown.length > LISTED_ROWS ? (
              <Text size="xs" c="dimmed">
                The first {LISTED_ROWS} of {shown.length} rows are listed.
              </Text>
            ) : null}
            <ImportResultTable rows={shown.slice(0, LISTED_ROWS)} />
          </>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {result ? (
            <Button onClick={close}>Done</Button>
          ) : (
            <>
              <Button variant="default" onClick={close}>
                {busy ? 'Close' : 'Cancel'}
              </Button>
              <Button onClick={() => void start()} disabled={!file || tooLarge || busy} loading={busy}>
                Import
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
