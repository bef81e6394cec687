import { Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePlatformConfig } from '../../../shared/lib/platform-config';
import { MAIN_CONTENT_ID } from '../../../shared/ui/a11y/SkipLink';
import { IconTruck } from '../../../shared/ui/icons/icons';
import { LegalLinks } from '../../../shared/ui/LegalLinks';

/** The frame of the sign-in screens: brand, a card with the form, and the legal links. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { data: config } = usePlatformConfig();
  return (
    <Center
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      mih="100vh"
      p="md"
      bg="var(--mantine-color-body)"
    >
      <Stack w="100%" maw={420} gap="lg">
        <Group gap="xs" justify="center">
          <ThemeIcon size="lg" radius="md" variant="filled">
            <IconTruck size={20} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {config?.brandName ?? '\u00a0'}
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            <Box>
              <Title order={1} fz="h3">
                {title}
              </Title>
              {description ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {description}
                </Text>
              ) : null}
            </Box>
            {children}
          </Stack>
        </Paper>
        <Group justify="center" gap="lg">
          <LegalLinks />
        </Group>
      </Stack>
    </Center>
  );
}
