import { DANGEROUS_GOODS_PRESET_DEFAULT_SORT } from '@freight/contracts';
import type { DangerousGoodsPreset, Site } from '@freight/contracts';
import { confirmingDelete } from '../../../shared/ui/list/confirm-delete';
import { ListScreen } from '../../../shared/ui/list/ListScreen';
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
  const deletePreset = confirmingDelete(useDeleteDgPreset(), (preset: DangerousGoodsPreset) => {
    const name = `UN ${preset.unNumber} ${preset.properShippingName}`;
    return {
      title: `Delete dangerous goods preset ${name}?`,
      message: `${name} will be deleted.`,
      deleted: `${name} deleted`,
    };
  });

  return (
    <ListScreen
      title="Dangerous goods presets"
      description="Dangerous goods descriptions used often, ready to add to a consignment's items."
      newLabel="New preset"
      creationPrevented={creationPrevented}
      search={{ label: 'Search dangerous goods presets', placeholder: 'Search by UN number or name' }}
      list={list}
      query={presets}
      noun="presets"
      table={(rows) => <DgPresetsTable {...rows} onDelete={deletePreset} searching={list.searching} />}
    >
      <DgFormModal site={site} {...list.form} />
    </ListScreen>
  );
}
