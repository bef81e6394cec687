import { Button, Group, Paper } from '@mantine/core';
import { DANGEROUS_GOODS_PRESET_DEFAULT_SORT } from '@freight/contracts';
import type { DangerousGoodsPreset, Site } from '@freight/contracts';
import { confirmDelete } from '../../../shared/ui/list/confirm-delete';
import { ListFooter } from '../../../shared/ui/list/ListFooter';
import { ListPanel } from '../../../shared/ui/list/ListPanel';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { SearchInput } from '../../../shared/ui/list/SearchInput';
import { useListScreen } from '../../../shared/ui/list/use-list-screen';
import { useDeleteDgPreset } from '../api/delete-dg-preset';
import { useDgPresets } from '../api/list-dg-presets';
import { DgFormModal } from '../components/DgFormModal';
import { DgPresetsTable } from '../components/DgPresetsTable';

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
  const list = useListScreen(DANGEROUS_GOODS_PRESET_DEFAULT_SORT);
  const presets = useDgPresets({ siteId: site.id, q: list.searched, sort: list.sort, page: list.page });
  const remove = useDeleteDgPreset();

  const deletePreset = (preset: DangerousGoodsPreset) => {
    const name = `UN ${preset.unNumber} ${preset.properShippingName}`;
    const wording = { title: `Delete dangerous goods preset ${name}?`, message: `${name} will be deleted.` };
    return confirmDelete({ ...wording, deleted: `${name} deleted` }, () => remove.mutateAsync(preset.id));
  };

  return (
    <Paper px="xl" py="lg" radius={0} bg="transparent">
      <PageHeader
        title="Dangerous goods presets"
        description="Dangerous goods descriptions used often, ready to add to a consignment's items."
        actions={
          <Button disabled={creationPrevented} onClick={list.create}>
            New preset
          </Button>
        }
      />
      <Group mb="sm">
        <SearchInput
          label="Search dangerous goods presets"
          placeholder="Search by UN number or name"
          value={list.search}
          onChange={list.setSearch}
        />
      </Group>
      <ListPanel query={presets} loadingLabel="Loading presets">
        {({ items }) => (
          <DgPresetsTable
            presets={items}
            sort={list.sort}
            onSort={list.setSort}
            onEdit={(preset) => list.edit(preset.id)}
            onDelete={(preset) => void deletePreset(preset)}
            searching={list.searching}
          />
        )}
      </ListPanel>
      {presets.data ? <ListFooter result={presets.data} onPage={list.setPage} noun="presets" /> : null}
      <DgFormModal site={site} {...list.form} />
    </Paper>
  );
}
