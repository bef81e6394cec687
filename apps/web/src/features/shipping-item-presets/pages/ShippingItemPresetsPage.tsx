import { Select } from '@mantine/core';
import { packagingTypeNames } from '@freight/contracts';
import type { PackagingTypeName, ShippingItemPresetListItem, Site } from '@freight/contracts';
import { useState } from 'react';
import { packagingOptions } from '../../../shared/shipment-form/lib/packaging-options';
import { confirmingDelete } from '../../../shared/ui/list/confirm-delete';
import { ListScreen } from '../../../shared/ui/list/ListScreen';
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
  const deletePreset = confirmingDelete(useDeletePreset(), (preset: ShippingItemPresetListItem) => {
    const code = preset.quickAccessCode;
    return {
      title: `Delete shipping item preset ${code}?`,
      message: `${code} – ${preset.description} will be deleted.`,
      deleted: `Preset ${code} deleted`,
    };
  });

  return (
    <ListScreen
      title="Shipping item presets"
      description="Freight items used often, ready to add to a consignment by their quick access code."
      newLabel="New preset"
      creationPrevented={creationPrevented}
      filterLayout={{ gap: 'sm' }}
      search={{ label: 'Search presets', placeholder: 'Search by code or description', w: 360 }}
      filters={
        <Select
          w={260}
          aria-label="Packaging type"
          placeholder="All packaging types"
          data={packagingOptions(site)}
          value={packagingType}
          onChange={list.refilter((value) => setPackagingType(isPackagingType(value) ? value : null))}
          clearable
        />
      }
      list={list}
      query={presets}
      noun="presets"
      table={(rows) => (
        <PresetsTable
          {...rows}
          site={site}
          onDelete={deletePreset}
          filtered={list.searching || packagingType !== null}
        />
      )}
    >
      <PresetFormModal site={site} {...list.form} />
    </ListScreen>
  );
}
