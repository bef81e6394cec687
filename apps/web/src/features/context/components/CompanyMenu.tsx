import { contextMessages } from '@freight/contracts';
import { parseContextKey } from '../../../shared/config/paths';
import { toast } from '../../../shared/ui/feedback/toast';
import { IconBuilding } from '../../../shared/ui/icons/icons';
import { SearchableDropdown } from '../../../shared/ui/SearchableDropdown';
import { useAppContext, useOrganisations } from '../hooks/use-app-context';
import { useChangeContext } from '../hooks/use-change-context';
import { useDefaultContext } from '../hooks/use-default-context';
import { firstSiteOf } from '../lib/organisations';
import { StatusBadge } from './StatusBadge';

/** Spec 2.3: the Company dropdown, with a search filter. Choosing a company opens its default or first site. */
export function CompanyMenu() {
  const current = useAppContext();
  const organisations = useOrganisations();
  const { savedKey } = useDefaultContext();
  const changeContext = useChangeContext();
  const selected = current?.resolved.organisation;

  const onSelect = (orgId: string) => {
    const org = organisations.find((o) => o.id === orgId);
    if (!org || org.id === selected?.id) return;
    const saved = parseContextKey(savedKey);
    const savedInOrg =
      saved && (saved.type === 'org' ? saved.id === org.id : org.sites.some((s) => s.id === saved.id))
        ? saved
        : undefined;
    try {
      void changeContext(savedInOrg ?? { type: 'site', id: firstSiteOf(org).id });
    } catch (error) {
      toast({
        type: 'danger',
        message: error instanceof Error ? error.message : contextMessages.orgHasNoSites,
      });
    }
  };

  return (
    <SearchableDropdown
      label="Company"
      icon={<IconBuilding />}
      current={selected?.name ?? 'Select company'}
      selected={selected?.id}
      searchPlaceholder="Search companies"
      options={organisations.map((org) => ({
        value: org.id,
        label: org.name,
        description: `${org.sites.length} ${org.sites.length === 1 ? 'site' : 'sites'}`,
        right: <StatusBadge status={org.status} hideTransacting />,
      }))}
      onSelect={onSelect}
    />
  );
}
