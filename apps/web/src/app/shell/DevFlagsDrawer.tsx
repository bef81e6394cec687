import '@mantine/core/styles/Drawer.layer.css';
import {
  Badge,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Site } from '@freight/contracts';
import { useEffect, useMemo, useState } from 'react';
import {
  devFlagRegistry,
  parseFlagValue,
  readStoredOverrides,
  resolveFlag,
  writeStoredOverrides,
  type DevFlagDefinition,
  type DevFlagRegistry,
  type DevFlagValue,
  type FlagSource,
} from '../../shared/lib/dev-flags';
import { confirmDialog, confirmDiscardChanges } from '../../shared/ui/dialogs';

export const devFlagsMessages = {
  title: 'Development Flags',
  reset: 'Reset flags',
  resetConfirm: 'Reset development flags?',
  resetText: 'Every flag goes back to the site’s setting or its default, and the page reloads.',
  save: 'Save Changes',
  unknownControl: (control: string) => `This flag’s control (${control}) cannot be shown here.`,
} as const;

const sourceLabels: Record<FlagSource, string> = {
  url: 'from the URL',
  storage: 'saved in this browser',
  site: 'from the site',
  default: 'default',
};

const same = (a: DevFlagValue | undefined, b: DevFlagValue | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

function FlagControl({
  name,
  definition,
  value,
  onChange,
}: {
  name: string;
  definition: DevFlagDefinition;
  value: DevFlagValue | undefined;
  onChange: (value: DevFlagValue) => void;
}) {
  const label = definition.label;
  const description = `${definition.description} Owner: ${definition.owner}.`;
  switch (definition.control) {
    case 'boolean':
      return (
        <Switch
          label={label}
          description={description}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'string':
      return (
        <TextInput
          label={label}
          description={description}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'enum':
      return (
        <Select
          label={label}
          description={description}
          data={[...definition.options]}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => next !== null && onChange(next)}
          allowDeselect={false}
        />
      );
    case 'multiEnum':
      return (
        <MultiSelect
          label={label}
          description={description}
          data={[...definition.options]}
          value={Array.isArray(value) ? [...value] : []}
          onChange={onChange}
        />
      );
    default: {
      // W06: a registry entry of a control this drawer does not know
      const control = String((definition as { control: unknown }).control);
      return (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {label ?? name}
          </Text>
          <Text size="sm" c="orange" role="note">
            {devFlagsMessages.unknownControl(control)}
          </Text>
        </Stack>
      );
    }
  }
}

/**
 * Document 3 (2, 4), W01-W14: the development flags, grouped, each with its control, description and owner and
 * where its value comes from. Changes take effect only on Save Changes, which keeps them in this browser and
 * reloads; Reset flags asks, clears them and reloads; closing with changes unsaved asks first.
 */
export function DevFlagsDrawer({
  opened,
  onClose,
  registry = devFlagRegistry,
  site,
  reload = () => window.location.reload(),
}: {
  opened: boolean;
  onClose: () => void;
  /** The product's flags unless a test gives others; held here so the frame's first download leaves them out. */
  registry?: DevFlagRegistry;
  site: Pick<Site, 'devFlags'> | undefined;
  reload?: () => void;
}) {
  const resolve = () => {
    const sources = { search: window.location.search, stored: readStoredOverrides(), site };
    return Object.fromEntries(
      Object.keys(registry).map((name) => [name, resolveFlag(registry, name, sources)]),
    );
  };
  const [resolved, setResolved] = useState(resolve);
  const [draft, setDraft] = useState<Record<string, DevFlagValue>>({});
  // read again on each opening (another tab may have saved), starting with no changes
  useEffect(() => {
    if (!opened) return;
    const sources = { search: window.location.search, stored: readStoredOverrides(), site };
    setResolved(
      Object.fromEntries(Object.keys(registry).map((name) => [name, resolveFlag(registry, name, sources)])),
    );
    setDraft({});
  }, [opened, registry, site]);
  const dirty = Object.entries(draft).some(([name, value]) => !same(value, resolved[name]?.value));

  const groups = useMemo(() => {
    const byGroup = new Map<string, string[]>();
    for (const [name, definition] of Object.entries(registry))
      byGroup.set(definition.group, [...(byGroup.get(definition.group) ?? []), name]);
    return [...byGroup].sort(([a], [b]) => a.localeCompare(b));
  }, [registry]);

  const close = async () => {
    if (dirty && !(await confirmDiscardChanges())) return;
    onClose();
  };
  const save = () => {
    const stored = readStoredOverrides();
    const next: Record<string, DevFlagValue> = {};
    for (const [name, definition] of Object.entries(registry)) {
      const value = draft[name] ?? parseFlagValue(definition, stored[name]);
      if (value !== undefined) next[name] = value;
    }
    writeStoredOverrides(next);
    reload();
  };
  const reset = async () => {
    const confirmed = await confirmDialog({
      title: devFlagsMessages.resetConfirm,
      message: devFlagsMessages.resetText,
      danger: true,
    });
    if (!confirmed) return;
    writeStoredOverrides({});
    reload();
  };

  return (
    <Drawer
      opened={opened}
      onClose={() => void close()}
      position="right"
      title={
        <Title order={2} size="h4">
          {devFlagsMessages.title}
        </Title>
      }
    >
      <Stack gap="lg">
        {groups.map(([group, names]) => (
          <Stack key={group} gap="sm" role="group" aria-label={group}>
            <Title order={3} size="h5">
              {group}
            </Title>
            {names.map((name) => {
              const definition = registry[name];
              const current = resolved[name];
              if (!definition) return null;
              return (
                <Stack key={name} gap={2}>
                  <FlagControl
                    name={name}
                    definition={definition}
                    value={draft[name] ?? current?.value}
                    onChange={(value) => setDraft((previous) => ({ ...previous, [name]: value }))}
                  />
                  {current ? (
                    <Badge size="xs" variant="light" color="gray">
                      {sourceLabels[current.source]}
                    </Badge>
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        ))}
        <Group justify="space-between">
          <Button variant="default" color="red" onClick={() => void reset()}>
            {devFlagsMessages.reset}
          </Button>
          <Button onClick={save} disabled={!dirty}>
            {devFlagsMessages.save}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
