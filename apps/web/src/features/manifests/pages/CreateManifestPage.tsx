import { Alert, Badge, Button, Group, List, Paper, Select, Text, TextInput } from '@mantine/core';
import { movementTypes, palletTransferTypes } from '@freight/contracts';
import type { ConsignmentSummary, ManifestDetail, PalletTransferType, Site } from '@freight/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { DayInput } from '../../../shared/ui/list/DayInput';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/DataTable';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { useCreateManifest } from '../api/create-manifest';
import { useManifestCandidates } from '../api/list-manifest-candidates';
import { CarrierTotalsTable } from '../components/CarrierTotalsTable';
import { ManifestsMade } from '../components/ManifestsMade';
import {
  formatDay,
  formatVolume,
  formatWeight,
  palletTransferLabels,
  typeLabel,
} from '../../../shared/lib/display-format';
import { CarrierServiceCell } from '../../../shared/ui/list/TwoLineCell';
import { docketNumbersError, docketNumbersOf } from '../lib/docket-numbers';
import { manifestRefusal } from '../lib/manifest-refusal';
import { totalsByManifest } from '../lib/selection-totals';
import { PageFrame } from '../../../shared/ui/PageFrame';
import classes from './CreateManifestPage.module.css';

interface Pallets {
  transferType: PalletTransferType;
  dockets: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const listOf = (value: string | null) => (value ? value.split(',').filter((id) => /^\d+$/.test(id)) : []);

/**
 * Spec 2 (O01): the site's consignments ready to manifest for the dispatch date and type, those chosen in Ready to
 * manifest preselected; pallets per consignment when the site manages pallets; totals per carrier, each carrier
 * getting its own manifest. After creating: the manifests made, their PDFs, and a pickup to request.
 */
export function CreateManifestPage({ site, creationPrevented }: { site: Site; creationPrevented: boolean }) {
  const [params, setParams] = useSearchParams();
  const chosenIds = listOf(params.get('consignmentId'));
  const dispatchDate = DATE.test(params.get('dispatchDate') ?? '') ? params.get('dispatchDate') : null;
  const typeParam = params.get('type');
  const type = movementTypes.find((t) => t === typeParam) ?? null;
  const candidates = useManifestCandidates({ siteId: site.id, dispatchDate, type }, chosenIds);
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [pallets, setPallets] = useState<Map<string, Pallets>>(new Map());
  const [sent, setSent] = useState<string[]>([]);
  const [made, setMade] = useState<ManifestDetail[] | null>(null);
  const create = useCreateManifest();
  const selection = picked ?? new Set(chosenIds);
  const palletsManaged = site.palletManagement.enabled;
  const rows = candidates.data ?? [];
  const chosen = rows.filter((c) => selection.has(c.id));
  const refusal = manifestRefusal(create.error, sent);
  const errors = refusal.rows;
  // the docket fields by consignment, to take the user to the first one that would be refused
  const docketFields = useRef(new Map<string, HTMLInputElement>());
  const createButton = useRef<HTMLButtonElement>(null);
  const refusalCard = useRef<HTMLDivElement>(null);
  // a refusal is said at the top of a list that may run far below the window: when the press left the focus
  // nowhere or on the button, the card takes it, so it is scrolled into view and read
  useEffect(() => {
    if (!create.error) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === createButton.current)
      refusalCard.current?.focus();
  }, [create.error]);

  const setFilter = (key: 'dispatchDate' | 'type', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const palletsOf = (c: ConsignmentSummary): Pallets =>
    pallets.get(c.id) ?? {
      transferType: c.pallets?.transferType ?? 'unknown',
      dockets: c.pallets?.docketNumbers.join(', ') ?? '',
    };
  const setPalletsOf = (c: ConsignmentSummary, change: Partial<Pallets>) =>
    setPallets(new Map(pallets).set(c.id, { ...palletsOf(c), ...change }));

  const columns: DataColumn<ConsignmentSummary>[] = [
    {
      key: 'consignment',
      header: 'Consignment',
      cell: (c) => (
        <>
          <Text size="sm" ff="monospace">
            {c.consignmentNo}
          </Text>
          {/* each type is a manifest of its own, as the totals below show */}
          <Text size="xs" c="dimmed">
            {typeLabel(c.type)}
          </Text>
          {c.hasDangerousGoods ? (
            <Badge size="xs" color="orange">
              DG
            </Badge>
          ) : null}
          {errors.get(c.id)?.row ? (
            <Text size="xs" c="red" role="alert">
              {errors.get(c.id)?.row}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'dispatchDate',
      header: 'Dispatch date',
      cell: (c) => <span className={classes.oneLine}>{formatDay(c.dispatchDate)}</span>,
    },
    {
      key: 'receiver',
      header: 'Receiver',
      cell: (c) => <span className={classes.oneLine}>{c.receiver.name}</span>,
    },
    {
      key: 'service',
      header: 'Carrier · service',
      cell: (c) => <CarrierServiceCell carrier={c.carrier} agreedService={c.agreedService} />,
    },
    { key: 'items', header: 'Items', align: 'right', cell: (c) => c.itemQuantity },
    { key: 'weight', header: 'Weight', align: 'right', cell: (c) => formatWeight(c.weight) },
    { key: 'volume', header: 'Volume', align: 'right', cell: (c) => formatVolume(c.volume) },
    ...(palletsManaged
      ? [
          {
            key: 'pallets',
            header: 'Pallets',
            cell: (c: ConsignmentSummary) => (
              <Group gap={4} wrap="nowrap">
                <Select
                  size="xs"
                  aria-label={`Pallet transfer type of ${c.consignmentNo}`}
                  data={palletTransferTypes.map((t) => ({ value: t, label: palletTransferLabels[t] }))}
                  value={palletsOf(c).transferType}
                  onChange={(value) =>
                    setPalletsOf(c, { transferType: (value ?? 'unknown') as PalletTransferType })
                  }
                  allowDeselect={false}
                  w={110}
                />
                <TextInput
                  size="xs"
                  aria-label={`Docket numbers of ${c.consignmentNo}`}
                  placeholder="Docket numbers"
                  value={palletsOf(c).dockets}
                  onChange={(event) => setPalletsOf(c, { dockets: event.currentTarget.value })}
                  ref={(field) => {
                    if (field) docketFields.current.set(c.id, field);
                    else docketFields.current.delete(c.id);
                  }}
                  error={docketNumbersError(palletsOf(c).dockets) ?? errors.get(c.id)?.dockets}
                  w={150}
                />
              </Group>
            ),
          },
        ]
      : []),
  ];

  const submit = () => {
    const invalid = palletsManaged ? chosen.find((c) => docketNumbersError(palletsOf(c).dockets)) : undefined;
    if (invalid) {
      // its field already says what is wrong; sending would only have the API refuse it
      docketFields.current.get(invalid.id)?.focus();
      return;
    }
    const ids = chosen.map((c) => c.id);
    setSent(ids);
    create.mutate(
      {
        data: {
          type: 'manifests',
          attributes: {
            siteId: site.id,
            consignments: chosen.map((c) => ({
              consignmentId: c.id,
              ...(palletsManaged
                ? {
                    pallets: {
                      transferType: palletsOf(c).transferType,
                      docketNumbers: docketNumbersOf(palletsOf(c).dockets),
                    },
                  }
                : {}),
            })),
          },
        },
      },
      { onSuccess: (manifests) => setMade(manifests) },
    );
  };

  if (made) return <ManifestsMade manifests={made} site={site} />;

  return (
    <PageFrame>
      <PageHeader
        title="Create manifest"
        description={`Consignments of ${site.displayName} ready to hand to their carriers. Each carrier account gets a manifest of its own for each dispatch date and type.`}
      />
      <Group gap="sm" align="flex-end" mb="sm">
        <DayInput
          label="Dispatch date"
          value={dispatchDate}
          onChange={(day) => setFilter('dispatchDate', day)}
          w={180}
        />
        <Select
          label="Type"
          data={[
            { value: '', label: 'All types' },
            ...movementTypes.map((t) => ({ value: t, label: typeLabel(t) })),
          ]}
          value={type ?? ''}
          onChange={(value) => setFilter('type', value || null)}
          allowDeselect={false}
          w={220}
        />
      </Group>
      {create.isError && errors.size === 0 ? (
        <Alert color="red" mb="sm" ref={refusalCard} tabIndex={-1}>
          {displayMessageFor(create.error)}
        </Alert>
      ) : null}
      {errors.size > 0 ? (
        <Alert color="red" mb="sm" ref={refusalCard} tabIndex={-1}>
          <Text size="sm">
            {refusal.blamesConsignments
              ? 'Some consignments cannot be manifested. No manifest was created.'
              : 'Correct the pallet details marked below. No manifest was created.'}
          </Text>
          {/* named here too: the banner has the focus, their rows may be far down the list */}
          {refusal.blamesConsignments ? (
            <List size="sm" mt={4}>
              {rows
                .filter((c) => errors.get(c.id)?.row)
                .map((c) => (
                  <List.Item key={c.id}>{`${c.consignmentNo}: ${errors.get(c.id)?.row ?? ''}`}</List.Item>
                ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
      <Paper withBorder radius="sm" mb="md">
        {candidates.isError ? (
          <Alert color="red" m="sm">
            {displayMessageFor(candidates.error)}
          </Alert>
        ) : candidates.data ? (
          <DataTable
            aria-label="Consignments to manifest"
            minWidth="48rem"
            rows={rows}
            columns={columns}
            empty="No consignments are ready to manifest for this date and type."
            selection={{
              selected: selection,
              onChange: setPicked,
              noun: 'consignments',
              allLabel: 'Select all',
              rowLabel: (c) => `Manifest ${c.consignmentNo}`,
            }}
          />
        ) : (
          <PageLoader label="Loading consignments" />
        )}
      </Paper>
      <CarrierTotalsTable totals={totalsByManifest(chosen)} />
      <Group justify="flex-end" mt="md">
        <Text size="sm" c="dimmed">
          {chosen.length === 0 ? 'Select consignments to manifest' : `${chosen.length} selected`}
        </Text>
        <Button
          ref={createButton}
          onClick={submit}
          loading={create.isPending}
          disabled={chosen.length === 0 || creationPrevented}
        >
          Create manifest
        </Button>
      </Group>
    </PageFrame>
  );
}
