import { Button, Group, Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DANGEROUS_GOODS_PRESET_DEFAULT_SORT } from '@freight/contracts';
import type { DangerousGoodsPreset, Site } from '@freight/contracts';
import { useState } from 'react';
import { confirmDelete } from '../../../shared/ui/list/confirm-delete';
import type { FormTarget } from '../../../shared/ui/list/FormModal';
import { ListFooter } from '../../../shared/ui/list/ListFooter';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { ListPanel } from '../../../shared/ui/list/ListPanel';
import { SearchInput } from '../../../shared/ui/list/SearchInput';
import { useDeleteDgPreset } from '../api/delete-dg-preset';
import { useDgPresets } from '../api/list-dg-presets';
import { DgFormModal } from '../components/DgFormModal';
import { DgPresetsTable } from '../components/DgPresetsTable';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * Document 3, 2: dangerous goods presets, searched, sorted and paged at 30; created, edited and deleted. The shell
 * opens it only where the site's dangerous goods feature is on for the user (spec 6).
 */
export function DangerousGoodsPresetsPage({
  site,
  creationPrevented,
}: {
  site: Site;
  creationPrevented: boolean;
}) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState(DANGEROUS_GOODS_PRESET_DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const [target, setTarget] = useState<FormTarget | null>(null);
  const presets = useDgPresets({ siteId: site.id, q: debounced, sort, page });
  const remove = useDeleteDgPreset();

  const deletePreset = (preset: DangerousGoodsPreset) => {
    const name = `UN ${preset.unNumber} ${preset.properShippingName}`;
    return confirmDelete(
      {
        title: `Delete dangerous goods preset ${name}?`,
        message: `${name} will be deleted.`,
        deleted: `${name} deleted`,
      },
      () => remove.mutateAsync(preset.id),
    );
  };

  return (
    <Paper px="xl" py="lg" radius={0} bg="transparent">
      <PageHeader
        title="Dangerous goods presets"
        description="Dangerous goods descriptions used often, ready to add to a consignment's items."
        actions={
          <Button disabled={creationPrevented} onClick={() => setTarget({ mode: 'create' })}>
            New preset
          </Button>
        }
      />
      <Group mb="sm">
        <SearchInput
          label="Search dangerous goods presets"
          placeholder="Search by UN number or name"
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(0);
          }}
        />
      </Group>
      <ListPanel query={presets} loadingLabel="Loading presets">
        {({ items }) => (
          <DgPresetsTable
            presets={items}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(0);
            }}
            onEdit={(preset) => setTarget({ mode: 'edit', id: preset.id })}
            onDelete={(preset) => void deletePreset(preset)}
            searching={debounced.trim() !== ''}
          />
        )}
      </ListPanel>
      {presets.data ? <ListFooter result={presets.data} onPage={setPage} noun="presets" /> : null}
      <DgFormModal site={site} target={target} onClose={() => setTarget(null)} />
    </Paper>
  );
}
