import type { ConsignmentAttributes } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import * as quotes from '../quotes';
import type { QuotingSite } from '../quotes';
import { presetsOfSite } from '../shipping-item-presets';
import {
  costCenterProblems,
  customFieldProblems,
  emergencyContactProblems,
  lineProblems,
  presetProblems,
  throwProblems,
} from './consignment-rules';
import * as repo from './consignments.repository';

/** The presets a consignment's lines name. */
export const presetIdsOf = (attributes: ConsignmentAttributes): number[] => [
  ...new Set(attributes.lineItems.flatMap((line) => line.shippingItemPresetId ?? [])),
];

/**
 * The site's own rules on a consignment: cost centre, the consignment form's custom fields, line keys, presets of
 * its own site, and the emergency contact of declarable dangerous goods. `named` are presets the stored
 * consignment already names, kept even if since deleted. Answers the site's settings it read.
 */
export async function checkSiteRules(
  db: DbOrTx,
  site: QuotingSite,
  attributes: ConsignmentAttributes,
  named: readonly number[] = [],
) {
  const asked = presetIdsOf(attributes).filter((id) => !named.includes(id));
  // the caller has checked the user may quote at the site (`requireQuotingSite`), so it is not read again
  const [settings, form, ofSite] = await Promise.all([
    repo.findSiteSettings(db, site.siteId),
    quotes.formConfigurationOfSite(db, {
      siteId: site.siteId,
      resourceType: 'consignment',
      type: attributes.type,
    }),
    presetsOfSite(db, site.siteId, asked),
  ]);
  const known = new Set([...named, ...ofSite]);
  throwProblems([
    ...lineProblems(attributes),
    ...emergencyContactProblems(attributes),
    ...presetProblems(attributes, known),
    ...(settings ? costCenterProblems(settings, attributes.costCenter) : []),
    ...customFieldProblems(form.customFields, attributes.customFields),
  ]);
  return settings;
}
