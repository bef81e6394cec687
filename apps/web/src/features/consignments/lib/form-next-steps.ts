import type { consignmentNextSteps, MovementType } from '@freight/contracts';
import { contextPath, paths } from '../../../shared/config/paths';
import type { CreatedConsignment } from '../api/create-consignment';

type NextStep = (typeof consignmentNextSteps)[number];

export interface NextStepLink {
  label: string;
  to: string;
  /** Documents open beside the app. */
  newWindow?: boolean;
  /** A document the site's print agent can print instead, when one is running. */
  print?: 'label' | 'connote';
}

const createRoutes = {
  outbound: 'consignment.create.outbound',
  inbound: 'consignment.create.inbound',
  transfer: 'consignment.create.transfer',
} as const satisfies Record<MovementType, string>;

const prefillRoutes = {
  outbound: 'pickup.prefill.outbound',
  inbound: 'pickup.prefill.inbound',
  transfer: 'pickup.prefill.transfer',
} as const satisfies Record<MovementType, string>;

/** The label file the document route reads, relative to the consignment (e.g. 'label.pdf'). */
export function labelUrlOf(created: CreatedConsignment, href: string): string {
  const prefix = `${created.links.self}/`;
  return href.startsWith(prefix) ? href.slice(prefix.length) : href;
}

/**
 * Spec 7 (M48): what a created consignment offers next, each a link: its labels and connote in the document
 * route, a manifest or a pickup for it, and another consignment of the same type.
 */
export function nextStepLinks(created: CreatedConsignment, siteId: string): NextStepLink[] {
  const ctx = { type: 'site' as const, id: siteId };
  const { data, links } = created;
  const byStep: Record<NextStep, NextStepLink[]> = {
    printLabels: links.labels.map((label) => ({
      label: links.labels.length > 1 ? `Print labels (${label.name})` : 'Print labels',
      to: paths.document('label', data.id, { labelUrl: labelUrlOf(created, label.href) }),
      newWindow: true,
      print: 'label' as const,
    })),
    printConnote: [
      { label: 'Print connote', to: paths.document('connote', data.id), newWindow: true, print: 'connote' },
    ],
    createManifest: [
      {
        label: 'Create manifest',
        to: contextPath('manifest.create', ctx, undefined, {
          dispatchDate: data.dispatchDate,
          consignmentId: data.id,
          type: data.type,
        }),
      },
    ],
    requestPickup: [
      {
        label: 'Request pickup',
        to: contextPath(prefillRoutes[data.type], ctx, undefined, { consignmentIds: data.id }),
      },
    ],
  };
  const steps = created.meta.nextSteps.flatMap((step) => byStep[step]);
  if (links.dgSummary)
    steps.push({
      label: 'Print dangerous goods summary',
      to: paths.document('dg-summary', data.id),
      newWindow: true,
    });
  steps.push({ label: 'Create another consignment', to: contextPath(createRoutes[data.type], ctx) });
  return steps;
}
