import { Alert, MultiSelect } from '@mantine/core';
import { ESTIMATE_MAX_SITES, quoteMessages } from '@freight/contracts';
import type { Site } from '@freight/contracts';

/** Org context: which of the organisation's sites to list; none chosen lists them all. */
export function SiteSelection({
  sites,
  value,
  onChange,
}: {
  sites: readonly Site[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <MultiSelect
      label="Sites"
      placeholder={value.length === 0 ? 'All sites' : undefined}
      data={sites.map((site) => ({ value: site.id, label: site.displayName }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      miw={220}
      maw={480}
      mb="sm"
    />
  );
}

/** Spec 8 (L26, L27): shown in place of the list when more sites are chosen than a search takes. */
export function TooManySites() {
  return (
    <Alert color="yellow" m="sm" title={quoteMessages.tooManySites(ESTIMATE_MAX_SITES)}>
      {quoteMessages.modifySelection}
    </Alert>
  );
}
