import type { ConsignmentSummary, Site } from '@freight/contracts';
import { contextPath, paths } from '../../../shared/config/paths';
import { agreedServiceOptions } from '../../../shared/lib/agreed-service-options';
import type { FilterOption } from './list-query';

/** Spec 2: links name the consignment's own site, whichever context lists it. */
export const viewPath = (consignment: Pick<ConsignmentSummary, 'id' | 'site'>) =>
  contextPath(
    'consignment.view',
    { type: 'site', id: consignment.site.id },
    { consignmentId: consignment.id },
  );

/** Spec 2 (N03, N04, N06): a consignment document in the document route; a label names its file (labelUrl). */
export function documentPath(
  consignmentId: string,
  document: 'label' | 'connote' | 'dg-summary',
  labelUrl = 'label.pdf',
): string {
  return paths.document(document, consignmentId, document === 'label' ? { labelUrl } : undefined);
}

/** Spec 2 (S03): a consignment's proof of delivery in the document viewer. */
export const podPath = (consignmentId: string, documentId: string) =>
  paths.document('pod', consignmentId, { documentId });

/**
 * Spec 2, 5: a manifest is of one site's consignments; the create screen takes consignmentId (and the type and
 * dispatch date when all share one). Undefined when nothing is selected or the selection spans sites.
 */
export function manifestPath(selected: readonly ConsignmentSummary[]): string | undefined {
  const [first] = selected;
  if (!first || selected.some((c) => c.site.id !== first.site.id)) return undefined;
  const same = <K extends 'type' | 'dispatchDate'>(key: K) =>
    selected.every((c) => c[key] === first[key]) ? first[key] : null;
  return contextPath('manifest.create', { type: 'site', id: first.site.id }, undefined, {
    consignmentId: selected.map((c) => c.id),
    type: same('type'),
    dispatchDate: same('dispatchDate'),
  });
}

/** Spec 2, 4: a pickup pre-filled from one site's selected consignments, of their type when they share one. */
export function pickupPrefillPath(selected: readonly ConsignmentSummary[]): string | undefined {
  const [first] = selected;
  if (!first || selected.some((c) => c.site.id !== first.site.id)) return undefined;
  const type = selected.every((c) => c.type === first.type) ? first.type : 'outbound';
  return contextPath(`pickup.prefill.${type}`, { type: 'site', id: first.site.id }, undefined, {
    consignmentId: selected.map((c) => c.id),
  });
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/** The agreed services of the sites listed, each once: "Carrier · Service", with its site where sites share it. */
export function serviceOptions(sites: readonly Site[]): FilterOption[] {
  return agreedServiceOptions(sites);
}

/** The carriers of those services, each once. */
export function carrierOptions(sites: readonly Site[]): FilterOption[] {
  const options = new Map<string, FilterOption>();
  for (const site of sites)
    for (const service of site.agreedServices)
      options.set(service.carrier.id, { value: service.carrier.id, label: service.carrier.name });
  return [...options.values()].sort(byLabel);
}
