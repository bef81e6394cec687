import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { AutoprintConfig, Printer } from '@freight/contracts';
import { useState } from 'react';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { toast } from '../../../shared/ui/feedback/toast';
import { useSaveAutoprintConfig } from '../api/autoprint-mutations';
import { autoprintPrintsNothing, noAgentWarning, type ClientState } from '../lib/client-status';

type PrinterKey = 'defaultLabelPrinter' | 'defaultConnotePrinter';

const errorAt = (error: unknown, pointer: string) =>
  error instanceof ApiRequestError
    ? error.errors.find((e) => e.source?.pointer === pointer)?.detail
    : undefined;

/**
 * Spec 2 (T05-T07): switch autoprint on, and pick the default label and connote printers (numeric ids). Switched
 * on with no print agent running, it warns that nothing will print, and saves all the same.
 */
export function AutoprintSettingsForm({
  siteId,
  config,
  printers,
  clientState,
}: {
  siteId: string;
  config: AutoprintConfig;
  printers: Printer[];
  /** The print agent's state, once read. */
  clientState: ClientState | undefined;
}) {
  const [draft, setDraft] = useState(config);
  const save = useSaveAutoprintConfig(siteId);
  const options = printers.map((p) => ({ value: String(p.id), label: p.name }));
  const choose = (key: PrinterKey, value: string | null) =>
    setDraft({
      ...draft,
      [key]: {
        enabled: value !== null,
        id: value === null ? null : Number(value),
        name: printers.find((p) => String(p.id) === value)?.name ?? null,
      },
    });
  const submit = () =>
    save.mutate(
      {
        enabled: draft.enabled,
        defaultLabelPrinter: { enabled: draft.defaultLabelPrinter.enabled, id: draft.defaultLabelPrinter.id },
        defaultConnotePrinter: {
          enabled: draft.defaultConnotePrinter.enabled,
          id: draft.defaultConnotePrinter.id,
        },
      },
      {
        onSuccess: (saved) => {
          setDraft(saved);
          toast(
            autoprintPrintsNothing(saved.enabled, clientState)
              ? { type: 'warning', title: 'Printing configuration saved', message: noAgentWarning.message }
              : { type: 'success', message: 'Printing configuration saved' },
          );
        },
      },
    );
  const printerSelect = (key: PrinterKey, label: string) => (
    <Select
      label={label}
      placeholder="The computer’s default printer"
      data={options}
      value={draft[key].id === null ? null : String(draft[key].id)}
      onChange={(value) => choose(key, value)}
      clearable
      error={errorAt(save.error, `/${key}/id`)}
      description={
        draft[key].id !== null && !options.some((o) => o.value === String(draft[key].id))
          ? `${draft[key].name ?? 'This printer'} is no longer reported by the agent`
          : undefined
      }
    />
  );
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Autoprint
          </Title>
          <Checkbox
            label="Print automatically when consignments are booked"
            description="Each consignment’s “Print labels automatically” and “Print connote automatically” boxes decide which papers print."
            checked={draft.enabled}
            onChange={(event) => setDraft({ ...draft, enabled: event.currentTarget.checked })}
          />
          {autoprintPrintsNothing(draft.enabled, clientState) ? (
            <Alert color="yellow" title={noAgentWarning.title}>
              {noAgentWarning.message}
            </Alert>
          ) : null}
          {printerSelect('defaultLabelPrinter', 'Default label printer')}
          {printerSelect('defaultConnotePrinter', 'Default connote printer')}
          {save.error && !(save.error instanceof ApiRequestError && save.error.kind === 'validation') ? (
            <Text c="red" size="sm" role="alert">
              {save.error.message}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
