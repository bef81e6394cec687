import { Alert } from '@mantine/core';
import type { Estimate, MovementType, Order, Site } from '@freight/contracts';
import { siteToday } from '@freight/rules';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { readDefaultDispatchDate, storeDefaultDispatchDate } from '../lib/dispatch-date-preference';
import type { QuoteTableSlot } from '../../../shared/shipment-form/lib/quote-slot';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { PageHeader } from '../../../shared/ui/list/PageHeader';
import { useConsignmentFormConfiguration } from '../api/get-consignment-form-configuration';
import type { ConsignmentFormConfiguration } from '../api/get-consignment-form-configuration';
import { useSourceEstimate } from '../api/get-consignment-source-estimate';
import { useSourceOrders } from '../api/get-source-orders';
import { ConsignmentEditor } from '../components/form/ConsignmentEditor';
import { OrdersAlreadyConsigned } from '../components/form/OrdersAlreadyConsigned';
import { OrdersMissing } from '../components/form/OrdersMissing';
import { isMissingRecord } from '../../../shared/lib/api-error';
import { MovementTypeControl } from '../../../shared/shipment-form/components/MovementTypeControl';
import { estimateToConsignmentForm } from '../lib/form-from-estimate';
import { ordersToConsignmentForm } from '../lib/form-from-orders';
import { consignmentFormSetup } from '../lib/form-setup';
import { PageFrame } from '../../../shared/ui/PageFrame';

export interface CreateConsignmentPageProps {
  site: Site;
  creationPrevented: boolean;
  /** The signed-in user, whose last dispatch date for the organisation a new consignment starts from. */
  userId?: string;
  QuoteTable: QuoteTableSlot;
  type: MovementType;
}

const createRoutes = {
  outbound: 'consignment.create.outbound',
  inbound: 'consignment.create.inbound',
  transfer: 'consignment.create.transfer',
} as const;

function Screen({
  title,
  site,
  actions,
  children,
}: {
  title: string;
  site: Site;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageFrame>
      <PageHeader
        title={title}
        description={`Book freight of ${site.displayName} with one of its carrier services.`}
        actions={actions}
      />
      {children}
    </PageFrame>
  );
}

function NewConsignment({
  configuration,
  estimate,
  orders,
  quoteId,
  ...props
}: CreateConsignmentPageProps & {
  configuration: ConsignmentFormConfiguration;
  estimate: Estimate | null;
  orders: readonly Order[];
  quoteId: string | null;
}) {
  const { site, type, userId } = props;
  const owner = userId ? { userId, orgId: site.organisation.id } : null;
  const [dispatchDate] = useState(() => (owner ? readDefaultDispatchDate(owner, siteToday()) : null));
  // as the orders were when the form opened: once saved, they are this consignment's own
  const [consigned] = useState(() => orders.filter((order) => order.status !== 'open'));
  const today = siteToday();
  const { schema, empty } = consignmentFormSetup(site, type, configuration, dispatchDate, today);
  // an estimate keeps its date, which its quotes were priced for: a date gone by is then asked to be changed
  const initial = estimate
    ? estimateToConsignmentForm(estimate, empty, site.addressId)
    : orders.length > 0
      ? ordersToConsignmentForm(orders, empty, today)
      : empty;
  if (consigned.length > 0) return <OrdersAlreadyConsigned orders={consigned} />;
  return (
    <ConsignmentEditor
      {...props}
      schema={schema}
      initial={initial}
      target={{ kind: 'create', estimateId: estimate?.id ?? null, orderIds: orders.map((order) => order.id) }}
      quotes={estimate?.quotes}
      quoteId={estimate ? (quoteId ?? estimate.selectedQuoteIds[0] ?? null) : null}
      onCreated={owner ? (values) => storeDefaultDispatchDate(owner, values.dispatchDate) : undefined}
    />
  );
}

/**
 * Spec 2 (M02-M04): create a consignment of the route's type. `?estimate={id}&quote={quoteId}` converts a saved
 * estimate (L16): the form starts from it, with its quotes and the one chosen. `?orders={id},{id}` makes it from
 * orders of one receiver (issue 15): the form starts from them, and saving takes them out of the open orders.
 */
export function CreateConsignmentPage(props: CreateConsignmentPageProps) {
  const { site, type } = props;
  const navigate = useNavigate();
  // each visit is its own form: "Create another consignment" links to this same address from the next steps
  const { key: visit } = useLocation();
  const [searchParams] = useSearchParams();
  const estimateId = searchParams.get('estimate');
  const configuration = useConsignmentFormConfiguration(site.id, type);
  const estimate = useSourceEstimate(estimateId);
  // each order once: named twice, its freight would be sent twice
  const orderIds = [
    ...new Set((searchParams.get('orders') ?? '').split(',').filter((id) => /^\d{1,10}$/.test(id))),
  ];
  const orders = useSourceOrders(orderIds);
  const title = {
    outbound: 'Create outbound consignment',
    inbound: 'Create inbound consignment',
    transfer: 'Create anywhere to anywhere consignment',
  }[type];
  const actions = (
    <MovementTypeControl
      label="Consignment type"
      value={type}
      onChange={(next) => void navigate(contextPath(createRoutes[next], { type: 'site', id: site.id }))}
    />
  );
  const failure = configuration.error ?? estimate.error ?? orders.error;
  const ready =
    configuration.data && (estimateId === null || estimate.data) && (orderIds.length === 0 || orders.data);
  return (
    <Screen title={title} site={site} actions={actions}>
      {orders.error && isMissingRecord(orders.error) ? (
        <OrdersMissing siteId={site.id} />
      ) : failure ? (
        <Alert color="red">{displayMessageFor(failure)}</Alert>
      ) : ready && configuration.data ? (
        // a new type, another estimate or another visit is a new form
        <NewConsignment
          key={`${type}-${estimateId ?? ''}-${orderIds.join(',')}-${visit}`}
          {...props}
          configuration={configuration.data}
          estimate={estimate.data ?? null}
          orders={orders.data ?? []}
          quoteId={searchParams.get('quote')}
        />
      ) : (
        <PageLoader label="Loading the consignment form" />
      )}
    </Screen>
  );
}

/** The create screens as the app composes them, with the quote comparison of the quotes feature. */
export const createConsignmentScreen = (type: MovementType, QuoteTable: QuoteTableSlot) =>
  function CreateConsignmentScreen(props: { site: Site; creationPrevented: boolean; userId?: string }) {
    return <CreateConsignmentPage {...props} type={type} QuoteTable={QuoteTable} />;
  };
