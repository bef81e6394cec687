import { Button, Group, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { dialogMessages } from '@freight/contracts';
import type { Site } from '@freight/contracts';
import { useState } from 'react';
import { IconSearch } from '../../../shared/ui/icons/icons';
import { StatusBadge } from './StatusBadge';
import classes from './SiteSelectModal.module.css';

export interface SiteSelectModalProps {
  opened: boolean;
  sites: readonly Site[];
  /** "Select site for {purpose}" when given. */
  purpose?: string;
  onSelect: (site: Site) => void;
  onCancel: () => void;
  /** When the dialog is the whole screen (a site-only page opened in org context), its title is the screen's h1. */
  isScreen?: boolean;
}

/** Spec 2.4: choose a site; only transacting sites can be chosen. */
export function SiteSelectModal({
  opened,
  sites,
  purpose,
  onSelect,
  onCancel,
  isScreen,
}: SiteSelectModalProps) {
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const visible = term
    ? sites.filter((s) => `${s.name} ${s.displayName}`.toLowerCase().includes(term))
    : sites;
  return (
    <Modal.Root opened={opened} onClose={onCancel} centered size="md">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Modal.Title component={isScreen ? 'h1' : 'h2'}>
            {purpose ? dialogMessages.selectSiteFor(purpose) : dialogMessages.selectSite}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="sm">
            <TextInput
              label={dialogMessages.searchSites}
              placeholder={dialogMessages.searchSites}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              data-autofocus
            />
            <ScrollArea.Autosize mah={340} type="auto">
              <Stack gap={4} role="listbox" aria-label="Sites">
                {visible.length === 0 ? (
                  <Text size="sm" c="dimmed" py="sm" ta="center">
                    No sites match
                  </Text>
                ) : null}
                {visible.map((site) => {
                  const selectable = site.status === 'transacting';
                  return (
                    <UnstyledButton
                      key={site.id}
                      role="option"
                      aria-selected={false}
                      aria-disabled={!selectable}
                      disabled={!selectable}
                      className={classes.option}
                      onClick={() => onSelect(site)}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <div>
                          <Text size="sm" fw={500}>
                            {site.name}
                          </Text>
                          {site.displayName !== site.name ? (
                            <Text size="xs" c="dimmed">
                              {site.displayName}
                            </Text>
                          ) : null}
                        </div>
                        <StatusBadge status={site.status} />
                      </Group>
                    </UnstyledButton>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
