import { shippingItemPresetListResponseSchema } from '@freight/contracts';
import type { ShippingItemPreset } from '@freight/contracts';
import { apiRequest } from '../../lib/api-client';

/** Enough rows to find the one whose code matches among codes that merely contain the typed text. */
const LOOKUP_LIMIT = 50;

/**
 * The site's shipping item preset with this quick access code (codes are unique per site, compared without
 * case), or null: GET /api/org/shipping-item-presets searched by the code.
 */
export async function findPresetByCode(siteId: string, code: string): Promise<ShippingItemPreset | null> {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return null;
  const result = await apiRequest('/api/org/shipping-item-presets', shippingItemPresetListResponseSchema, {
    query: { 'filter[siteId]': siteId, q: wanted, 'page[limit]': LOOKUP_LIMIT, sort: 'quickAccessCode' },
  });
  return result.data.find((preset) => preset.quickAccessCode.toUpperCase() === wanted) ?? null;
}
