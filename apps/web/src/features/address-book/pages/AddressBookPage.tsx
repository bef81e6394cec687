import { Button } from '@mantine/core';
import { ENTRY_DEFAULT_SORT } from '@freight/contracts';
import type { EntryListItem, Site } from '@freight/contracts';
import { useState } from 'react';
import { confirmingDelete } from '../../../shared/ui/list/confirm-delete';
import { ListScreen } from '../../../shared/ui/list/ListScreen';
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
  const deleteEntry = confirmingDelete(useDeleteEntry(), (entry: EntryListItem) => ({
    title: `Delete address book entry ${entry.name}?`,
    // the entry's carrier service preference goes with it (the server deletes it too): the shipper is told
    message: `${entry.name}, its contacts and any carrier service preference for it will be deleted. This cannot be undone.`,
    deleted: `${entry.name} deleted`,
  }));

  return (
    <ListScreen
      title="Manage address book"
      description={`Receivers and senders of ${site.displayName}, with their contacts and opening hours.`}
      newLabel="New entry"
      creationPrevented={creationPrevented}
      actions={
        <Button variant="default" disabled={creationPrevented} onClick={() => setImporting(true)}>
          Import
        </Button>
      }
      search={{ label: 'Search the address book', placeholder: 'Search by name, address or code' }}
      list={list}
      query={entries}
      loadingLabel="Loading the address book"
      noun="entries"
      table={(rows) => <EntriesTable {...rows} onDelete={deleteEntry} searching={list.searching} />}
    >
      <EntryDrawer site={site} {...list.form} />
      <ImportEntriesModal site={site} opened={importing} onClose={() => setImporting(false)} />
    </ListScreen>
  );
}
