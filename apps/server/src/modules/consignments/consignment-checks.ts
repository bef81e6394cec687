import type { ConsignmentAttributes } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import * as quotes from '../quotes/quotes.service';
import type { QuotingSite } from '../quotes/quotes.service';
import { costCenterProblems, customFieldProblems, lineProblems, throwProblems } from './consignment-rules';
import * as repo from './consignments.repository';

/** The site's own rules on a consignment: cost centre, the consignment form's custom fields, line keys. */
export async function checkSiteRules(
  db: DbOrTx,
  userId: string,
  site: QuotingSite,
  attributes: ConsignmentAttributes,
): Promise<void> {
  const [settings, form] = await Promise.all([
    repo.findSiteSettings(db, site.siteId),
    quotes.getFormConfiguration(db, userId, {
      siteId: site.siteId,
      resourceType: 'consignment',
      type: attributes.type,
    }),
  ]);
  throwProblems([
    ...lineProblems(attributes),
    ...(settings ? costCenterProblems(settings, attributes.costCenter) : []),
    ...customFieldProblems(form.customFields, attributes.customFields),
  ]);
}
