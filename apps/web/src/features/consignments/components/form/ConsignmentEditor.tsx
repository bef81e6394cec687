import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { consignmentMessages } from '@freight/contracts';
import { sentenceCase, serviceLabel } from '@freight/rules';
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { contextPath } from '../../../../shared/config/paths';
import { documentPopupsEnabled } from '../../../../shared/lib/dev-flags';
import { LineItemsEditor } from '../../../../shared/shipment-form/components/LineItemsEditor';
import { GetQuotesBar } from '../../../../shared/shipment-form/components/GetQuotesBar';
import type { QuoteTableSlot } from '../../../../shared/shipment-form/lib/quote-slot';
import { useDiscardGuard } from '../../../../shared/ui/dialogs';
import { ConflictScreen } from '../../../../shared/ui/errors';
import { toast } from '../../../../shared/ui/feedback/toast';
import { CreationPreventedNotice } from '../../../../shared/ui/feedback/CreationPreventedNotice';
import { FormErrorsCard, LockableFieldset } from '../../../../shared/ui/form';
import { useConsignmentEditor } from '../../hooks/use-consignment-editor';
import type { ConsignmentEditorSetup } from '../../hooks/use-consignment-editor';
import { ConsignmentDetailsFields } from './ConsignmentDetailsFields';
import { ConsignmentPalletsFields } from './ConsignmentPalletsFields';
import { ConsolidationChoice } from './ConsolidationChoice';
import { EmergencyContactFields } from './EmergencyContactFields';
import { DeliveryTimeSlotFields } from './DeliveryTimeSlotFields';
import { NextStepsPanel } from './NextStepsPanel';
import { PartyFields } from './PartyFields';
import { QuoteChoice } from './QuoteChoice';
import { ReceiverExtrasFields } from './ReceiverExtrasFields';
import { ServiceMoveNote } from './ServiceMoveNote';
import { sitePalletLenders } from '../../lib/site-pallet-lenders';
import { canSendDangerousGoods } from '../../../../shared/lib/site-dangerous-goods';

export interface ConsignmentEditorProps extends ConsignmentEditorSetup {
  QuoteTable: QuoteTableSlot;
  creationPrevented: boolean;
}

/** The consignment form (create and edit): parties, freight, the receiver's options, a quote, and the save. */
export function ConsignmentEditor({ QuoteTable, creationPrevented, ...setup }: ConsignmentEditorProps) {
  const { site, target } = setup;
  const navigate = useNavigate();
  const ctx = { type: 'site' as const, id: site.id };
  const editor = useConsignmentEditor(setup);
  useDiscardGuard(editor.edited);
  const { outcome } = editor;

  // leaves for the saved consignment once the guard has let go
  useEffect(() => {
    if (outcome?.kind !== 'updated') return;
    toast({ type: 'success', message: `Consignment ${outcome.consignment.consignmentNo} saved` });
    const view = contextPath(
      'consignment.view',
      { type: 'site', id: site.id },
      { consignmentId: outcome.consignment.id },
    );
    void navigate(view);
  }, [outcome, navigate, site.id]);

  if (outcome?.kind === 'created')
    return (
      <NextStepsPanel
        created={outcome.created}
        siteId={site.id}
        popups={documentPopupsEnabled(site)}
        viewPath={contextPath('consignment.view', ctx, { consignmentId: outcome.created.data.id })}
      />
    );
  if (outcome?.kind === 'conflict' && target.kind === 'edit') {
    const consignmentId = target.consignment.id;
    return (
      <ConflictScreen
        links={{
          view: contextPath('consignment.view', ctx, { consignmentId }),
          edit: contextPath('consignment.edit', ctx, { consignmentId }),
          reapply: outcome.changesKept
            ? `${contextPath('consignment.edit', ctx, { consignmentId })}?reapply=1`
            : undefined,
          readyToManifest: contextPath('consignment.readyToManifest', ctx),
        }}
      />
    );
  }

  const editing = target.kind === 'edit' ? target.consignment : null;
  const manifested = editing?.manifest !== null && editing?.manifest !== undefined;
  const booked = editing && !editor.quotes ? editing.agreedService : null;
  // a site that cannot create sees the form read-only, saying why first (editing what it booked stays open)
  const locked = creationPrevented && !editing;
  return (
    <FormProvider {...editor.form}>
      <form onSubmit={(event) => void editor.save(event)} noValidate>
        <LockableFieldset locked={locked}>
          <Stack gap="md">
            {locked ? <CreationPreventedNotice things="consignments" /> : null}
            {editor.reapplied ? (
              <Alert color="blue" title="Your changes are applied again" role="status">
                The latest version of the consignment is shown with your changes applied again. Check them,
                then save.
              </Alert>
            ) : null}
            {manifested || editor.refusedManifested ? (
              <Alert color="red" title="Already manifested" role="alert">
                {sentenceCase(consignmentMessages.alreadyManifested)}.
              </Alert>
            ) : null}
            <ConsignmentDetailsFields site={site} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <PartyFields site={site} side="sender" />
              <PartyFields site={site} side="receiver">
                <ReceiverExtrasFields />
              </PartyFields>
            </SimpleGrid>
            {site.deliveryTimeSlotsEnabled ? <DeliveryTimeSlotFields /> : null}
            <Paper withBorder radius="md" p="md" component="section" aria-label="Freight">
              <Title order={2} size="h4" mb="xs">
                Freight
              </Title>
              <LineItemsEditor
                site={site}
                dangerousGoods={canSendDangerousGoods(site)}
                palletLenders={sitePalletLenders(site)}
              />
            </Paper>
            <EmergencyContactFields />
            {site.palletManagement.enabled ? <ConsignmentPalletsFields /> : null}
            {locked ? null : (
              <GetQuotesBar
                pricing={editor.pricing}
                again={Boolean(editor.quotes)}
                variant={editor.quotes || booked ? 'light' : 'filled'}
                onClick={() => void editor.getQuotes()}
              />
            )}
            {booked ? (
              <Paper withBorder radius="md" p="md" component="section" aria-label="Service">
                <Text size="sm">
                  Booked with{' '}
                  <Text span fw={600}>
                    {serviceLabel(booked)}
                  </Text>
                  . Get quotes to move it to another service; the price is worked out again on saving.
                </Text>
              </Paper>
            ) : null}
            {editor.quotes ? (
              <QuoteChoice
                QuoteTable={QuoteTable}
                quotes={editor.quotes}
                quoteId={editor.quoteId}
                onChoose={editor.chooseQuote}
                knownAgreedServiceIds={editor.knownAgreedServiceIds}
                stale={editor.stale}
                error={editor.quoteError}
              />
            ) : editor.quoteError ? (
              <Alert color="red" variant="light" role="alert">
                {sentenceCase(editor.quoteError)}
              </Alert>
            ) : null}
            {editing && editor.quotes ? (
              <ServiceMoveNote
                booked={editing}
                chosen={editor.quotes.find((quote) => quote.id === editor.quoteId)}
              />
            ) : null}
            {editor.quotes && !editor.stale ? (
              <ConsolidationChoice
                suggestions={editor.suggestions}
                error={editor.suggestionsError}
                joining={editor.joining}
                onJoin={editor.joinConsignment}
              />
            ) : null}
            <FormErrorsCard messages={editor.unplaced} />
            {locked ? null : (
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="md"
                  loading={editor.saving}
                  disabled={manifested || (!editor.quoteId && !editor.quotes)}
                >
                  {editing ? 'Save consignment' : 'Create consignment'}
                </Button>
              </Group>
            )}
          </Stack>
        </LockableFieldset>
      </form>
    </FormProvider>
  );
}
