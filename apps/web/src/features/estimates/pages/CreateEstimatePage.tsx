import { Alert, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { movementTypes } from '@freight/contracts';
import type { Estimate, MovementType, Site } from '@freight/contracts';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { useDiscardGuard } from '../../../shared/ui/dialogs';
import { toast } from '../../../shared/ui/feedback/toast';
import { FormErrorsCard } from '../../../shared/ui/form';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { EstimateDetails } from '../components/EstimateDetails';
import { EstimateTypeControl } from '../components/EstimateTypeControl';
import { LineItemsEditor } from '../components/LineItemsEditor';
import { LocationFields } from '../components/LocationFields';
import { QuotesPanel } from '../components/QuotesPanel';
import { ReceiverOptions } from '../components/ReceiverOptions';
import { RecoveryFields } from '../components/RecoveryFields';
import { useEstimateEditor } from '../hooks/use-estimate-editor';
import type { QuoteTableSlot } from '../lib/quote-slot';

export interface CreateEstimatePageProps {
  site: Site;
  creationPrevented: boolean;
  QuoteTable: QuoteTableSlot;
}

/** Spec 6: dangerous goods lines only while the site's dangerous goods feature is on for this user. */
const canSendDangerousGoods = (site: Site) =>
  site.dangerousGoods.isTransacting && site.userCanTransactWithDangerousGoods;

function EstimateEditor({
  site,
  creationPrevented,
  QuoteTable,
  type,
}: CreateEstimatePageProps & { type: MovementType }) {
  const navigate = useNavigate();
  const ctx = { type: 'site' as const, id: site.id };
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const onSaved = (estimate: Estimate) => {
    toast({ type: 'success', message: `Estimate ${estimate.estimateNumber} saved` });
    setSavedTo(contextPath('estimate.view', ctx, { estimateId: estimate.id }));
  };
  const editor = useEstimateEditor(site, type, onSaved);
  const dirty = editor.form.formState.isDirty || editor.estimate !== null;
  useDiscardGuard(dirty && savedTo === null);
  // leaves once the guard has let go of the saved estimate
  useEffect(() => {
    if (savedTo) void navigate(savedTo);
  }, [savedTo, navigate]);

  return (
    <Paper px="xl" py="lg" radius={0} bg="transparent">
      <PageHeader
        title="Create estimate"
        description={`Compare carriers' prices and transit times for freight of ${site.displayName}.`}
        actions={
          <EstimateTypeControl
            value={type}
            onChange={(next) =>
              void navigate(contextPath('estimate.create.type', ctx, { estimateType: next }))
            }
          />
        }
      />
      {creationPrevented ? (
        <Alert color="yellow" mb="md">
          This site cannot create estimates at the moment.
        </Alert>
      ) : null}
      <FormProvider {...editor.form}>
        <form onSubmit={(event) => void editor.getQuotes(event)} noValidate>
          <Stack gap="md">
            <EstimateDetails />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <LocationFields site={site} side="sender" />
              <LocationFields site={site} side="receiver">
                <ReceiverOptions />
              </LocationFields>
            </SimpleGrid>
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="xs">
                Freight
              </Title>
              <LineItemsEditor site={site} dangerousGoods={canSendDangerousGoods(site)} />
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-end">
                <RecoveryFields />
                <Button type="submit" size="md" loading={editor.pricing} disabled={creationPrevented}>
                  {editor.estimate ? 'Get quotes again' : 'Get quotes'}
                </Button>
              </Group>
            </Paper>
            <FormErrorsCard messages={editor.unplaced} />
            {editor.estimate ? (
              <QuotesPanel
                estimate={editor.estimate}
                QuoteTable={QuoteTable}
                selectedIds={editor.selectedIds}
                onSelectionChange={editor.setSelectedIds}
                knownAgreedServiceIds={editor.knownAgreedServiceIds}
                quoteErrors={editor.quoteErrors}
                stale={editor.stale}
                saving={editor.saving}
                onSave={editor.saveSelection}
              />
            ) : null}
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}

/** Spec 2 (L01, L02): create an estimate of the route's type; an unknown type opens the default, outbound. */
export function CreateEstimatePage(props: CreateEstimatePageProps) {
  const { estimateType } = useParams();
  const type = movementTypes.find((t) => t === estimateType);
  if (!type)
    return (
      <Navigate
        replace
        to={contextPath(
          'estimate.create.type',
          { type: 'site', id: props.site.id },
          { estimateType: 'outbound' },
        )}
      />
    );
  // a new type is a new form
  return <EstimateEditor key={type} {...props} type={type} />;
}

/** The screen as the app composes it, with the quote comparison of the quotes feature. */
export const withQuoteTable = (QuoteTable: QuoteTableSlot) =>
  function CreateEstimateScreen(props: { site: Site; creationPrevented: boolean }) {
    return <CreateEstimatePage {...props} QuoteTable={QuoteTable} />;
  };
