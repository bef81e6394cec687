import { Box } from '@mantine/core';
import type { BoxProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import classes from './ListTable.module.css';

type Part<E extends 'table' | 'thead' | 'tbody' | 'tr' | 'th' | 'td'> = BoxProps &
  Omit<ComponentPropsWithoutRef<E>, keyof BoxProps>;

/**
 * The lists' table: Mantine's look (striped, highlighted on hover, its header sticking below the app's header)
 * on plain table elements. Mantine's own table carries a scroll container built on its scroll area, and with it
 * floating-ui, into every list's first load; a list scrolls with the page, so it needs neither.
 */
function TableRoot(props: Part<'table'>) {
  return <Box component="table" {...props} className={classes.table} />;
}

function Thead(props: Part<'thead'>) {
  return <Box component="thead" {...props} className={classes.thead} />;
}

function Tbody(props: Part<'tbody'>) {
  return <Box component="tbody" {...props} className={classes.tbody} />;
}

function Tr(props: Part<'tr'>) {
  return <Box component="tr" {...props} className={classes.tr} />;
}

function Th(props: Part<'th'>) {
  return <Box component="th" {...props} className={classes.th} />;
}

function Td(props: Part<'td'>) {
  return <Box component="td" {...props} className={classes.td} />;
}

export const ListTable = Object.assign(TableRoot, { Thead, Tbody, Tr, Th, Td });
