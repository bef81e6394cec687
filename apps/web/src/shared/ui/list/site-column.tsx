import type { Site } from '@freight/contracts';
import type { DataColumn } from './DataTable';

/**
 * The Site column of a list over several sites (org context), naming each row's own site; none when the list is of
 * one site.
 */
export function siteColumns<T extends { siteId: string }>(sites: readonly Site[]): DataColumn<T>[] {
  if (sites.length <= 1) return [];
  const names = new Map(sites.map((site) => [site.id, site.displayName]));
  return [{ key: 'site', header: 'Site', cell: (row) => names.get(row.siteId) ?? '' }];
}
