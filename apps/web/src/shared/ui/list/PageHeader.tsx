import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

/** A screen's title, an optional line under it, and its main actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap" mb="md" className={classes.header}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
