import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { contextPath, paths } from '../../../shared/config/paths';
import { scopeContext } from '../../../shared/lib/context-scope';
import type { ScopedPageProps } from '../../../shared/lib/context-scope';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { confirmDialog } from '../../../shared/ui/dialogs';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { toast } from '../../../shared/ui/feedback/toast';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { deleteErrorMessage, useDeleteConsignment } from '../api/delete-consignment';
import { useConsignmentView } from '../api/get-consignment-view';
import { trackingUrlPath, useTrackingAvailable } from '../api/get-consignment-view-tracking';
import { ConsignmentFacts } from '../components/view/ConsignmentFacts';
import { DocumentsCard, documentLinks } from '../components/view/DocumentsCard';
import { LinesTable } from '../components/view/LinesTable';
import { PartyCard } from '../components/view/PartyCard';
import { TrackingCard } from '../components/view/TrackingCard';
import { ViewActions } from '../components/view/ViewActions';
import { documentPath } from '../lib/list-links';
import { consignmentStatus, consignmentStatusLabels } from '../lib/status';
import { canViewDangerousGoods, dangerousGoodsViewDenied } from '../lib/status-view';

const statusColours = { issues: 'red', manifested: 'green', created: 'blue' } as const;

/** Spec 2 (M15, M16), 4: one consignment, its status, parties, lines, service, documents and tracking. */
export function ViewConsignmentPage({ scope }: ScopedPageProps) {
  const { consignmentId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const manifestDoc = searchParams.get('manifestDoc');
  const navigate = useNavigate();
  const view = useConsignmentView(consignmentId);
  const tracking = useTrackingAvailable(consignmentId);
  const remove = useDeleteConsignment();
  const ctx = scopeContext(scope);

  if (view.isError)
    return (
      <Paper px="xl" py="lg" radius={0} bg="transparent">
        <PageHeader title="View consignment" />
        <Alert color="red">{displayMessageFor(view.error)}</Alert>
      </Paper>
    );
  if (!view.data) return <PageLoader label="Loading consignment" />;

  const { consignment, links, etag } = view.data;
  if (!canViewDangerousGoods(consignment, scope.sites))
    return (
      <Paper px="xl" py="lg" radius={0} bg="transparent">
        <PageHeader title="View consignment" />
        <Alert color="orange">{dangerousGoodsViewDenied}</Alert>
      </Paper>
    );

  const status = consignmentStatus(consignment);
  const confirmDelete = async () => {
    const confirmed = await confirmDialog({
      title: 'Delete consignment?',
      message: `Consignment ${consignment.consignmentNo} will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(
      { id: consignment.id, etag },
      {
        onSuccess: () => {
          toast({ type: 'success', message: `Consignment ${consignment.consignmentNo} deleted` });
          void navigate(contextPath('consignment.readyToManifest', ctx));
        },
        onError: (error) => toast({ type: 'danger', message: deleteErrorMessage(error) }),
      },
    );
  };

  return (
    <Paper px="xl" py="lg" radius={0} bg="transparent">
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
        actions={
          <ViewActions
            editPath={
              scope.type === 'site'
                ? contextPath('consignment.edit', { type: 'site', id: consignment.siteId }, { consignmentId })
                : undefined
            }
            onDelete={() => void confirmDelete()}
            deleting={remove.isPending}
          />
        }
      />
      <Stack gap="md">
        {consignment.issues.length > 0 ? (
          <Alert color="red" title="Issues">
            {consignment.issues.map((issue) => (
              <Text size="sm" key={`${issue.code}-${issue.pointer ?? ''}`}>
                {issue.message}
              </Text>
            ))}
          </Alert>
        ) : null}
        {manifestDoc ? (
          <Alert color="blue">
            <Anchor href={paths.document('manifest', manifestDoc)} target="_blank" rel="noopener">
              Manifest document
            </Anchor>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <PartyCard title="Sender" party={consignment.sender} />
          <PartyCard title="Receiver" party={consignment.receiver} />
        </SimpleGrid>
        <ConsignmentFacts consignment={consignment} />
        <LinesTable lines={consignment.lineItems} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <DocumentsCard
            links={documentLinks(consignment, links.labels, (type, labelUrl) =>
              documentPath(consignment.id, type, labelUrl),
            )}
          />
          <TrackingCard
            events={consignment.tracking.events}
            trackingHref={tracking.data ? trackingUrlPath(consignment.id) : undefined}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
