import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './list/PageHeader';

/** A link a record's page offers as a button: its list, or a screen that starts from the record. */
export interface RecordLink {
  label: string;
  to: string;
  disabled?: boolean;
}

/**
 * A record's view page header: its title and a line under it, its links (its list first) and then its own actions,
 * and its status under them.
 */
export function ViewPageHeader({
  title,
  description,
  links,
  actions,
  status,
}: {
  title: string;
  description?: ReactNode;
  links: readonly RecordLink[];
  actions?: ReactNode;
  status?: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          links.length > 0 || actions ? (
            <>
              {links.map((link) => (
                <Button
                  key={link.label}
                  variant="default"
                  component={Link}
                  to={link.to}
                  disabled={link.disabled}
                >
                  {link.label}
                </Button>
              ))}
              {actions}
            </>
          ) : null
        }
      />
      {status ? (
        <Group mb="md" gap="sm">
          {status}
        </Group>
      ) : null}
    </>
  );
}
