import { Button, Group, Paper, Select } from '@mantine/core';
import { packagingTypeNames } from '@freight/contracts';
import type { PackagingTypeName, ShippingItemPresetListItem, Site } from '@freight/contracts';
import { useState } from 'react';
import { packagingOptions } from '../../../shared/shipment-form/lib/packaging-options';
import { confirmDelete } from '../../../shared/ui/list/confirm-delete';
import { ListFooter } from '../../../shared/ui/list/ListFooter';
import { ListPanel } from '../../../shared/ui/list/ListPanel';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { SearchInput } from '../../../shared/ui/list/SearchInput';
import { useListScreen } from '../../../shared/ui/list/use-list-screen';
import { useDeletePreset } from '../api/delete-preset';
import { usePresets } from '../api/list-presets';
import { PresetFormModal } from '../components/PresetFormModal';
import { PresetsTable } from '../components/PresetsTable';

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
  const list = useListScreen('quickAccessCode');
  const [packagingType, setPackagingType] = useState<PackagingTypeName | null>(null);
  const { searched: q, sort, page } = list;
  const presets = usePresets({ siteId: site.id, q, packagingType, sort, page });
  const remove = useDeletePreset();

  const deletePreset = (preset: ShippingItemPresetListItem) => {
    const code = preset.quickAccessCode;
    const wording = {
      title: `Delete shipping item preset ${code}?`,
      message: `${code} – ${preset.description} will be deleted.`,
    };
    return confirmDelete({ ...wording, deleted: `Preset ${code} deleted` }, () =>
      remove.mutateAsync(preset.id),
    );
  };

  return (
    <Paper px="xl" py="lg" radius={0} bg="transparent">
      <PageHeader
        title="Shipping item presets"
        description="Freight items used often, ready to add to a consignment by their quick access code."
        actions={
          <Button disabled={creationPrevented} onClick={list.create}>
            New preset
          </Button>
        }
      />
      <Group mb="sm" gap="sm">
        <SearchInput
          label="Search presets"
          placeholder="Search by code or description"
          w={360}
          value={list.search}
          onChange={list.setSearch}
        />
        <Select
          w={260}
          aria-label="Packaging type"
          placeholder="All packaging types"
          data={packagingOptions(site)}
          value={packagingType}
          onChange={list.refilter((value) => setPackagingType(isPackagingType(value) ? value : null))}
          clearable
        />
      </Group>
      <ListPanel query={presets} loadingLabel="Loading presets">
        {({ items }) => (
          <PresetsTable
            site={site}
            presets={items}
            sort={list.sort}
            onSort={list.setSort}
            onEdit={(preset) => list.edit(preset.id)}
            onDelete={(preset) => void deletePreset(preset)}
            filtered={list.searching || packagingType !== null}
          />
        )}
      </ListPanel>
      {presets.data ? <ListFooter result={presets.data} onPage={list.setPage} noun="presets" /> : null}
      <PresetFormModal site={site} {...list.form} />
    </Paper>
  );
}
