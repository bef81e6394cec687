import type { Site } from '@freight/contracts';
import { FormModal } from '../../../shared/ui/list/FormModal';
import type { FormTarget } from '../../../shared/ui/list/FormModal';
import { useEntry } from '../api/get-entry';
import { EntryForm } from './EntryForm';

/**
 * The entry form in a side drawer; closing it with unsaved edits asks the data-loss dialog (spec 2.4), and focus
 * waits for an entry still being read (E24).
 */
export function EntryDrawer({
  site,
  target,
  onClose,
}: {
  site: Site;
  target: FormTarget | null;
  onClose: () => void;
}) {
  const entry = useEntry(target?.mode === 'edit' ? target.id : undefined);
  return (
    <FormModal
      target={target}
      onClose={onClose}
      titles={{ create: 'New address book entry', edit: 'Edit address book entry' }}
      record={entry}
      loadingLabel="Loading the entry"
      size={760}
      variant="drawer"
    >
      {(record) => <EntryForm site={site} entry={record} />}
    </FormModal>
  );
}
