import { Box } from '@mantine/core';
import { bannerMessages } from '@freight/contracts';
import { useMediaQuery, useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { StatusBanners } from '../../features/context/components/StatusBanners';
import { Banner } from '../../shared/ui/feedback/Banner';

/** Spec 2.4: below this width the layout asks for a widescreen display. */
export const WIDESCREEN_MIN_WIDTH = 1280;

/** Spec 2.4, 4.6: offline (sticky), widescreen advice (dismissible) and the status banners. */
export function AppBanners() {
  const { online } = useNetwork();
  const narrow = useMediaQuery(`(max-width: ${WIDESCREEN_MIN_WIDTH - 1}px)`);
  const [widescreenDismissed, setWidescreenDismissed] = useState(false);
  return (
    <Box>
      {!online ? (
        <Box pos="sticky" top="var(--shell-header-height, 0px)" style={{ zIndex: 5 }}>
          <Banner type="danger" offline>
            {bannerMessages.offline}
          </Banner>
        </Box>
      ) : null}
      <StatusBanners />
      {narrow && !widescreenDismissed ? (
        <Banner type="info" onDismiss={() => setWidescreenDismissed(true)}>
          {bannerMessages.widescreen}
        </Banner>
      ) : null}
    </Box>
  );
}
