import { Alert, Button, Group, Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DANGEROUS_GOODS_PRESET_DEFAULT_SORT } from '@freight/contracts';
import type { DangerousGoodsPreset, Site } from '@freight/contracts';
import { useState } from 'react';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { IconSearch } from '../../../shared/ui/icons/icons';
import { confirmDelete } from '../../../shared/ui/list/confirm-delete';
import type { FormTarget } from '../../../shared/ui/list/FormModal';
import { ListFooter } from '../../../shared/ui/list/ListFooter';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
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
        <TextInput
          w={420}
          leftSection={<IconSearch size={16} />}
          placeholder="Search by UN number or name"
          aria-label="Search dangerous goods presets"
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            setPage(0);
          }}
        />
      </Group>
      <Paper withBorder radius="sm">
        {presets.isError ? (
          <Alert color="red" m="sm">
            {displayMessageFor(presets.error)}
          </Alert>
        ) : presets.data ? (
          <DgPresetsTable
            presets={presets.data.items}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(0);
            }}
            onEdit={(preset) => setTarget({ mode: 'edit', id: preset.id })}
            onDelete={(preset) => void deletePreset(preset)}
            searching={debounced.trim() !== ''}
          />
        ) : (
          <PageLoader label="Loading presets" />
        )}
      </Paper>
      {presets.data ? <ListFooter result={presets.data} onPage={setPage} noun="presets" /> : null}
      <DgFormModal site={site} target={target} onClose={() => setTarget(null)} />
    </Paper>
  );
}
