import '@mantine/core/styles/Drawer.layer.css';
import { Alert, Drawer, Modal } from '@mantine/core';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { displayMessageFor } from '../../lib/display-message';
import { confirmDiscardChanges } from '../dialogs';
import { focusModalWhenShown } from '../dialogs/modal-focus';
import { PageLoader } from '../feedback/PageLoader';
import classes from './FormModal.module.css';
import { FormModalContext } from './form-modal-context';
import type { FormModalControls } from './form-modal-context';
import type { QueryState } from './query-state';

/** What a list's form is open for: a new row, or the row with this id. */
export type FormTarget = { mode: 'create' } | { mode: 'edit'; id: string };

/** What a list hands its form modal: what it is open for, and how to close it. */
export interface FormModalOpening {
  target: FormTarget | null;
  onClose: () => void;
}

export interface FormModalProps<T> extends FormModalOpening {
  titles: { create: string; edit: string };
  /** Reads the row being edited, by id; given no id when creating. */
  useRecord: (id: string | undefined) => QueryState<T>;
  /** What the loader says while the row is read, e.g. "Loading the preset". */
  loadingLabel: string;
  size?: number | string;
  /** A drawer from the right, for long forms. */
  variant?: 'modal' | 'drawer';
  /** The form: given the row when editing, nothing when creating. */
  children: (record: T | undefined) => ReactNode;
}

/** Spec 2.4 (E24): focus waits for the form of a row still being read, then goes to its first field. */
const FORM_IN_DIALOG = '[role="dialog"] form[data-modal-form]';

/**
 * A list's create and edit form in a modal (or drawer): the row read first when editing, and closing with unsaved
 * edits asks the data-loss dialog (spec 2.4).
 */
export function FormModal<T>({
  target,
  onClose,
  titles,
  useRecord,
  loadingLabel,
  size,
  variant = 'modal',
  children,
}: FormModalProps<T>) {
  const record = useRecord(target?.mode === 'edit' ? target.id : undefined);
  const dirty = useRef(false);
  const controls = useMemo<FormModalControls>(() => {
    const done = () => {
      dirty.current = false;
      onClose();
    };
    return {
      reportDirty: (value) => {
        dirty.current = value;
      },
      cancel: () =>
        void (async () => {
          if (dirty.current && !(await confirmDiscardChanges())) return;
          done();
        })(),
      done,
      variant,
    };
  }, [onClose, variant]);
  useEffect(() => {
    if (!target) return;
    const closed = new AbortController();
    void focusModalWhenShown(FORM_IN_DIALOG, undefined, closed.signal);
    return () => closed.abort();
  }, [target]);

  let body: ReactNode = null;
  if (target?.mode === 'create') body = children(undefined);
  else if (target && record.data) body = children(record.data);
  else if (record.isError) body = <Alert color="red">{displayMessageFor(record.error)}</Alert>;
  else if (target) body = <PageLoader label={loadingLabel} />;
  const title = target?.mode === 'edit' ? titles.edit : titles.create;
  const content = (
    <FormModalContext.Provider value={controls}>
      <Fragment key={target?.mode === 'edit' ? target.id : 'create'}>{body}</Fragment>
    </FormModalContext.Provider>
  );

  return variant === 'drawer' ? (
    <Drawer
      opened={target !== null}
      onClose={controls.cancel}
      position="right"
      size={size}
      title={title}
      classNames={{ content: classes.drawerContent }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {content}
    </Drawer>
  ) : (
    <Modal
      opened={target !== null}
      onClose={controls.cancel}
      title={title}
      size={size}
      centered
      classNames={{ content: classes.modalContent }}
    >
      {content}
    </Modal>
  );
}
