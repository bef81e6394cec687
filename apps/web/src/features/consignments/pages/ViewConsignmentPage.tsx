import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { consignmentMessages, printDocumentTypes } from '@freight/contracts';
import type { Consignment } from '@freight/contracts';
import { sentenceCase } from '@freight/rules';
import type { ComponentType } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { consignmentAtSite, contextPath, paths } from '../../../shared/config/paths';
import { scopeContext } from '../../../shared/lib/context-scope';
import type { ScopedPageProps } from '../../../shared/lib/context-scope';
import { documentPopupsEnabled } from '../../../shared/lib/dev-flags';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { formatInstant } from '../../../shared/lib/display-format';
import { isMissingRecord } from '../../../shared/lib/api-error';
import { documentLinkProps } from '../../../shared/ui/document-link';
import { ConflictScreen, NotFoundScreen } from '../../../shared/ui/errors';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { useConsignmentView } from '../api/get-consignment-view';
import { trackingUrlPath, useTrackingAvailable } from '../api/get-consignment-view-tracking';
import { ConsignmentFacts } from '../components/view/ConsignmentFacts';
import { DocumentsCard, documentLinks } from '../components/view/DocumentsCard';
import { useAgentRunning } from '../api/get-print-agent-status';
import { printButtonText, SendToPrintersButton } from '../components/print/SendToPrintersButton';
import { LinesTable } from '../components/view/LinesTable';
import { PartyCard } from '../components/view/PartyCard';
import { TrackingCard } from '../components/view/TrackingCard';
import { ViewActions } from '../components/view/ViewActions';
import { useViewDelete } from '../hooks/use-view-delete';
import { documentPath, podPath } from '../lib/list-links';
import { consignmentStatus, consignmentStatusLabels } from '../lib/status';
import { canViewDangerousGoods, dangerousGoodsViewDenied } from '../lib/status-view';
import { PageFrame } from '../../../shared/ui/PageFrame';

const statusColours = { issues: 'red', manifested: 'green', created: 'blue' } as const;

/** The consignment's enquiries, given by the app (a feature of its own). */
export type EnquiriesSlot = ComponentType<{ consignmentId: string; link: string }>;
/** Told of the consignment shown (the header's recently viewed, document 3), given by the app. */
export type ViewedSlot = ComponentType<{ consignment: Consignment }>;

function ViewConsignment({
  scope,
  consignmentId,
  Enquiries,
  Viewed,
}: {
  scope: ScopedPageProps['scope'];
  consignmentId: string;
  Enquiries: EnquiriesSlot | undefined;
  Viewed: ViewedSlot | undefined;
}) {
  const [searchParams] = useSearchParams();
  // M16: a manifest's id, as the links to it carry; anything else names no manifest
  const manifestDoc = /^\d{1,10}$/.test(searchParams.get('manifestDoc') ?? '')
    ? searchParams.get('manifestDoc')
    : null;
  const ctx = scopeContext(scope);
  const view = useConsignmentView(consignmentId);
  const tracking = useTrackingAvailable(consignmentId);
  const { confirmDelete, deleting, refusal } = useViewDelete(ctx);
  const agentRunning = useAgentRunning(view.data?.consignment.siteId).data === true;

  // first: the view is read afresh after the refusal, and may fail if the consignment has gone since
  if (refusal?.kind === 'conflict')
    return (
      <ConflictScreen
        links={{
          view: contextPath('consignment.view', ctx, { consignmentId }),
          // editing is site only (M14): the consignment's own site, whatever the context
          edit: contextPath('consignment.edit', { type: 'site', id: refusal.siteId }, { consignmentId }),
          readyToManifest: contextPath('consignment.readyToManifest', ctx),
        }}
      />
    );

  // Spec 2.5 (F03): a consignment that does not exist is the named not-found screen.
  if (view.isError && isMissingRecord(view.error)) return <NotFoundScreen resource="Consignment" />;
  if (view.isError)
    return (
      <PageFrame>
        <PageHeader title="View consignment" />
        <Alert color="red">{displayMessageFor(view.error)}</Alert>
      </PageFrame>
    );
  if (!view.data) return <PageLoader label="Loading consignment" />;

  const { consignment, links, etag } = view.data;
  if (!canViewDangerousGoods(consignment, scope.sites))
    return (
      <PageFrame>
        <PageHeader title="View consignment" />
        <Alert color="orange">{dangerousGoodsViewDenied}</Alert>
      </PageFrame>
    );

  const status = consignmentStatus(consignment);
  const manifestId = manifestDoc ?? consignment.manifest?.id;
  const popups = documentPopupsEnabled(scope.sites.find((s) => s.id === consignment.siteId));
  return (
    <PageFrame>
      <PageHeader
        title="View consignment"
        description={
          <Group gap="sm" component="span">
            <Text span ff="monospace" fw={600} c="var(--mantine-color-text)">
              {consignment.consignmentNo}
            </Text>
            <Badge color={statusColours[status]} variant="light" role="status">
              {consignmentStatusLabels[status]}
            </Badge>
            {consignment.hasDangerousGoods ? (
              <Badge color="orange" variant="light">
                Dangerous goods
              </Badge>
            ) : null}
          </Group>
        }
        // a manifested consignment is the carrier's now: the server refuses edits and deletes (M55, M56)
        actions={
          consignment.manifest ? undefined : (
            <ViewActions
              editPath={
                scope.type === 'site'
                  ? contextPath(
                      'consignment.edit',
                      { type: 'site', id: consignment.siteId },
                      { consignmentId },
                    )
                  : undefined
              }
              onDelete={() => void confirmDelete(consignment, etag)}
              deleting={deleting}
            />
          )
        }
      />
      <Stack gap="md">
        {refusal?.kind === 'alreadyManifested' ? (
          <Alert color="red" title="Already manifested" role="alert">
            {sentenceCase(consignmentMessages.alreadyManifested)}.
          </Alert>
        ) : null}
        {consignment.issues.length > 0 ? (
          <Alert color="red" title="Issues">
            {consignment.issues.map((issue) => (
              <Text size="sm" key={`${issue.code}-${issue.pointer ?? ''}`}>
                {issue.message}
              </Text>
            ))}
          </Alert>
        ) : null}
        {manifestId ? (
          // says when it was manifested and leads to the manifest itself, not only to its PDF
          // only a consignment that is on one says so; a manifest named by the link alone is offered as it is
          <Alert color="blue" title={consignment.manifest ? 'On a manifest' : 'Manifest'}>
            <Group gap="lg">
              {consignment.manifest ? (
                <Text size="sm">
                  Added {formatInstant(consignment.manifest.addedAt)}. It can no longer be changed.
                </Text>
              ) : null}
              <Anchor
                component={Link}
                to={contextPath('manifest.view', { type: 'site', id: consignment.siteId }, { manifestId })}
                size="sm"
              >
                View manifest
              </Anchor>
              <Anchor {...documentLinkProps(paths.document('manifest', manifestId), popups)} size="sm">
                Manifest document
              </Anchor>
            </Group>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <PartyCard title="Sender" party={consignment.sender} />
          <PartyCard title="Receiver" party={consignment.receiver} />
        </SimpleGrid>
        <ConsignmentFacts consignment={consignment} />
        <LinesTable
          lines={consignment.lineItems}
          emergencyContact={consignment.dangerousGoodsDeclaration.emergencyContact}
          site={scope.sites.find((s) => s.id === consignment.siteId)}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <DocumentsCard
            popups={popups}
            links={documentLinks(consignment, links.labels, (type, labelUrl) =>
              documentPath(consignment.id, type, labelUrl),
            )}
            printing={
              agentRunning
                ? printDocumentTypes.map((document) => (
                    <SendToPrintersButton
                      key={document}
                      siteId={consignment.siteId}
                      consignmentIds={[consignment.id]}
                      document={document}
                      fallbackHref={documentPath(consignment.id, document)}
                      size="xs"
                    >
                      {printButtonText[document]}
                    </SendToPrintersButton>
                  ))
                : null
            }
          />
          <TrackingCard
            consignmentId={consignment.id}
            events={consignment.tracking.events}
            isFullyDelivered={consignment.isFullyDelivered}
            eta={consignment.estimatedTimeOfArrival}
            timeZone={consignment.receiver.address.timeZone}
            trackingHref={tracking.data ? trackingUrlPath(consignment.id) : undefined}
            podHref={(documentId) => podPath(consignment.id, documentId)}
            popups={popups}
          />
        </SimpleGrid>
        {Viewed ? <Viewed consignment={consignment} /> : null}
        {Enquiries ? (
          <Enquiries
            consignmentId={consignment.id}
            link={`${window.location.origin}${consignmentAtSite(consignment.siteId, consignment.id)}`}
          />
        ) : null}
      </Stack>
    </PageFrame>
  );
}

/**
 * Spec 2 (M15, M16), 4: one consignment, its status, parties, lines, service, documents and tracking. Each visit,
 * even from the conflict screen's link to this same page, starts without the last delete's refusal.
 */
export function ViewConsignmentPage({
  scope,
  Enquiries,
  Viewed,
}: ScopedPageProps & { Enquiries?: EnquiriesSlot; Viewed?: ViewedSlot }) {
  const { consignmentId = '' } = useParams();
  const location = useLocation();
  return (
    <ViewConsignment
      key={location.key}
      scope={scope}
      consignmentId={consignmentId}
      Enquiries={Enquiries}
      Viewed={Viewed}
    />
  );
}

/** View consignment with the enquiries card and the viewed notice the app composes in. */
export const withEnquiries = (Enquiries: EnquiriesSlot, Viewed?: ViewedSlot) =>
  function ViewConsignmentScreen(props: ScopedPageProps) {
    return <ViewConsignmentPage {...props} Enquiries={Enquiries} Viewed={Viewed} />;
  };
