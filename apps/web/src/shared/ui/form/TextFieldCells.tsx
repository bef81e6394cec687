import '@mantine/core/styles/Grid.layer.css';
import { Grid } from '@mantine/core';
import type { GridColProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

/** A text field and how many of the form grid's 12 columns it takes (by screen width, if it changes with it). */
export type TextFieldCell<T extends FieldValues> = TextFieldProps<T> & { span: GridColProps['span'] };

/** Text fields side by side in a form's grid, each in its own columns: forms lay their fields out as data. */
export function TextFieldCells<T extends FieldValues>({ cells }: { cells: readonly TextFieldCell<T>[] }) {
  return (
    <>
      {cells.map(({ span, ...field }) => (
        <Grid.Col span={span} key={field.name}>
          <TextField<T> {...field} />
        </Grid.Col>
      ))}
    </>
  );
}
