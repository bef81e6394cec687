import { Button, Group, Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ENTRY_DEFAULT_SORT } from '@freight/contracts';
import type { EntryListItem, Site } from '@freight/contracts';
import { useState } from 'react';
import { confirmDelete } from '../../../shared/ui/list/confirm-delete';
import type { FormTarget } from '../../../shared/ui/list/FormModal';
import { ListFooter } from '../../../shared/ui/list/ListFooter';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { ListPanel } from '../../../shared/ui/list/ListPanel';
import { SearchInput } from '../../../shared/ui/list/SearchInput';
import { useDeleteEntry } from '../api/delete-entry';
import { useEntries } from '../api/list-entries';
import { EntriesTable } from '../components/EntriesTable';
import { EntryDrawer } from '../components/EntryDrawer';
import { ImportEntriesModal } from '../components/import/ImportEntriesModal';

/** Spec 9: searches wait for typing to pause. */
const SEARCH_DEBOUNCE_MS = 250;

/** Document 3, 2: the site's address book — list, search, create, edit, delete and import. */
export function AddressBookPage({ site, creationPrevented }: { site: Site; creationPrevented: boolean }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState(ENTRY_DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const [target, setTarget] = useState<FormTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const entries = useEntries({ siteId: site.id, search: debounced, sort, page });
  const remove = useDeleteEntry();

  const deleteEntry = (entry: EntryListItem) =>
    confirmDelete(
      {
        title: `Delete address book entry ${entry.name}?`,
        message: `${entry.name} and its contacts will be deleted. This cannot be undone.`,
        deleted: `${entry.name} deleted`,
      },
      () => remove.mutateAsync(entry.id),
    );

  return (
    <Paper px="xl" py="lg" radius={0} bg="transparent">
      <PageHeader
        title="Manage address book"
        description={`Receivers and senders of ${site.displayName}, with their contacts and opening hours.`}
        actions={
          // spec 4.6: while the site may not create data, its creation actions are disabled
          <>
            <Button variant="default" disabled={creationPrevented} onClick={() => setImporting(true)}>
              Import
            </Button>
            <Button disabled={creationPrevented} onClick={() => setTarget({ mode: 'create' })}>
              New entry
            </Button>
          </>
        }
      />
      <Group mb="sm">
        <SearchInput
          label="Search the address book"
          placeholder="Search by name, address or code"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
      </Group>
      <ListPanel query={entries} loadingLabel="Loading the address book">
        {({ items }) => (
          <EntriesTable
            entries={items}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(0);
            }}
            onEdit={(entry) => setTarget({ mode: 'edit', id: entry.id })}
            onDelete={(entry) => void deleteEntry(entry)}
            searching={debounced.trim() !== ''}
          />
        )}
      </ListPanel>
      {entries.data ? <ListFooter result={entries.data} onPage={setPage} noun="entries" /> : null}
      <EntryDrawer site={site} target={target} onClose={() => setTarget(null)} />
      <ImportEntriesModal site={site} opened={importing} onClose={() => setImporting(false)} />
    </Paper>
  );
}
