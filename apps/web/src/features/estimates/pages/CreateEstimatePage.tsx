import { Alert } from '@mantine/core';
import { movementTypes } from '@freight/contracts';
import type { MovementType, Site } from '@freight/contracts';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { isMissingRecord } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { NotFoundScreen } from '../../../shared/ui/errors';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { useEstimate } from '../api/get-estimate';
import { EstimateEditor } from '../components/EstimateEditor';
import type { CreateEstimatePageProps } from '../components/EstimateEditor';
import type { QuoteTableSlot } from '../../../shared/shipment-form/lib/quote-slot';
import { PageFrame } from '../../../shared/ui/PageFrame';

/** `?estimate={id}` edits a saved estimate: it is loaded first, then the form starts from it. */
function EditEstimate({ id, type, ...props }: CreateEstimatePageProps & { id: string; type: MovementType }) {
  const estimate = useEstimate(id);
  if (estimate.data) return <EstimateEditor key={id} {...props} type={type} initial={estimate.data} />;
  // Spec 2.5 (F03): an estimate that does not exist is the named not-found screen.
  if (estimate.isError && isMissingRecord(estimate.error)) return <NotFoundScreen resource="Estimate" />;
  return (
    <PageFrame>
      {estimate.isError ? (
        <>
          <PageHeader title="Edit estimate" />
          <Alert color="red">{displayMessageFor(estimate.error)}</Alert>
        </>
      ) : (
        <PageLoader label="Loading the estimate" />
      )}
    </PageFrame>
  );
}

/** Spec 2 (L01, L02): create an estimate of the route's type; an unknown type opens the default, outbound. */
export function CreateEstimatePage(props: CreateEstimatePageProps) {
  const { estimateType } = useParams();
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('estimate');
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
  if (editId) return <EditEstimate {...props} id={editId} type={type} />;
  // a new type is a new form
  return <EstimateEditor key={type} {...props} type={type} />;
}

/** The screen as the app composes it, with the quote comparison of the quotes feature. */
export const withQuoteTable = (QuoteTable: QuoteTableSlot) =>
  function CreateEstimateScreen(props: { site: Site; creationPrevented: boolean }) {
    return <CreateEstimatePage {...props} QuoteTable={QuoteTable} />;
  };
