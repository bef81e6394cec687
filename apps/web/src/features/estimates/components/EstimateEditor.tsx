import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Estimate, MovementType, Site } from '@freight/contracts';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { useDiscardGuard } from '../../../shared/ui/dialogs';
import { toast } from '../../../shared/ui/feedback/toast';
import { CreationPreventedNotice } from '../../../shared/ui/feedback/CreationPreventedNotice';
import { FormErrorsCard, LockableFieldset } from '../../../shared/ui/form';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { EstimateDetails } from './EstimateDetails';
import { MovementTypeControl } from '../../../shared/shipment-form/components/MovementTypeControl';
import { LineItemsEditor } from '../../../shared/shipment-form/components/LineItemsEditor';
import { LocationFields } from './LocationFields';
import { QuotesPanel } from './QuotesPanel';
import { ReceiverOptions } from './ReceiverOptions';
import { GetQuotesBar } from '../../../shared/shipment-form/components/GetQuotesBar';
import { useEstimateEditor } from '../hooks/use-estimate-editor';
import type { QuoteTableSlot } from '../../../shared/shipment-form/lib/quote-slot';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { canSendDangerousGoods } from '../../../shared/lib/site-dangerous-goods';

export interface CreateEstimatePageProps {
  site: Site;
  creationPrevented: boolean;
  QuoteTable: QuoteTableSlot;
}

/** The estimate form, its quotes and the save; a saved estimate given as `initial` is edited in place. */
export function EstimateEditor({
  site,
  creationPrevented,
  QuoteTable,
  type,
  initial,
}: CreateEstimatePageProps & { type: MovementType; initial?: Estimate }) {
  const navigate = useNavigate();
  const ctx = { type: 'site' as const, id: site.id };
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const onSaved = (estimate: Estimate) => {
    toast({ type: 'success', message: `Estimate ${estimate.estimateNumber} saved` });
    setSavedTo(contextPath('estimate.view', ctx, { estimateId: estimate.id }));
  };
  const editor = useEstimateEditor(site, type, onSaved, initial);
  useDiscardGuard(editor.edited && savedTo === null);
  // leaves once the guard has let go of the saved estimate
  useEffect(() => {
    if (savedTo) void navigate(savedTo);
  }, [savedTo, navigate]);

  return (
    <PageFrame>
      <PageHeader
        title={initial ? `Edit estimate ${initial.estimateNumber}` : 'Create estimate'}
        description={`Compare carriers' prices and transit times for freight of ${site.displayName}.`}
        actions={
          <MovementTypeControl
            label="Estimate type"
            value={type}
            onChange={(next) =>
              void navigate(contextPath('estimate.create.type', ctx, { estimateType: next }))
            }
          />
        }
      />
      <FormProvider {...editor.form}>
        <form onSubmit={(event) => void editor.getQuotes(event)} noValidate>
          {/* a site that cannot create sees the form read-only, saying why first */}
          <LockableFieldset locked={creationPrevented}>
            <Stack gap="md">
              {creationPrevented ? <CreationPreventedNotice things="estimates" /> : null}
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
              {creationPrevented ? null : (
                <GetQuotesBar pricing={editor.pricing} again={Boolean(editor.estimate)} type="submit" />
              )}
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
          </LockableFieldset>
        </form>
      </FormProvider>
    </PageFrame>
  );
}
