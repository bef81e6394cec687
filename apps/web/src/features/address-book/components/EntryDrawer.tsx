import type { Site } from '@freight/contracts';
import { FormModal } from '../../../shared/ui/list/FormModal';
import type { FormModalOpening } from '../../../shared/ui/list/FormModal';
import { useEntry } from '../api/get-entry';
import { EntryForm } from './EntryForm';

const titles = { create: 'New address book entry', edit: 'Edit address book entry' };

/**
 * The entry form in a side drawer; closing it with unsaved edits asks the data-loss dialog (spec 2.4), and focus
 * waits for an entry still being read (E24).
 */
export function EntryDrawer({ site, ...opening }: { site: Site } & FormModalOpening) {
  return (
    <FormModal
      {...opening}
      titles={titles}
      useRecord={useEntry}
      loadingLabel="Loading the entry"
      size={760}
      variant="drawer"
    >
      {(entry) => <EntryForm site={site} entry={entry} />}
    </FormModal>
  );
}
