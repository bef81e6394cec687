import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../testing/render';
import { ApiRequestError } from '../../lib/api-error';
import { displayMessageFor } from '../../lib/display-message';
import type { ToastOptions } from '../feedback/toast';
import { TextField, useAppForm } from '../form';
import { FormModal } from './FormModal';
import type { FormTarget } from './FormModal';
import { ModalForm } from './ModalForm';
import type { QueryState } from './query-state';

const schema = z.object({ name: z.string().trim().min(1, 'Cannot be blank') });
type Values = z.infer<typeof schema>;
type Save = (values: Values) => Promise<ToastOptions | null>;

function NameForm({ name = '', save }: { name?: string; save: Save }) {
  const form = useAppForm(schema, { name });
  return (
    <ModalForm form={form} label="Depot" save={save} placement={{ fields: ['name'] }}>
      <TextField<Values> name="name" label="Name" data-autofocus />
    </ModalForm>
  );
}

function start({
  save = async () => ({ type: 'success', message: 'Depot saved' }),
  target = { mode: 'create' },
  record = { isError: false, error: null },
}: { save?: Save; target?: FormTarget; record?: QueryState<string> } = {}) {
  const onClose = vi.fn();
  const page = (children: ReactNode) =>
    createMemoryRouter([{ path: '/', element: children }], { initialEntries: ['/'] });
  renderWithProviders(
    <RouterProvider
      router={page(
        <FormModal
          target={target}
          onClose={onClose}
          titles={{ create: 'New depot', edit: 'Edit depot' }}
          useRecord={() => record}
          loadingLabel="Loading the depot"
        >
          {(name) => <NameForm name={name} save={save} />}
        </FormModal>,
      )}
    />,
  );
  return { onClose };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('the list form modal (spec 2.4)', () => {
  it('closes without the data-loss dialog when nothing was changed', async () => {
    const { onClose } = start();
    const modal = await dialog('New depot');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });

  it('asks the data-loss dialog before closing over changes, and stays open on Cancel', async () => {
    const { onClose } = start();
    const modal = await dialog('New depot');
    await userEvent.type(within(modal).getByLabelText('Name'), 'Dandenong');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    const discard = await dialog('Discard changes?');
    expect(discard.textContent).toContain('All changes will be lost.');
    await userEvent.click(within(discard).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await dialog('Discard changes?')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows Save busy while saving, then says so and closes without asking', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn<Save>(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ type: 'success', message: 'Depot Dandenong saved' });
        }),
    );
    const { onClose } = start({ save });
    const modal = await dialog('New depot');
    await userEvent.type(within(modal).getByLabelText('Name'), 'Dandenong');
    const button = within(modal).getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
    expect(save).toHaveBeenCalledWith({ name: 'Dandenong' });
    finish();
    expect(await screen.findByText('Depot Dandenong saved')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });

  it("keeps the focus in the field at a press of Save or Cancel, so the field's check on blur does not move the button from under the pointer", async () => {
    start();
    const modal = await dialog('New depot');
    const name = within(modal).getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    // fireEvent answers false when the press's default (moving the focus) was prevented
    expect(fireEvent.mouseDown(within(modal).getByRole('button', { name: 'Save' }))).toBe(false);
    expect(fireEvent.mouseDown(within(modal).getByRole('button', { name: 'Cancel' }))).toBe(false);
    // refused, the field keeps the focus, and is brought into view (it may have scrolled above the dialog's title)
    const scrolled = vi.spyOn(name, 'scrollIntoView');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Cannot be blank')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' }));
  });

  it('keeps the form open when the save answers null', async () => {
    const { onClose } = start({ save: async () => null });
    const modal = await dialog('New depot');
    await userEvent.type(within(modal).getByLabelText('Name'), 'Dandenong');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: 'Save' }).dataset.loading).toBeUndefined(),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a refused save on its field and the rest in the errors card', async () => {
    const refusal = new ApiRequestError('validation', 422, [
      {
        status: '422',
        code: 'validationError',
        title: 'Taken',
        detail: 'Name is taken',
        source: { pointer: '/data/attributes/name' },
      },
      { status: '422', code: 'validationError', title: 'Site closed', detail: 'The site is closed' },
    ]);
    const { onClose } = start({ save: () => Promise.reject(refusal) });
    const modal = await dialog('New depot');
    await userEvent.type(within(modal).getByLabelText('Name'), 'Dandenong');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Name is taken')).toBeTruthy();
    expect(within(within(modal).getByRole('alert')).getByText('The site is closed')).toBeTruthy();
    expect(within(modal).getByRole('alert').textContent).toContain('Please fix the following errors');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('titles a save that failed without a refusal (no connection) as not saved, keeping what was typed', async () => {
    const offline = new ApiRequestError('network', undefined, []);
    start({ save: () => Promise.reject(offline) });
    const modal = await dialog('New depot');
    await userEvent.type(within(modal).getByLabelText('Name'), 'Dandenong');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    const card = await within(modal).findByRole('alert');
    expect(card.textContent).toContain('Not saved');
    expect(card.textContent).toContain(displayMessageFor(offline));
    expect(card.textContent).not.toContain('Please fix the following errors');
    expect((within(modal).getByLabelText('Name') as HTMLInputElement).value).toBe('Dandenong');
  });

  it('reads the row being edited first, then shows it in the form with focus on its first field', async () => {
    start({ target: { mode: 'edit', id: '4' }, record: { data: 'Laverton', isError: false, error: null } });
    const modal = await dialog('Edit depot');
    const name = within(modal).getByLabelText<HTMLInputElement>('Name');
    expect(name.value).toBe('Laverton');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('says it is loading while the row is read', async () => {
    start({ target: { mode: 'edit', id: '4' }, record: { isError: false, error: null } });
    expect(await screen.findByText('Loading the depot')).toBeTruthy();
  });

  it('says why the row could not be read', async () => {
    const missing = new ApiRequestError('notFound', 404, []);
    start({ target: { mode: 'edit', id: '4' }, record: { isError: true, error: missing } });
    expect(await screen.findByText(displayMessageFor(missing))).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Depot' })).toBeNull();
  });
});

describe('a drawer’s Cancel and Save bar', () => {
  // jsdom lays nothing out and applies no stylesheet: the rules are read from the files
  const rulesOf = (css: string, selector: string) =>
    css.replace(/\/\*[\s\S]*?\*\//g, '').match(new RegExp(`\\${selector} \\{([^}]*)\\}`))?.[1] ?? '';
  const own = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'FormModal.module.css'), 'utf8');
  const footer = rulesOf(own, '.stickyFooter');

  it('is opaque, so the fields scrolling under it do not show through', () => {
    expect(footer).toMatch(/background: var\(--mantine-color-body\);/);
  });

  it('stands above every part of Mantine’s controls that raises itself in the form (the segmented control’s labels)', () => {
    const mantine = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');
    // the overlays' own layers (1000 and up) stack in the drawer's content, not among its fields
    const raised = [...mantine.matchAll(/z-index: (\d+);/g)].map((m) => Number(m[1])).filter((z) => z < 1000);
    expect(Math.max(...raised)).toBeGreaterThan(1);
    expect(Number(footer.match(/z-index: (\d+);/)?.[1])).toBeGreaterThan(Math.max(...raised));
  });
});
