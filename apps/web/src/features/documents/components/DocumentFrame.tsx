import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../../shared/ui/a11y/SkipLink';

/** The document screen's frame: its title, what it shows, its actions, then the document filling the rest. */
export function DocumentFrame({
  subtitle,
  actions,
  children,
}: {
  subtitle: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="main" id={MAIN_CONTENT_ID} tabIndex={-1} gap={0} h="100vh">
      <Paper withBorder radius={0} px="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Title order={1} size="h3">
              View document
            </Title>
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          </Stack>
          <Group gap="sm">{actions}</Group>
        </Group>
      </Paper>
      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{children}</div>
    </Stack>
  );
}

/** Open-in-tab (the API's URL) and download (the copy already read) links of a ready PDF. */
export function DocumentActions({
  url,
  downloadUrl,
  fileName,
}: {
  url: string;
  downloadUrl: string;
  fileName: string;
}) {
  return (
    <>
      <Anchor href={url} target="_blank" rel="noopener" size="sm">
        Open in new tab
      </Anchor>
      <Button component="a" href={downloadUrl} download={fileName} size="sm">
        Download
      </Button>
    </>
  );
}
