import { Button, Divider, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-error';
import { useDiscardGuard } from '../dialogs';
import { toast } from '../feedback/toast';
import type { ToastOptions } from '../feedback/toast';
import { FormErrorsCard, placeServerError } from '../form';
import type { ServerErrorPlacement } from '../form';
import classes from './FormModal.module.css';
import { useFormModal } from './form-modal-context';

/** A save that failed: the server's answer, even when wrapped by the step of the save it failed at (`cause`). */
function apiErrorOf(error: unknown): ApiRequestError | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++)
    if (at instanceof ApiRequestError) return at;
  return undefined;
}

/**
 * Pressing Cancel or Save leaves the focus where it is until the click: the field being left would otherwise be
 * checked on blur at the press, and its error, shown above, push the button from under the pointer (a phone's tap
 * on a long form), so the click missed it. Save checks every field anyway.
 */
const keepFocusOnPress = (event: MouseEvent) => event.preventDefault();

/**
 * The first refused field takes the focus; one that had it already (Save keeps it, above) is not scrolled to by
 * that, so it is brought into view, below the dialog's sticky title.
 */
const bringFocusIntoView = () => {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.closest('[data-modal-form]'))
    focused.scrollIntoView({ block: 'nearest' });
};

/** A refusal of what was entered is for the user to fix; any other failure left the form unsaved, as it is. */
const NOT_SAVED_TITLE = 'Not saved';
const unplacedTitleFor = (error: unknown) => {
  const kind = apiErrorOf(error)?.kind;
  return kind === 'validation' || kind === 'conflict' ? undefined : NOT_SAVED_TITLE;
};

/**
 * Where a failed save's errors go: `placement` names the form's fields for the server's, or `placeError` puts them
 * itself; either answers what no field shows, for the errors card.
 */
type ErrorPlacing<I extends FieldValues> =
  | { placement: ServerErrorPlacement<I>; placeError?: never }
  | { placeError: (error: unknown) => readonly string[]; placement?: never };

export type ModalFormProps<I extends FieldValues, O> = ModalFormOwnProps<I, O> & ErrorPlacing<I>;

interface ModalFormOwnProps<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /** The form's accessible name. */
  label: string;
  /**
   * Saves the checked values. Resolves with the toast that closes the form, or null to keep it open (a question
   * for the user first); throws what failed.
   */
  save: (values: O) => Promise<ToastOptions | null>;
  /** The fields; a function of the form's submit where a control besides Save also saves. */
  children: ReactNode | ((submit: () => void) => ReactNode);
}

/**
 * The form inside a FormModal: its fields, the errors no field shows, and Cancel and Save (busy while saving).
 * Unsaved edits make closing and leaving the page ask the data-loss dialog (spec 2.4).
 */
export function ModalForm<I extends FieldValues, O>(props: ModalFormProps<I, O>) {
  const { form, label, save, children } = props;
  const { reportDirty, cancel, done, variant } = useFormModal();
  const [unplaced, setUnplaced] = useState<readonly string[]>([]);
  const [unplacedTitle, setUnplacedTitle] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const dirty = form.formState.isDirty && !saved;
  useDiscardGuard(dirty);
  useEffect(() => reportDirty(dirty), [dirty, reportDirty]);

  const submit = form.handleSubmit(
    async (values) => {
      setUnplaced([]);
      try {
        const closing = await save(values);
        if (!closing) return;
        setSaved(true);
        toast(closing);
        done();
      } catch (error) {
        setUnplacedTitle(unplacedTitleFor(error));
        setUnplaced(
          props.placement ? placeServerError(error, props.placement, form.setError) : props.placeError(error),
        );
        window.setTimeout(bringFocusIntoView);
      }
    },
    () => void window.setTimeout(bringFocusIntoView),
  );

  const buttons = (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={cancel} onMouseDown={keepFocusOnPress}>
        Cancel
      </Button>
      <Button type="submit" loading={form.formState.isSubmitting} onMouseDown={keepFocusOnPress}>
        Save
      </Button>
    </Group>
  );
  const drawer = variant === 'drawer';
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={label} data-modal-form>
        <Stack gap={drawer ? 'lg' : 'md'} pb={drawer ? 'md' : 0}>
          {typeof children === 'function' ? children(() => void submit()) : children}
          <FormErrorsCard messages={unplaced} title={unplacedTitle} />
          {drawer ? null : buttons}
        </Stack>
        {drawer ? (
          <div className={classes.stickyFooter}>
            <Divider mb="sm" />
            {buttons}
          </div>
        ) : null}
      </form>
    </FormProvider>
  );
}
