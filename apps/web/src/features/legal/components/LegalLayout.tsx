import { Anchor, Box, Container, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { usePlatformConfig } from '../../../shared/lib/platform-config';
import { MAIN_CONTENT_ID } from '../../../shared/ui/a11y/SkipLink';
import { IconTruck } from '../../../shared/ui/icons/icons';
import { LegalLinks } from '../../../shared/ui/LegalLinks';

/** The frame of the public policy pages and the terms acceptance. */
export function LegalLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const { data: config } = usePlatformConfig();
  return (
    <Box mih="100vh" bg="var(--mantine-color-default-hover)">
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="md" py="sm">
          <Group justify="space-between">
            <Anchor component={Link} to={paths.home()} underline="never" c="inherit">
              <Group gap="xs">
                <ThemeIcon size="md" radius="sm">
                  <IconTruck size={16} />
                </ThemeIcon>
                <Text fw={600}>{config?.brandName ?? ''}</Text>
              </Group>
            </Anchor>
            {aside}
          </Group>
        </Container>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="md" py="xl">
        <Paper withBorder radius="md" p="xl">
          {children}
        </Paper>
        <Group justify="center" gap="lg" mt="md">
          <LegalLinks />
        </Group>
      </Container>
    </Box>
  );
}
