import { Button, Group, Paper } from '@mantine/core';
import { ENTRY_DEFAULT_SORT } from '@freight/contracts';
import type { EntryListItem, Site } from '@freight/contracts';
import { useState } from 'react';
import { confirmDelete } from '../../../shared/ui/list/confirm-delete';
import { ListFooter } from '../../../shared/ui/list/ListFooter';
import { ListPanel } from '../../../shared/ui/list/ListPanel';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { SearchInput } from '../../../shared/ui/list/SearchInput';
import { useListScreen } from '../../../shared/ui/list/use-list-screen';
import { useDeleteEntry } from '../api/delete-entry';
import { useEntries } from '../api/list-entries';
import { EntriesTable } from '../components/EntriesTable';
import { EntryDrawer } from '../components/EntryDrawer';
import { ImportEntriesModal } from '../components/import/ImportEntriesModal';

/** Document 3, 2: the site's address book — list, search, create, edit, delete and import. */
export function AddressBookPage({ site, creationPrevented }: { site: Site; creationPrevented: boolean }) {
  const list = useListScreen(ENTRY_DEFAULT_SORT);
  const [importing, setImporting] = useState(false);
  const entries = useEntries({ siteId: site.id, search: list.searched, sort: list.sort, page: list.page });
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
            <Button disabled={creationPrevented} onClick={list.create}>
              New entry
            </Button>
          </>
        }
      />
      <Group mb="sm">
        <SearchInput
          label="Search the address book"
          placeholder="Search by name, address or code"
          value={list.search}
          onChange={list.setSearch}
        />
      </Group>
      <ListPanel query={entries} loadingLabel="Loading the address book">
        {({ items }) => (
          <EntriesTable
            entries={items}
            sort={list.sort}
            onSort={list.setSort}
            onEdit={(entry) => list.edit(entry.id)}
            onDelete={(entry) => void deleteEntry(entry)}
            searching={list.searching}
          />
        )}
      </ListPanel>
      {entries.data ? <ListFooter result={entries.data} onPage={list.setPage} noun="entries" /> : null}
      <EntryDrawer site={site} {...list.form} />
      <ImportEntriesModal site={site} opened={importing} onClose={() => setImporting(false)} />
    </Paper>
  );
}
