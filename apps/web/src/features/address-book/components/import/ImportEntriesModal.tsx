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
import type { Site } from '@freight/contracts';
import { useState } from 'react';
import { confirmDialog } from '../../../../shared/ui/dialogs';
import { useImportEntries } from '../../hooks/use-import-entries';
import type { ImportState } from '../../hooks/use-import-entries';
import { parseCsv } from '../../lib/csv';
import { IMPORT_TEMPLATE_NAME, importTemplate } from '../../lib/import-columns';
import { readImportFile } from '../../lib/import-rows';
import { REFUSED_ROWS_NAME, refusedRowsCsv } from '../../lib/refused-rows';
import { ImportColumnsHelp } from './ImportColumnsHelp';
import { ImportResultTable } from './ImportResultTable';

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplate())}`;

function counts(state: ImportState) {
  const by = (status: string) => state.rows.filter((row) => row.status === status).length;
  return { ready: by('ready'), invalid: by('invalid'), created: by('created'), failed: by('failed') };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Summary({ state }: { state: ImportState }) {
  const { ready, invalid, created, failed } = counts(state);
  const notImported = invalid + failed + (state.stage === 'done' ? ready : 0);
  if (state.stage === 'done')
    return (
      <Alert color={notImported > 0 ? 'yellow' : 'green'} title="Import finished" role="status">
        {plural(created, 'entry', 'entries')} created. {plural(notImported, 'row', 'rows')} not imported
        {notImported > 0 ? '; each is explained below.' : '.'}
      </Alert>
    );
  return (
    <Text size="sm" role="status">
      {plural(state.rows.length, 'row', 'rows')}: {ready} ready to import, {plural(invalid, 'row', 'rows')}{' '}
      with problems.
    </Text>
  );
}

function ProgressLine({ state }: { state: ImportState }) {
  const verb = state.stage === 'checking' ? 'Checking rows' : 'Importing entries';
  const percent = state.total > 0 ? (state.progress / state.total) * 100 : 100;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {verb}: {state.progress} of {state.total}
      </Text>
      <Progress value={percent} animated aria-label={verb} />
    </Stack>
  );
}

/**
 * Document 3, 2: imports entries from a CSV file. Every row is checked first; rows with a problem are shown with
 * their reasons and nothing is made from them; the rest are created one by one with a result for each.
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
  const { state, check, run, stop, reset } = useImportEntries(site.id);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [header, setHeader] = useState<string[]>([]);
  // until the user picks, rows with problems are shown first whenever there are any
  const [chosenFilter, setFilter] = useState<'all' | 'problems' | null>(null);
  const busy = state?.stage === 'checking' || state?.stage === 'importing';

  const choose = async (next: File | null) => {
    setFile(next);
    setFileProblem(null);
    reset();
    if (!next) return;
    const parsed = readImportFile(parseCsv(await next.text()));
    if (!parsed.ok) {
      setFileProblem(parsed.problem);
      return;
    }
    setFilter(null);
    setHeader(parsed.header);
    await check(parsed.rows);
  };

  const close = async () => {
    if (
      busy &&
      !(await confirmDialog({
        title: 'Stop the import?',
        message: 'Rows not yet imported will not be.',
      }))
    )
      return;
    stop();
    reset();
    setFile(null);
    setFileProblem(null);
    onClose();
  };

  const c = state ? counts(state) : undefined;
  const problems = state?.rows.filter((row) => row.status === 'invalid' || row.status === 'failed') ?? [];
  const filter = chosenFilter ?? (problems.length > 0 ? 'problems' : 'all');
  const shown = filter === 'problems' ? problems : (state?.rows ?? []);

  return (
    <Modal
      opened={opened}
      onClose={() => void close()}
      title="Import address book entries"
      size={1100}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Each row of a CSV file becomes one entry of {site.displayName}, with at most one contact. Every row
          is checked first; rows with a problem are not imported, and the others are.{' '}
          <Anchor href={templateHref} download={IMPORT_TEMPLATE_NAME}>
            Download the template
          </Anchor>
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          value={file}
          onChange={(next) => void choose(next)}
          disabled={busy}
          clearable
          w={420}
        />
        {fileProblem ? (
          <Alert color="red" role="alert">
            {fileProblem}
          </Alert>
        ) : null}
        {!state && !fileProblem ? <ImportColumnsHelp /> : null}
        {state && busy ? <ProgressLine state={state} /> : null}
        {state && !busy ? <Summary state={state} /> : null}
        {state && state.stage !== 'checking' ? (
          <>
            <SegmentedControl
              size="xs"
              w={320}
              value={filter}
              onChange={(value) => setFilter(value === 'problems' ? 'problems' : 'all')}
              data={[
                { value: 'all', label: `All rows (${state.rows.length})` },
                { value: 'problems', label: `Problems (${problems.length})` },
              ]}
            />
            {problems.length > 0 && !busy ? (
              <Anchor
                size="sm"
                href={`data:text/csv;charset=utf-8,${encodeURIComponent(refusedRowsCsv(header, problems))}`}
                download={REFUSED_ROWS_NAME}
              >
                Download the rows not imported, with their reasons ({problems.length})
              </Anchor>
            ) : null}
            <ImportResultTable rows={shown} />
          </>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {state?.stage === 'importing' ? (
            <Button variant="default" color="red" onClick={stop}>
              Stop
            </Button>
          ) : null}
          {state?.stage === 'done' ? (
            <Button onClick={() => void close()}>Done</Button>
          ) : (
            <>
              <Button variant="default" onClick={() => void close()} disabled={state?.stage === 'importing'}>
                Cancel
              </Button>
              <Button onClick={() => void run()} disabled={state?.stage !== 'checked' || !c || c.ready === 0}>
                {c && state?.stage === 'checked' ? `Import ${plural(c.ready, 'entry', 'entries')}` : 'Import'}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
