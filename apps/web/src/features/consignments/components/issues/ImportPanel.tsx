import {
  Alert,
  Anchor,
  Box,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, consignmentImportMessages } from '@freight/contracts';
import type { ConsignmentImport } from '@freight/contracts';
import { useRef, useState } from 'react';
import { displayMessageFor } from '../../../../shared/lib/display-message';
import { readCsvText } from '../../../../shared/lib/read-csv-text';
import {
  IMPORT_EXAMPLE_URL,
  IMPORT_TEMPLATE_URL,
  useImportProgress,
  useStartImport,
} from '../../api/consignment-issues';
import { NO_VALUE } from '../../../../shared/lib/display-format';

/** A count as the rest of the app writes one: "5,000". */
const count = (n: number) => n.toLocaleString('en-AU');

const percent = (progress: ConsignmentImport) =>
  progress.rowsTotal === 0 ? 100 : Math.round((progress.rowsRead / progress.rowsTotal) * 100);

function ImportResult({ progress }: { progress: ConsignmentImport }) {
  const done = progress.status === 'finished' || progress.status === 'failed';
  return (
    <Stack gap="xs" aria-live="polite">
      <Progress
        value={percent(progress)}
        size="lg"
        animated={!done}
        aria-label="Import progress"
        color={progress.status === 'failed' ? 'red' : undefined}
      />
      <Text size="sm">
        {done ? (progress.status === 'failed' ? 'Import stopped. ' : 'Import finished. ') : 'Importing… '}
        {count(progress.rowsRead)} of {count(progress.rowsTotal)} rows read:{' '}
        {count(progress.consignmentsMade)} {progress.consignmentsMade === 1 ? 'consignment' : 'consignments'}{' '}
        made, {count(progress.withIssues)} with issues, {count(progress.refused)} refused
        {progress.alreadyImported > 0 ? `, ${count(progress.alreadyImported)} already imported` : ''}.
        {progress.datedToday > 0
          ? ` ${progress.datedToday} ${progress.datedToday === 1 ? 'row was' : 'rows were'} dated before today: ${progress.datedToday === 1 ? 'it goes' : 'they go'} today.`
          : ''}
      </Text>
      {done && progress.refusedRows.length > 0 ? <RefusedRows rows={progress.refusedRows} /> : null}
    </Stack>
  );
}

/** The most refused rows listed: a file refused whole would otherwise list thousands, above the list of issues. */
const LISTED_ROWS = 500;

/** The refused rows in a box of their own height that scrolls, so the list of issues stays close below. */
function RefusedRows({ rows }: { rows: ConsignmentImport['refusedRows'] }) {
  return (
    <>
      {rows.length > LISTED_ROWS ? (
        <Text size="xs" c="dimmed">
          {`The first ${LISTED_ROWS} of ${count(rows.length)} refused rows are listed.`}
        </Text>
      ) : null}
      <Box mah={320} style={{ overflowY: 'auto' }} role="region" aria-label="Refused rows list" tabIndex={0}>
        <Table withTableBorder striped stickyHeader aria-label="Refused rows" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>Row</Table.Th>
              <Table.Th w={180}>Reference</Table.Th>
              <Table.Th>Why it was refused</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, LISTED_ROWS).map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>{row.reference ?? NO_VALUE}</Table.Td>
                <Table.Td>{row.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </>
  );
}

/** DESIGN 5: import a CSV of consignments into the site; a progress bar while the job runs, then the result. */
export function ImportPanel({ siteId }: { siteId: string }) {
  const start = useStartImport();
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useImportProgress(importId);
  // a browser tells of a chosen file only when it differs from the one held: emptied, the file corrected and
  // chosen again is imported again
  const resetInput = useRef<() => void>(null);
  // a file the server would refuse whole is not sent: too large, it would be refused only after a long upload;
  // not text (a spreadsheet's own file chosen in place of its CSV), the server could only say "must be text"
  const [notSent, setNotSent] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    resetInput.current?.();
    setImportId(null);
    setNotSent(null);
    start.reset();
    if (file.size > IMPORT_MAX_BYTES) return setNotSent(consignmentImportMessages.tooLarge);
    const csv = await readCsvText(file);
    if (csv.includes('\u0000')) return setNotSent(consignmentImportMessages.notText);
    const started = await start.mutateAsync({ siteId, fileName: file.name, csv }).catch(() => null);
    if (started) setImportId(started.id);
  };

  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label="Import consignments">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h4">
            Import consignments
          </Title>
          <Text size="sm" c="dimmed">
            A CSV file (comma, semicolon or tab) of up to {IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows and{' '}
            {IMPORT_MAX_BYTES / 1024 / 1024} MB, one consignment a row. Rows are known by their reference:
            importing a file again makes nothing twice.{' '}
            <Anchor href={IMPORT_TEMPLATE_URL} download>
              Download the template
            </Anchor>{' '}
            or{' '}
            <Anchor href={IMPORT_EXAMPLE_URL} download>
              an example
            </Anchor>
            .
          </Text>
        </Stack>
        <FileButton onChange={(file) => void choose(file)} accept=".csv,text/csv" resetRef={resetInput}>
          {(props) => (
            <Button {...props} loading={start.isPending}>
              Choose a CSV file
            </Button>
          )}
        </FileButton>
      </Group>
      {notSent || start.error ? (
        <Alert color="red" mt="sm" role="alert">
          {notSent ?? displayMessageFor(start.error)}
        </Alert>
      ) : null}
      {progress.data ? (
        <Stack mt="sm">
          <ImportResult progress={progress.data} />
        </Stack>
      ) : null}
    </Paper>
  );
}
