import { siteFormModal } from '../../../shared/ui/list/site-form-modal';
import { useEntry } from '../api/get-entry';
import { EntryForm } from './EntryForm';

/**
 * The entry form in a side drawer; closing it with unsaved edits asks the data-loss dialog (spec 2.4), and focus
 * waits for an entry still being read (E24).
 */
export const EntryDrawer = siteFormModal(
  { name: 'address book entry', loading: 'the entry', size: 760, variant: 'drawer' },
  useEntry,
  (site, entry) => <EntryForm site={site} entry={entry} />,
);
