import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Estimate, Site } from '@freight/contracts';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { scopeContext } from '../../../shared/lib/context-scope';
import type { ContextScope, ScopedPageProps } from '../../../shared/lib/context-scope';
import { isMissingRecord } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { confirmDelete } from '../../../shared/ui/list/confirm-delete';
import { NotFoundScreen } from '../../../shared/ui/errors';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { ViewPageHeader } from '../../../shared/ui/ViewPageHeader';
import { useDeleteEstimate } from '../api/delete-estimate';
import { useEstimate } from '../api/get-estimate';
import { EstimateFacts } from '../components/EstimateFacts';
import { EstimateLinesTable } from '../components/EstimateLinesTable';
import { PartyCard } from '../components/PartyCard';
import type { QuoteTableSlot } from '../../../shared/shipment-form/lib/quote-slot';
import { deleteWording } from '../lib/estimate-text';
import { PageFrame } from '../../../shared/ui/PageFrame';

export interface ViewEstimatePageProps extends ScopedPageProps {
  QuoteTable: QuoteTableSlot;
}

const createConsignmentRoutes = {
  outbound: 'consignment.create.outbound',
  inbound: 'consignment.create.inbound',
  transfer: 'consignment.create.transfer',
} as const;

function EstimateView({
  scope,
  site,
  estimate,
  QuoteTable,
}: {
  scope: ContextScope;
  site: Site;
  estimate: Estimate;
  QuoteTable: QuoteTableSlot;
}) {
  const navigate = useNavigate();
  const remove = useDeleteEstimate();
  // the list stays in the context the estimate was opened in; editing and converting are site only
  const listCtx = scopeContext(scope);
  const ctx = { type: 'site' as const, id: site.id };
  const known = useMemo(() => new Set(site.agreedServices.map((s) => s.id)), [site.agreedServices]);
  const selected = estimate.quotes.filter((q) => estimate.selectedQuoteIds.includes(q.id));

  const deleteEstimate = () =>
    confirmDelete(deleteWording(estimate), async () => {
      await remove.mutateAsync(estimate.id);
      void navigate(contextPath('estimate.manage', listCtx));
    });

  return (
    <>
      <ViewPageHeader
        title={`Estimate ${estimate.estimateNumber}`}
        description={`Saved quotes for freight of ${site.displayName}.`}
        links={[
          { label: 'All estimates', to: contextPath('estimate.manage', listCtx) },
          {
            label: 'Edit',
            to: contextPath(
              'estimate.create.type',
              ctx,
              { estimateType: estimate.type },
              { estimate: estimate.id },
            ),
          },
          {
            label: 'Create consignment',
            // L16: the consignment starts from the estimate and its first selected quote
            to: contextPath(createConsignmentRoutes[estimate.type], ctx, undefined, {
              estimate: estimate.id,
              quote: estimate.selectedQuoteIds[0] ?? null,
            }),
          },
        ]}
        actions={
          <Button
            color="red"
            variant="light"
            onClick={() => void deleteEstimate()}
            loading={remove.isPending}
          >
            Delete
          </Button>
        }
      />
      <Stack gap="md">
        <EstimateFacts estimate={estimate} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <PartyCard title="Sender" party={estimate.sender} />
          <PartyCard title="Receiver" party={estimate.receiver} receiver={estimate.receiver} />
        </SimpleGrid>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            Freight
          </Title>
          <EstimateLinesTable site={site} lines={estimate.lineItems} />
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-label="Quotes">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              Quotes
            </Title>
            <Text size="sm" c="dimmed">
              {selected.length === 0 ? 'No quote selected' : `${selected.length} selected`}
            </Text>
          </Group>
          {estimate.quotes.length === 0 ? (
            <Text size="sm" c="dimmed">
              This estimate has no quotes.
            </Text>
          ) : (
            <QuoteTable
              quotes={estimate.quotes}
              selectedIds={estimate.selectedQuoteIds}
              knownAgreedServiceIds={known}
            />
          )}
        </Paper>
      </Stack>
    </>
  );
}

/**
 * Spec 2 (L05): one estimate with its details and quotes, the selected ones marked, in its site's context or
 * its organisation's. Opened in the context of another site the user holds, it moves to the estimate's own.
 */
export function ViewEstimatePage({ scope, QuoteTable }: ViewEstimatePageProps) {
  const { estimateId = '' } = useParams();
  const estimate = useEstimate(estimateId);
  const site = estimate.data && scope.sites.find((held) => held.id === estimate.data.siteId);
  if (estimate.data && !site)
    return (
      <Navigate
        replace
        to={contextPath('estimate.view', { type: 'site', id: estimate.data.siteId }, { estimateId })}
      />
    );
  // Spec 2.5 (F03): an estimate that does not exist is the named not-found screen.
  if (estimate.isError && isMissingRecord(estimate.error)) return <NotFoundScreen resource="Estimate" />;
  return (
    <PageFrame>
      {estimate.data && site ? (
        <EstimateView scope={scope} site={site} estimate={estimate.data} QuoteTable={QuoteTable} />
      ) : estimate.isError ? (
        <>
          <PageHeader title="View estimate" />
          <Alert color="red">{displayMessageFor(estimate.error)}</Alert>
        </>
      ) : (
        <PageLoader label="Loading the estimate" />
      )}
    </PageFrame>
  );
}

/** The screen as the app composes it, with the quote comparison of the quotes feature. */
export const withQuoteTable = (QuoteTable: QuoteTableSlot) =>
  function ViewEstimateScreen(props: ScopedPageProps) {
    return <ViewEstimatePage {...props} QuoteTable={QuoteTable} />;
  };
