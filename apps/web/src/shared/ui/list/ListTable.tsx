import { Box } from '@mantine/core';
import type { BoxProps, PolymorphicComponentProps } from '@mantine/core';
import classes from './ListTable.module.css';

type Element = 'table' | 'thead' | 'tbody' | 'tr' | 'th' | 'td';

/** One of the table's elements, styled by the class named after it. */
function part<E extends Element>(element: E) {
  function ListTablePart(props: PolymorphicComponentProps<E, BoxProps>) {
    return <Box<E> {...props} component={element} className={classes[element]} />;
  }
  ListTablePart.displayName = `ListTable.${element}`;
  return ListTablePart;
}

/**
 * The lists' table: Mantine's look (striped, highlighted on hover, its header sticking below the app's header)
 * on plain table elements. Mantine's own table carries a scroll container built on its scroll area, and with it
 * floating-ui, into every list's first load; a list scrolls with the page (on a narrow screen, in TableScroller's
 * box), so it needs neither.
 */
export const ListTable = Object.assign(part('table'), {
  Thead: part('thead'),
  Tbody: part('tbody'),
  Tr: part('tr'),
  Th: part('th'),
  Td: part('td'),
});
