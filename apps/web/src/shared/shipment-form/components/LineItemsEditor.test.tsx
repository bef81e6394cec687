import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderFieldsForm } from '../../../testing/fields-form';
import { site } from '../../../testing/fixtures';
import { lineFormSchema } from '../lib/line-form';
import { newLine } from '../lib/new-line';
import { LineItemsEditor } from './LineItemsEditor';

const schema = z.object({ lineItems: z.array(lineFormSchema) });

function renderLines() {
  return renderFieldsForm(
    schema,
    { lineItems: [newLine()] },
    <LineItemsEditor site={site('1', 'Melbourne DC')} dangerousGoods={false} />,
  );
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const line2Fields = () =>
  ['length (cm)', 'width (cm)', 'height (cm)', 'weight (kg)'].map((f) => field(`Line 2 ${f}`));

describe('adding a line (G35, G36)', () => {
  it('faults none of the new line’s fields before they are visited or the form is sent', async () => {
    renderLines();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Line 2 quick access code')));
    // the list's own validation, had it run, would have faulted them by now
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const input of line2Fields()) expect(input.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Cannot be blank')).toBeNull();

    // a field visited and left empty says so; the others still wait
    await userEvent.click(field('Line 2 length (cm)'));
    await userEvent.tab();
    expect(await screen.findByText('Cannot be blank')).toBeTruthy();
    expect(field('Line 2 length (cm)').getAttribute('aria-invalid')).toBe('true');
    expect(field('Line 2 width (cm)').getAttribute('aria-invalid')).not.toBe('true');

    // sending the form names every empty field
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Line 2 width (cm)').getAttribute('aria-invalid')).toBe('true'));
  });

  it('leaves the lines already there as they are, what is half typed included', async () => {
    renderLines();
    await userEvent.type(field('Line 1 width (cm)'), '12.');
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(await screen.findByRole('textbox', { name: 'Line 2 description' })).toBeTruthy();
    expect(field('Line 1 width (cm)').value).toBe('12.');
  });
});
