import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ContextScope } from '../../../shared/lib/context-scope';
import { usePickupReliability } from '../api/pickup-reliability';
import { ReliabilityTable } from './ReliabilityTable';

/**
 * Beyond the spec: the reliability panel of Manage pickups. Figures are per site, because each site has its own
 * agreed services and carrier accounts (pooling them would blend one account's record into another's), so in
 * org context the user chooses which of the organisation's sites to see, the first by default.
 */
export function ReliabilityPanel({ scope }: { scope: ContextScope }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const site = scope.site ?? scope.sites.find((s) => s.id === chosenId) ?? scope.sites[0];
  const reliability = usePickupReliability(site?.id);
  if (!site) return null;
  return (
    <Stack gap="xs">
      {scope.type === 'org' && scope.sites.length > 1 ? (
        <Select
          label="Pickup reliability of site"
          data={scope.sites.map((s) => ({ value: s.id, label: s.displayName }))}
          value={site.id}
          onChange={(value) => setChosenId(value)}
          allowDeselect={false}
          w={280}
        />
      ) : null}
      {reliability.data ? (
        <ReliabilityTable rows={reliability.data.data} siteName={site.displayName} />
      ) : null}
    </Stack>
  );
}
