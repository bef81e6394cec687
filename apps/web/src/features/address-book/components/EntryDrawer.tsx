import '@mantine/core/styles/Drawer.layer.css';
import { Alert, Drawer } from '@mantine/core';
import type { Site } from '@freight/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { confirmDiscardChanges } from '../../../shared/ui/dialogs';
import { focusModalWhenShown } from '../../../shared/ui/dialogs/modal-focus';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { useEntry } from '../api/get-entry';
import { EntryForm } from './EntryForm';

export type EntryTarget = { mode: 'create' } | { mode: 'edit'; id: string };

/** The entry form in a side drawer; closing it with unsaved edits asks the data-loss dialog (spec 2.4). */
export function EntryDrawer({
  site,
  target,
  onClose,
}: {
  site: Site;
  target: EntryTarget | null;
  onClose: () => void;
}) {
  const editId = target?.mode === 'edit' ? target.id : undefined;
  const entry = useEntry(editId);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const requestClose = async () => {
    if (dirty.current && !(await confirmDiscardChanges())) return;
    dirty.current = false;
    onClose();
  };
  // spec 2.4 (E24): an entry opened for editing is read first; focus waits for its form, then goes to the name
  const formLabel = target?.mode === 'edit' ? 'Edit address book entry' : 'New address book entry';
  useEffect(() => {
    if (target) void focusModalWhenShown(`[role="dialog"] form[aria-label="${formLabel}"]`);
  }, [target, formLabel]);
  const saved = () => {
    dirty.current = false;
    onClose();
  };

  let body = null;
  if (target?.mode === 'create')
    body = (
      <EntryForm
        site={site}
        onSaved={saved}
        onCancel={() => void requestClose()}
        onDirtyChange={onDirtyChange}
      />
    );
  else if (entry.data)
    body = (
      <EntryForm
        key={entry.data.id}
        site={site}
        entry={entry.data}
        onSaved={saved}
        onCancel={() => void requestClose()}
        onDirtyChange={onDirtyChange}
      />
    );
  else if (entry.isError) body = <Alert color="red">{displayMessageFor(entry.error)}</Alert>;
  else if (target) body = <PageLoader label="Loading the entry" />;

  return (
    <Drawer
      opened={target !== null}
      onClose={() => void requestClose()}
      position="right"
      size={760}
      title={formLabel}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {body}
    </Drawer>
  );
}
