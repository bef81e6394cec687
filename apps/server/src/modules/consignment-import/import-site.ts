import { consignmentImportMessages as messages } from '@freight/contracts';
import { siteToday } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { findAddressWithLocality } from '../addresses';
import { loadRatingData } from '../carriers';
import * as quotes from '../quotes';
import * as repo from './consignment-import.repository';
import type { ImportSite } from './import-drafts';

/**
 * What every row of an import at this site shares: the user's right to the site (403 otherwise), its import
 * configuration, the site's address as sender, its agreed services. The import must be enabled (403).
 */
export async function loadImportSite(db: DbOrTx, userId: string, siteId: number, now: Date) {
  const quoting = await quotes.requireQuotingSite(db, userId, siteId);
  const settings = await repo.findImportSettings(db, siteId);
  if (!settings?.importEnabled) throw AppError.forbidden(messages.notEnabled);
  const found = settings.addressId
    ? await findAddressWithLocality(db, quoting.organisationId, settings.addressId)
    : null;
  if (!found)
    throw AppError.validation([{ pointer: '/data/attributes/siteId', detail: messages.siteWithoutAddress }]);
  const today = siteToday(now);
  // the consignment form's default recovery, as a consignment made on the form starts with
  const form = await quotes.getFormConfiguration(db, userId, {
    siteId,
    resourceType: 'consignment',
    type: 'outbound',
  });
  const { agreed } = await loadRatingData(db, {
    siteId,
    dispatchDate: today,
    senderZone: found.locality.chargeZone,
    receiverZone: null,
    charged: null,
  });
  const site: ImportSite = {
    siteId,
    organisationId: quoting.organisationId,
    costCentreRequired: settings.costCentreRequired,
    costCentres: settings.costCentres,
    mayTransactDangerousGoods: quotes.mayTransactDangerousGoods(quoting),
    transferPolicy: settings.transferPolicy,
    sender: {
      name: quoting.siteName,
      addressId: found.address.id,
      address: found.address,
      line2: found.address.line2,
      residential: false,
      addressBookEntryId: null,
      addressBookContactId: null,
      contactName: null,
      contactPhone: null,
      contactEmail: null,
    },
    senderZone: found.locality.chargeZone,
    agreed,
    today,
    shippingCostRecovery: form.shippingCostRecovery,
  };
  return { quoting, site };
}
