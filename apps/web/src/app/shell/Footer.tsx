import { Anchor, Group, Text } from '@mantine/core';
import { usePlatformConfig } from '../../shared/lib/platform-config';
import { LegalLinks } from '../../shared/ui/LegalLinks';
import classes from './Shell.module.css';

/** Spec 1: the support number, Terms of Use, Privacy Policy and the build version. */
export function Footer() {
  const { data: config } = usePlatformConfig();
  const contact = config?.helpContact;
  return (
    <Group
      component="footer"
      role="contentinfo"
      className={classes.footer}
      justify="space-between"
      px="lg"
      py={10}
      gap="md"
    >
      <Text size="xs" c="dimmed">
        {contact ? (
          <>
            Support{' '}
            <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`} size="xs">
              {contact.phone}
            </Anchor>{' '}
            ·{' '}
            <Anchor href={`mailto:${contact.email}`} size="xs">
              {contact.email}
            </Anchor>
          </>
        ) : null}
      </Text>
      <Group gap="lg">
        <LegalLinks />
        <Text size="xs" c="dimmed">
          Version {__APP_VERSION__}
        </Text>
      </Group>
    </Group>
  );
}
