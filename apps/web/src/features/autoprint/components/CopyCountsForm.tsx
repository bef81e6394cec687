import '@mantine/core/styles/NumberInput.layer.css';
import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formMessagesB, MAX_COPY_COUNT } from '@freight/contracts';
import type { CopyCounts, PrintingCarrierService, PrintingPolicy } from '@freight/contracts';
import { fieldErrorText, serviceLabel } from '@freight/rules';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { toast } from '../../../shared/ui/feedback/toast';
import { TableScroller } from '../../../shared/ui/TableScroller';
import { useSavePrintingPolicy } from '../api/autoprint-mutations';

const PAPERS = [
  { kind: 'label', plural: 'labels' },
  { kind: 'connote', plural: 'connotes' },
] as const;

/** A row's counts as typed: a cleared cell is '' until it is filled again, never a silent 0. */
type DraftCounts = Record<keyof CopyCounts, number | string>;

function countProblem(value: number | string): string | undefined {
  if (value === '') return formMessagesB.required;
  if (typeof value !== 'number' || !Number.isInteger(value)) return formMessagesB.integer;
  if (value < 0) return formMessagesB.minimum(0);
  if (value > MAX_COPY_COUNT) return formMessagesB.maximum(MAX_COPY_COUNT);
  return undefined;
}

const isComplete = (counts: DraftCounts): counts is CopyCounts =>
  PAPERS.every(({ kind }) => countProblem(counts[kind]) === undefined);

/** Spec 3 (T22, T27): copies of the label and connote, by default and for each carrier service. */
export function CopyCountsForm({
  siteId,
  policy,
  services,
}: {
  siteId: string;
  policy: PrintingPolicy;
  services: PrintingCarrierService[];
}) {
  const [defaults, setDefaults] = useState<DraftCounts>(policy.defaultCopyCounts);
  const [byService, setByService] = useState<Record<string, DraftCounts>>(policy.carrierServiceCopyCounts);
  const [checked, setChecked] = useState(false);
  const save = useSavePrintingPolicy(siteId);
  // a refused save takes the focus to its first faulted count, which may be far down the list from the button
  const table = useRef<HTMLTableElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) table.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const refuse = () => setRefusals((n) => n + 1);
  // a service shown with the defaults' counts leaves their problems to the default row
  const errorAt = (pointer: string, value: number | string, own: boolean) => {
    const problem =
      (checked && own ? countProblem(value) : undefined) ??
      (save.error instanceof ApiRequestError
        ? save.error.errors.find((e) => e.source?.pointer === pointer)?.detail
        : undefined);
    return problem ? fieldErrorText(problem) : undefined;
  };

  const countInput = (
    label: string,
    value: number | string,
    onChange: (n: number | string) => void,
    pointer: string,
    own: boolean,
  ) => (
    <NumberInput
      aria-label={label}
      value={value}
      min={0}
      max={MAX_COPY_COUNT}
      // a fraction stays for countProblem to name: an input that drops the mark makes "1,5" 15 without a word
      clampBehavior="none"
      w={90}
      onChange={onChange}
      error={errorAt(pointer, value, own)}
    />
  );
  // a row's label and connote counts, each named and placed by its paper
  const countCells = (
    name: string,
    counts: DraftCounts,
    change: (c: Partial<DraftCounts>) => void,
    at: string,
    own = true,
  ) =>
    PAPERS.map(({ kind, plural }) => (
      <Table.Td key={kind}>
        {countInput(`${name} ${plural}`, counts[kind], (n) => change({ [kind]: n }), `${at}/${kind}`, own)}
      </Table.Td>
    ));
  const setService = (id: string, change: Partial<DraftCounts>) =>
    setByService({ ...byService, [id]: { ...(byService[id] ?? defaults), ...change } });
  const submit = () => {
    setChecked(true);
    const counted: Record<string, CopyCounts> = {};
    for (const [id, counts] of Object.entries(byService)) {
      if (!isComplete(counts)) return refuse();
      counted[id] = counts;
    }
    if (!isComplete(defaults)) return refuse();
    save.mutate(
      { defaultCopyCounts: defaults, carrierServiceCopyCounts: counted },
      { onSuccess: () => toast({ type: 'success', message: 'Copy counts saved' }), onError: refuse },
    );
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Copies
        </Title>
        <Text size="sm">
          How many copies of each paper print, 0 to {MAX_COPY_COUNT}. A carrier service without its own counts
          uses the defaults.
        </Text>
        {/* on a phone the table scrolls sideways in its box: a service's name keeps a readable width beside two
            count fields, and a row's "Use defaults" no longer widens the page */}
        <TableScroller label="Copies" minWidth="32rem">
          <Table aria-label="Copies" ref={table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Carrier service</Table.Th>
                <Table.Th>Labels</Table.Th>
                <Table.Th>Connotes</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Use defaults</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td fw={500}>Default</Table.Td>
                {countCells(
                  'Default',
                  defaults,
                  (change) => setDefaults({ ...defaults, ...change }),
                  '/defaultCopyCounts',
                )}
                <Table.Td />
              </Table.Tr>
              {services.map((service) => {
                const own = byService[service.id];
                const counts = own ?? defaults;
                const name = serviceLabel(service);
                return (
                  <Table.Tr key={service.id}>
                    <Table.Td>
                      {name}
                      {own ? null : (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          (defaults)
                        </Text>
                      )}
                    </Table.Td>
                    {countCells(
                      name,
                      counts,
                      (change) => setService(service.id, change),
                      `/carrierServiceCopyCounts/${service.id}`,
                      own !== undefined,
                    )}
                    <Table.Td>
                      {own ? (
                        <Button
                          variant="subtle"
                          size="xs"
                          onClick={() => {
                            const { [service.id]: _dropped, ...rest } = byService;
                            setByService(rest);
                          }}
                        >
                          Use defaults
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroller>
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            Save copies
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
