import { Button, Group, Paper, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { packagingTypeNames } from '@freight/contracts';
import type { PackagingTypeName, ShippingItemPresetListItem, Site } from '@freight/contracts';
import { useState } from 'react';
import { packagingOptions } from '../../../shared/shipment-form/lib/packaging-options';
import { confirmDelete } from '../../../shared/ui/list/confirm-delete';
import type { FormTarget } from '../../../shared/ui/list/FormModal';
import { ListFooter } from '../../../shared/ui/list/ListFooter';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { ListPanel } from '../../../shared/ui/list/ListPanel';
import { SearchInput } from '../../../shared/ui/list/SearchInput';
import { useDeletePreset } from '../api/delete-preset';
import { usePresets } from '../api/list-presets';
import { PresetFormModal } from '../components/PresetFormModal';
import { PresetsTable } from '../components/PresetsTable';

const SEARCH_DEBOUNCE_MS = 250;
const isPackagingType = (value: string | null): value is PackagingTypeName =>
  (packagingTypeNames as readonly (string | null)[]).includes(value);

/** Document 3, 2: list, search (text and packaging type), create, edit and delete shipping item presets. */
export function ShippingItemPresetsPage({
  site,
  creationPrevented,
}: {
  site: Site;
  creationPrevented: boolean;
}) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, SEARCH_DEBOUNCE_MS);
  const [packagingType, setPackagingType] = useState<PackagingTypeName | null>(null);
  const [sort, setSort] = useState('quickAccessCode');
  const [page, setPage] = useState(0);
  const [target, setTarget] = useState<FormTarget | null>(null);
  const presets = usePresets({ siteId: site.id, q: debounced, packagingType, sort, page });
  const remove = useDeletePreset();

  const deletePreset = (preset: ShippingItemPresetListItem) =>
    confirmDelete(
      {
        title: `Delete shipping item preset ${preset.quickAccessCode}?`,
        message: `${preset.quickAccessCode} – ${preset.description} will be deleted.`,
        deleted: `Preset ${preset.quickAccessCode} deleted`,
      },
      () => remove.mutateAsync(preset.id),
    );

  return (
    <Paper px="xl" py="lg" radius={0} bg="transparent">
      <PageHeader
        title="Shipping item presets"
        description="Freight items used often, ready to add to a consignment by their quick access code."
        actions={
          <Button disabled={creationPrevented} onClick={() => setTarget({ mode: 'create' })}>
            New preset
          </Button>
        }
      />
      <Group mb="sm" gap="sm">
        <SearchInput
          label="Search presets"
          placeholder="Search by code or description"
          w={360}
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(0);
          }}
        />
        <Select
          w={260}
          aria-label="Packaging type"
          placeholder="All packaging types"
          data={packagingOptions(site)}
          value={packagingType}
          onChange={(value) => {
            setPackagingType(isPackagingType(value) ? value : null);
            setPage(0);
          }}
          clearable
        />
      </Group>
      <ListPanel query={presets} loadingLabel="Loading presets">
        {({ items }) => (
          <PresetsTable
            site={site}
            presets={items}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(0);
            }}
            onEdit={(preset) => setTarget({ mode: 'edit', id: preset.id })}
            onDelete={(preset) => void deletePreset(preset)}
            filtered={debounced.trim() !== '' || packagingType !== null}
          />
        )}
      </ListPanel>
      {presets.data ? <ListFooter result={presets.data} onPage={setPage} noun="presets" /> : null}
      <PresetFormModal site={site} target={target} onClose={() => setTarget(null)} />
    </Paper>
  );
}
