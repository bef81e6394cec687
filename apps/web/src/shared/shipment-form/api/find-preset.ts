import { SHIPPING_ITEM_PRESET_LOOKUP_LIMIT, shippingItemPresetEndpoints } from '@freight/contracts';
import type { ShippingItemPreset } from '@freight/contracts';
import { callEndpoint } from '../../lib/endpoint-client';

/**
 * The site's shipping item preset with this quick access code (codes are unique per site, compared without
 * case), or null: the preset list searched by the code, with spec 9's lookup limit so the
 * exact code is found among every code that merely contains the typed text.
 */
export async function findPresetByCode(siteId: string, code: string): Promise<ShippingItemPreset | null> {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return null;
  const result = await callEndpoint(shippingItemPresetEndpoints.list, {
    query: {
      'filter[siteId]': siteId,
      q: wanted,
      'page[limit]': String(SHIPPING_ITEM_PRESET_LOOKUP_LIMIT),
      sort: 'quickAccessCode',
    },
  });
  return result.data.find((preset) => preset.quickAccessCode.toUpperCase() === wanted) ?? null;
}
