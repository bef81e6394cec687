import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** The links to the Terms of Use and the Privacy Policy every frame ends with, small and dimmed. */
export function LegalLinks() {
  return (
    <>
      <Anchor component={Link} to={paths.termsOfUse()} size="xs" c="dimmed">
        Terms of Use
      </Anchor>
      <Anchor component={Link} to={paths.privacyPolicy()} size="xs" c="dimmed">
        Privacy Policy
      </Anchor>
    </>
  );
}
