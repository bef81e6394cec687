import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderFieldsForm } from '../../../testing/fields-form';
import { site } from '../../../testing/fixtures';
import { lineFormSchema, type LineForm } from '../lib/line-form';
import { newDangerousGoods, newLine } from '../lib/new-line';
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

const invalid = (name: string) => field(name).getAttribute('aria-invalid') === 'true';
const measureFields = (line: number) =>
  ['length (cm)', 'width (cm)', 'height (cm)', 'weight (kg)'].map((f) => `Line ${line} ${f}`);

describe('removing a line', () => {
  it('faults none of the fields of a line not yet visited', async () => {
    renderLines();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Line 2 quick access code')));
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Line 2 description' })).toBeNull());
    // a validation of the list, had it run, would have faulted them by now
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const name of measureFields(1)) expect(invalid(name)).toBe(false);
    expect(screen.queryByText('Cannot be blank')).toBeNull();
  });

  it('moves the error of a field visited on a line after it up with the line, before the form is sent', async () => {
    renderLines();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await userEvent.click(field('Line 2 length (cm)'));
    await userEvent.tab();
    await waitFor(() => expect(invalid('Line 2 length (cm)')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Line 2 description' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invalid('Line 1 length (cm)')).toBe(true);
    for (const name of measureFields(1).slice(1)) expect(invalid(name)).toBe(false);
    expect(screen.getAllByText('Cannot be blank')).toHaveLength(1);
  });

  it('keeps the errors shown on the lines after it with their lines, and drops its own', async () => {
    // the second line wants only its weight; the first wants everything
    const second: LineForm = { ...newLine(), packagingType: 'Carton', length: 10, width: 20, height: 30 };
    renderFieldsForm(
      schema,
      { lineItems: [newLine(), second] },
      <LineItemsEditor site={site('1', 'Melbourne DC')} dangerousGoods={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(invalid('Line 1 length (cm)')).toBe(true));
    expect(invalid('Line 2 weight (kg)')).toBe(true);
    expect(invalid('Line 2 length (cm)')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Line 2 description' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('Line 1 length (cm)').value).toBe('10');
    expect(invalid('Line 1 weight (kg)')).toBe(true);
    for (const name of measureFields(1).slice(0, 3)) expect(invalid(name)).toBe(false);
    expect(screen.getAllByText('Cannot be blank')).toHaveLength(1);
  });
});

describe('the focus after a removal', () => {
  it('goes on to the line that takes the removed one’s place, or the one before, not to the top', async () => {
    renderLines();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Line 3 quick access code')));
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Line 2 quick access code')));
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Line 1 quick access code')));
  });

  it('goes to Add line once a pickup’s last line is gone', async () => {
    renderFieldsForm(
      schema,
      { lineItems: [newLine()] },
      <LineItemsEditor site={site('1', 'Melbourne DC')} dangerousGoods={false} linesOptional />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add line' })),
    );
  });

  it('goes on to the next dangerous goods entry, or to the line’s DG button when none is left', async () => {
    const paint = { ...newDangerousGoods(), unNumber: '1263', properShippingName: 'PAINT' };
    const ink = { ...newDangerousGoods(), unNumber: '1210', properShippingName: 'PRINTING INK' };
    renderFieldsForm(
      schema,
      { lineItems: [{ ...newLine(), dangerousGoods: [paint, ink] }] },
      <LineItemsEditor site={site('1', 'Melbourne DC')} dangerousGoods />,
    );
    const [removePaint] = screen.getAllByRole('button', { name: 'Remove dangerous goods' });
    if (removePaint) await userEvent.click(removePaint);
    await waitFor(() => expect(document.activeElement).toBe(field('Line 1 UN number')));
    expect(field('Line 1 UN number').value).toBe('1210');
    await userEvent.click(screen.getByRole('button', { name: 'Remove dangerous goods' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'DG: Add dangerous goods to line 1' }),
      ),
    );
  });
});

describe('removing a dangerous goods entry', () => {
  it('faults none of the fields of an entry not yet visited', async () => {
    const paint = { ...newDangerousGoods(), unNumber: '1263', properShippingName: 'PAINT' };
    renderFieldsForm(
      schema,
      { lineItems: [{ ...newLine(), dangerousGoods: [paint] }] },
      <LineItemsEditor site={site('1', 'Melbourne DC')} dangerousGoods />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'DG: Add dangerous goods to line 1' }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Line 1 UN number' })).toHaveLength(2));
    const [removePaint] = screen.getAllByRole('button', { name: 'Remove dangerous goods' });
    if (removePaint) await userEvent.click(removePaint);
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Line 1 UN number' })).toHaveLength(1));
    // a validation of the entries, had it run, would have faulted them by now
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('Line 1 UN number').value).toBe('');
    expect(invalid('Line 1 UN number')).toBe(false);
    expect(invalid('Line 1 proper shipping name')).toBe(false);
    expect(screen.queryByText('Cannot be blank')).toBeNull();
  });
});
