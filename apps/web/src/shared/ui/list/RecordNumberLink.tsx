import { Anchor } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A record's number in a list, as the link to the record: monospace and bold, and never broken across lines (a
 * manifest's "KEX-MAN0000012" would break at its hyphen).
 */
export function RecordNumberLink({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      fw={600}
      ff="monospace"
      style={{ whiteSpace: 'nowrap' }}
      onClick={onClick}
    >
      {children}
    </Anchor>
  );
}
