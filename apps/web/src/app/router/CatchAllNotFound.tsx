import { Box } from '@mantine/core';
import { MAIN_CONTENT_ID } from '../../shared/ui/a11y/SkipLink';
import { NotFoundScreen } from '../../shared/ui/errors';
import { useHomeLinks } from './use-home-links';

/** Spec 2.1: any other path, for anyone: the not-found screen, titled "Error"; outside the shell, its own main. */
export function CatchAllNotFound() {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <NotFoundScreen homeLinks={useHomeLinks()} />
    </Box>
  );
}
