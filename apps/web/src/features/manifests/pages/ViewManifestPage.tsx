import { Alert, Badge, Button, SimpleGrid, Text } from '@mantine/core';
import type { ManifestDetail } from '@freight/contracts';
import { useParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { scopeContext } from '../../../shared/lib/context-scope';
import type { ScopedPageProps } from '../../../shared/lib/context-scope';
import { isMissingRecord } from '../../../shared/lib/api-error';
import { documentPopupsEnabled } from '../../../shared/lib/dev-flags';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { documentLinkProps } from '../../../shared/ui/document-link';
import { NotFoundScreen } from '../../../shared/ui/errors';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { ViewPageHeader } from '../../../shared/ui/ViewPageHeader';
import { useManifest } from '../api/get-manifest';
import { manifestDocumentPath, pickupPrefillPath } from '../lib/links';
import {
  formatDay,
  formatInstant,
  formatVolume,
  formatWeight,
  typeLabel,
} from '../../../shared/lib/display-format';
import { manifestStatusColours, manifestStatusLabels } from '../lib/manifest-format';
import { StagedConsignmentsTable } from '../components/StagedConsignmentsTable';
import { Fact } from '../../../shared/ui/Fact';
import { PageFrame } from '../../../shared/ui/PageFrame';

function acknowledgement(manifest: ManifestDetail): string {
  if (manifest.rejection)
    return `Rejected by the carrier ${formatInstant(manifest.rejection.rejectedAt)} (code ${manifest.rejection.code})`;
  if (manifest.acknowledgedAt)
    return `Acknowledged ${formatInstant(manifest.acknowledgedAt)}${manifest.trackingNumber ? `, carrier reference ${manifest.trackingNumber}` : ''}`;
  return 'Not yet acknowledged by the carrier';
}

/** A manifest: its status, the carrier's acknowledgement, its document, and each staged consignment's answer. */
export function ViewManifestPage({ scope }: ScopedPageProps) {
  const { manifestId = '' } = useParams();
  const manifest = useManifest(manifestId);
  const ctx = scopeContext(scope);
  if (manifest.isError && isMissingRecord(manifest.error)) return <NotFoundScreen resource="Manifest" />;
  if (manifest.isError)
    return (
      <PageFrame>
        <Alert color="red">{displayMessageFor(manifest.error)}</Alert>
      </PageFrame>
    );
  if (!manifest.data) return <PageLoader label="Loading manifest" />;
  const m = manifest.data;
  const a = m.dispatchAddress;
  return (
    <PageFrame>
      <ViewPageHeader
        title={`Manifest ${m.manifestNumber}`}
        description={`${m.carrier.name} · ${typeLabel(m.consignmentType)} · dispatch ${formatDay(m.dispatchDate)}`}
        links={[
          { label: 'Manage manifests', to: contextPath('manifest.manage', ctx) },
          {
            label: 'Request pickup',
            to: pickupPrefillPath(
              m,
              m.consignments.map((c) => c.id),
            ),
          },
        ]}
        actions={
          <Button
            component="a"
            {...documentLinkProps(
              manifestDocumentPath(m.id),
              documentPopupsEnabled(scope.sites.find((s) => s.id === m.siteId)),
            )}
          >
            View PDF
          </Button>
        }
        status={
          <>
            <Badge
              size="lg"
              color={manifestStatusColours[m.status]}
              variant="light"
              aria-label="Manifest status"
            >
              {manifestStatusLabels[m.status]}
            </Badge>
            {/* a carrier's reference or code is one long word (up to 50 characters): it breaks on a phone */}
            <Text size="sm" aria-label="Carrier acknowledgement" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {acknowledgement(m)}
            </Text>
          </>
        }
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="lg">
        <Fact label="Carrier account">{m.carrierAccount}</Fact>
        <Fact label="Site">{m.site.name}</Fact>
        <Fact label="Dispatch address">
          {[a.name, a.line1, a.line2, `${a.suburb} ${a.state} ${a.postcode}`].filter(Boolean).join(', ')}
        </Fact>
        <Fact label="Created">{formatInstant(m.created)}</Fact>
        <Fact label="Consignments">{m.consignmentCount}</Fact>
        <Fact label="Items">{m.itemQuantity}</Fact>
        <Fact label="Weight">{formatWeight(m.weight)}</Fact>
        <Fact label="Volume">{formatVolume(m.volume)}</Fact>
      </SimpleGrid>
      <StagedConsignmentsTable manifest={m} />
    </PageFrame>
  );
}
