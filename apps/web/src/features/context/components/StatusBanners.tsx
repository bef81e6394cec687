import { statusBanner } from '@freight/rules';
import type { StatusTone } from '@freight/rules';
import { Banner } from '../../../shared/ui/feedback/Banner';
import type { BannerType } from '../../../shared/ui/feedback/Banner';
import { useAppContext } from '../hooks/use-app-context';

const bannerTypes: Record<StatusTone, BannerType> = {
  neutral: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

/** Spec 4.6: the organisation's or site's status banner, when it is suspended or offboarded. */
export function StatusBanners() {
  const current = useAppContext();
  if (!current) return null;
  const { organisation, site } = current.resolved;
  const banner = statusBanner({
    orgName: organisation.name,
    orgStatus: organisation.status,
    siteName: site?.name,
    siteStatus: site?.status,
  });
  if (!banner) return null;
  return <Banner type={bannerTypes[banner.tone]}>{banner.text}</Banner>;
}
