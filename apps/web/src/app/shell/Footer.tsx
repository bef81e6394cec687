import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { usePlatformConfig } from '../../shared/lib/platform-config';
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
      {/* the links of LegalLinks written here: sharing that module put a chunk of its own on the first load */}
      <Group gap="lg">
        <Anchor component={Link} to={paths.termsOfUse()} size="xs" c="dimmed">
          Terms of Use
        </Anchor>
        <Anchor component={Link} to={paths.privacyPolicy()} size="xs" c="dimmed">
          Privacy Policy
        </Anchor>
        <Text size="xs" c="dimmed">
          Version {__APP_VERSION__}
        </Text>
      </Group>
    </Group>
  );
}
