import '@mantine/core/styles/NumberInput.layer.css';
import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { MAX_COPY_COUNT } from '@freight/contracts';
import type { CopyCounts, PrintingCarrierService, PrintingPolicy } from '@freight/contracts';
import { useState } from 'react';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { toast } from '../../../shared/ui/feedback/toast';
import { useSavePrintingPolicy } from '../api/autoprint-mutations';

const PAPERS = [
  { kind: 'label', plural: 'labels' },
  { kind: 'connote', plural: 'connotes' },
] as const;

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
  const [defaults, setDefaults] = useState<CopyCounts>(policy.defaultCopyCounts);
  const [byService, setByService] = useState<Record<string, CopyCounts>>(policy.carrierServiceCopyCounts);
  const save = useSavePrintingPolicy(siteId);
  const errorAt = (pointer: string) =>
    save.error instanceof ApiRequestError
      ? save.error.errors.find((e) => e.source?.pointer === pointer)?.detail
      : undefined;

  const countInput = (label: string, value: number, onChange: (n: number) => void, pointer: string) => (
    <NumberInput
      aria-label={label}
      value={value}
      min={0}
      max={MAX_COPY_COUNT}
      allowDecimal={false}
      w={90}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number(next) || 0)}
      error={errorAt(pointer)}
    />
  );
  // a row's label and connote counts, each named and placed by its paper
  const countCells = (
    name: string,
    counts: CopyCounts,
    change: (c: Partial<CopyCounts>) => void,
    at: string,
  ) =>
    PAPERS.map(({ kind, plural }) => (
      <Table.Td key={kind}>
        {countInput(`${name} ${plural}`, counts[kind], (n) => change({ [kind]: n }), `${at}/${kind}`)}
      </Table.Td>
    ));
  const setService = (id: string, change: Partial<CopyCounts>) =>
    setByService({ ...byService, [id]: { ...(byService[id] ?? defaults), ...change } });
  const submit = () =>
    save.mutate(
      { defaultCopyCounts: defaults, carrierServiceCopyCounts: byService },
      { onSuccess: () => toast({ type: 'success', message: 'Copy counts saved' }) },
    );

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
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Carrier service</Table.Th>
              <Table.Th>Labels</Table.Th>
              <Table.Th>Connotes</Table.Th>
              <Table.Th />
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
              const name = `${service.carrierName} ${service.name}`;
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
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            Save copies
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
