import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { dialogMessages } from '@freight/contracts';
import type { BrowserWarning } from '../../lib/browser-check';
import type { ReactNode } from 'react';

/** Spec 2.4: how to allow the pop-ups the browser blocked. */
export function showPopupsBlocked(): void {
  showNotice(
    dialogMessages.popupsBlockedTitle,
    <>
      <Text size="sm">This page opens documents in a new window, and the browser stopped it.</Text>
      <List size="sm" type="ordered" spacing={4}>
        <List.Item>Select the blocked pop-up icon at the right of the address bar.</List.Item>
        <List.Item>Choose &quot;Always allow&quot; pop-ups and redirects from this site.</List.Item>
        <List.Item>Select Done, then try again.</List.Item>
      </List>
    </>,
    'Done',
  );
}

/** Spec 2.4, 9: the browser is not Chrome ('type') or is an old Chrome ('version'). */
export function showBrowserNotSupported(warning: BrowserWarning, minVersion: number): void {
  showNotice(
    'Browser not supported',
    <Text size="sm">
      {warning === 'type'
        ? 'This application is designed for Google Chrome. Some features may not work in this browser.'
        : `This version of Google Chrome is out of date. Update to version ${minVersion} or later for the best experience.`}
    </Text>,
    'Continue',
  );
}

/** A notice in a centred modal: what it says, and one button, focused, that closes it. */
function showNotice(title: string, content: ReactNode, closeLabel: string): void {
  const id = modals.open({
    title,
    centered: true,
    children: (
      <Stack gap="sm">
        {content}
        <Group justify="flex-end">
          <Button data-autofocus onClick={() => modals.close(id)}>
            {closeLabel}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
