import { SimpleGrid, Stack } from '@mantine/core';
import type { Site } from '@freight/contracts';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { Screen } from '../../../shared/ui/list/Screen';
import {
  useAutoprintConfig,
  useClientState,
  usePrinters,
  usePrintingCarrierServices,
  usePrintingPolicy,
  useRecentPrintJobs,
} from '../api/autoprint-queries';
import { AutoprintSettingsForm } from '../components/AutoprintSettingsForm';
import { ClientStatusCard } from '../components/ClientStatusCard';
import { CopyCountsForm } from '../components/CopyCountsForm';
import { PrintJobsTable } from '../components/PrintJobsTable';
import { SecretKeyCard } from '../components/SecretKeyCard';

/** Spec 2 (T01-T09, T27): `autoprint/config`, site only: the agent, autoprint, its key, copies and recent jobs. */
export function PrintingConfigurationPage({ site }: { site: Site }) {
  const siteId = site.id;
  const state = useClientState(siteId);
  const printers = usePrinters(siteId);
  const config = useAutoprintConfig(siteId);
  const policy = usePrintingPolicy(siteId);
  const services = usePrintingCarrierServices(siteId);
  const jobs = useRecentPrintJobs(siteId);
  const printerList = printers.data ?? [];
  return (
    <Screen
      title="Printing configuration"
      description={`Labels and connotes for ${site.displayName ?? site.name}.`}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ClientStatusCard state={state.data} printers={printerList} />
          <SecretKeyCard siteId={siteId} />
        </SimpleGrid>
        {config.data ? (
          <AutoprintSettingsForm
            key={`${JSON.stringify(config.data)}-${printerList.length}`}
            siteId={siteId}
            config={config.data}
            printers={printerList}
            clientState={state.data}
          />
        ) : (
          <PageLoader label="Loading the printing configuration" />
        )}
        {policy.data && services.data ? (
          <CopyCountsForm
            key={JSON.stringify(policy.data)}
            siteId={siteId}
            policy={policy.data}
            services={services.data}
          />
        ) : null}
        <PrintJobsTable jobs={jobs.data ?? []} />
      </Stack>
    </Screen>
  );
}
