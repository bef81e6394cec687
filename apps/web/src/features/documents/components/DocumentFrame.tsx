import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { documentPopupsEnabled } from '../../../shared/lib/dev-flags';
import { MAIN_CONTENT_ID } from '../../../shared/ui/a11y/SkipLink';
import { documentLinkProps } from '../../../shared/ui/document-link';

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

/**
 * Open (the API's URL) and download (the copy already read) links of a ready PDF. The screen has no site, so the
 * `documentPopups` flag is read from the URL and this browser's overrides: on, the PDF opens in a new tab;
 * off, in this one.
 */
export function DocumentActions({
  url,
  downloadUrl,
  fileName,
}: {
  url: string;
  downloadUrl: string;
  fileName: string;
}) {
  const popups = documentPopupsEnabled(undefined);
  return (
    <>
      <Anchor {...documentLinkProps(url, popups)} size="sm">
        {popups ? 'Open in new tab' : 'Open the PDF'}
      </Anchor>
      <Button component="a" href={downloadUrl} download={fileName} size="sm">
        Download
      </Button>
    </>
  );
}
