import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { showErrorTitle } from '../../lib/page-title';
import { IconAlertTriangle } from '../icons/icons';

export interface ErrorLink {
  label: string;
  to: string;
  disabled?: boolean;
}

export interface ErrorScreenProps {
  title: string;
  children?: ReactNode;
  links?: readonly ErrorLink[];
  withGoBack?: boolean;
  icon?: ReactNode;
}

/** Goes back in history, or home when the page was opened directly. */
export function GoBackButton() {
  const navigate = useNavigate();
  return (
    <Button variant="default" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
      Go back
    </Button>
  );
}

/** Spec 2.1: a page showing an error screen is titled "Error", keeping the brand the page title carries. */
function useErrorPageTitle() {
  useEffect(() => showErrorTitle(), []);
}

/** The common layout of the error screens (spec 2.5): a title, an explanation and links onward. */
export function ErrorScreen({ title, children, links = [], withGoBack, icon }: ErrorScreenProps) {
  useErrorPageTitle();
  return (
    <Stack align="center" justify="center" py={64} px="md">
      <Paper withBorder radius="md" p="xl" maw={920} w="100%">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="center">
            <ThemeIcon variant="light" color="orange" size="lg" radius="xl">
              {icon ?? <IconAlertTriangle />}
            </ThemeIcon>
            <Title order={1} fz="h2">
              {title}
            </Title>
          </Group>
          {children ? (
            <Text component="div" c="dimmed">
              {children}
            </Text>
          ) : null}
          {withGoBack || links.length > 0 ? (
            <Group gap="sm" mt="xs">
              {withGoBack ? <GoBackButton /> : null}
              {links.map((link) =>
                link.disabled ? (
                  <Button key={link.label} variant="light" disabled>
                    {link.label}
                  </Button>
                ) : (
                  <Button key={link.label} variant="light" component={Link} to={link.to}>
                    {link.label}
                  </Button>
                ),
              )}
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

export function SupportPhone({ phone }: { phone?: string }) {
  if (!phone) return <>support</>;
  return <Anchor href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Anchor>;
}
