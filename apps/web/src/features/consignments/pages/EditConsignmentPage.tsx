import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { consignmentMessages } from '@freight/contracts';
import type { Consignment, Site } from '@freight/contracts';
import { sentenceCase, serviceLabel, siteToday } from '@freight/rules';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { consignmentAtSite, contextPath } from '../../../shared/config/paths';
import { isMissingRecord } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import type { QuoteTableSlot } from '../../../shared/shipment-form/lib/quote-slot';
import { NotFoundScreen } from '../../../shared/ui/errors';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { useConsignment } from '../api/get-consignment';
import { useConsignmentFormConfiguration } from '../api/get-consignment-form-configuration';
import type { ConsignmentFormConfiguration } from '../api/get-consignment-form-configuration';
import { ConsignmentEditor } from '../components/form/ConsignmentEditor';
import { consignmentToForm } from '../lib/form-from-consignment';
import { consignmentFormSetup } from '../lib/form-setup';
import { PageFrame } from '../../../shared/ui/PageFrame';

export interface EditConsignmentPageProps {
  site: Site;
  creationPrevented: boolean;
  QuoteTable: QuoteTableSlot;
}

function EditForm({
  consignment,
  configuration,
  ...props
}: EditConsignmentPageProps & { consignment: Consignment; configuration: ConsignmentFormConfiguration }) {
  const today = siteToday();
  const { schema } = consignmentFormSetup(
    props.site,
    consignment.type,
    configuration,
    null,
    consignment.dispatchDate < today ? consignment.dispatchDate : today,
  );
  // the conflict screen's "Re-apply my changes" (issue 24)
  const [search] = useSearchParams();
  return (
    <ConsignmentEditor
      {...props}
      // editing is not creating: a site that cannot create may still correct what it booked
      creationPrevented={false}
      schema={schema}
      initial={consignmentToForm(consignment, props.site, configuration.customFields)}
      target={{ kind: 'edit', consignment }}
      reapplyChanges={search.get('reapply') === '1'}
    />
  );
}

function Configured({ consignment, ...props }: EditConsignmentPageProps & { consignment: Consignment }) {
  const configuration = useConsignmentFormConfiguration(props.site.id, consignment.type);
  if (configuration.error) return <Alert color="red">{displayMessageFor(configuration.error)}</Alert>;
  if (!configuration.data) return <PageLoader label="Loading the consignment form" />;
  return <EditForm {...props} consignment={consignment} configuration={configuration.data} />;
}

function EditContent({ consignmentId, ...props }: EditConsignmentPageProps & { consignmentId: string }) {
  const consignment = useConsignment(consignmentId);
  // Spec 2.5 (F03): a consignment that does not exist is the named not-found screen, as on the view page
  if (consignment.isError && isMissingRecord(consignment.error))
    return <NotFoundScreen resource="Consignment" />;
  // another site's consignment (the user holds it, or it would not have been read) is edited at its own site
  if (consignment.data && consignment.data.siteId !== props.site.id)
    return (
      <Navigate
        replace
        to={contextPath('consignment.edit', { type: 'site', id: consignment.data.siteId }, { consignmentId })}
      />
    );
  return (
    <PageFrame>
      <PageHeader
        title={consignment.data ? `Edit consignment ${consignment.data.consignmentNo}` : 'Edit consignment'}
        description={consignment.data ? serviceLabel(consignment.data.agreedService) : undefined}
      />
      {consignment.error ? (
        <Alert color="red">{displayMessageFor(consignment.error)}</Alert>
      ) : consignment.data?.manifest ? (
        // a form whose every save the server refuses (M55) would only lose the user's typing
        <Alert color="orange" title="Already manifested" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{sentenceCase(consignmentMessages.alreadyManifested)}.</Text>
            <Anchor component={Link} size="sm" to={consignmentAtSite(props.site.id, consignmentId)}>
              View the consignment
            </Anchor>
          </Stack>
        </Alert>
      ) : consignment.data ? (
        <Configured key={consignment.data.version} {...props} consignment={consignment.data} />
      ) : (
        <PageLoader label="Loading the consignment" />
      )}
    </PageFrame>
  );
}

/**
 * Spec 2 (M14): edit a consignment, read with its ETag and saved with If-Match (M49, M50). Each visit, even
 * from the conflict screen's link to this same page, reads the consignment afresh.
 */
export function EditConsignmentPage(props: EditConsignmentPageProps) {
  const { consignmentId = '' } = useParams();
  const location = useLocation();
  return <EditContent key={location.key} {...props} consignmentId={consignmentId} />;
}

/** The edit screen as the app composes it, with the quote comparison of the quotes feature. */
export const withQuoteTable = (QuoteTable: QuoteTableSlot) =>
  function EditConsignmentScreen(props: { site: Site; creationPrevented: boolean }) {
    return <EditConsignmentPage {...props} QuoteTable={QuoteTable} />;
  };
