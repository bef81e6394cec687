import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contracts from './index';

/** The specification beside the project (`../shared/spec`), whitespace folded. */
const specDir = fileURLToPath(new URL('../../../../shared/spec/', import.meta.url));
const spec = readdirSync(specDir)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => readFileSync(`${specDir}${file}`, 'utf8'))
  .join('\n')
  .replace(/\s+/g, ' ');

/**
 * Messages the product words itself, where the spec quotes none (server-side checks the spec's browser never
 * makes, and the carrier API). Every other catalogue message must be the spec's text to the letter.
 */
const productOwnCatalogues = new Set([
  'autoprintMessages',
  'carrierApiMessages',
  'trackingMessages',
  'enquiryMessages',
  'manifestMessages',
  'orderMessages',
  'consignmentImportMessages',
  'addressBookImportMessages',
  'labelSetMessages',
]);
const productOwn = new Set([
  'pickupMessages.newAddressAlone',
  'searchMessages.serviceFilterRequired',
  'searchMessages.refused',
  'searchMessages.searchText',
  'shippingItemPresetMessages.notOfSite',
  'pickupMessages.confirmed',
  'pickupMessages.rejected',
  'pickupMessages.freightOrConsignments',
  'pickupMessages.pickupDateMismatch',
  'pickupMessages.timeZone',
  'pickupMessages.consignmentNotFound',
  'pickupMessages.serviceNotAgreed',
  'pickupMessages.serviceNotOfConsignmentsCarrier',
  'phoneMessages.notANumber',
  'phoneMessages.tooShort',
  'pickupMessages.serviceNotSelectable',
  'pickupMessages.dangerousGoodsDeclaration',
  'pickupMessages.declaresNoDangerousGoods',
  'pickupMessages.notRequested',
  'pickupMessages.requestedNotDeleted',
  'carrierPreferenceMessages.accountNotBilled',
  'consignmentMessages.emergencyContactRequired',
  'consignmentMessages.emergencyContactWithoutDangerousGoods',
  'addressBookMessages.addressNotFound',
  'addressBookMessages.operatingHoursResidential',
  'addressBookMessages.siteCannotChange',
  'addressMessages.suggestionNotFound',
  'addressMessages.localityNotFound',
  'carrierPreferenceMessages.entryNotFound',
  'carrierPreferenceMessages.agreedServiceNotFound',
  'consignmentMessages.quoteNotFound',
  'consignmentMessages.quoteOtherRequest',
  'consignmentMessages.costCenterRequired',
  'consignmentMessages.costCenterUnknown',
  'consignmentMessages.customFieldUnknown',
  'consignmentMessages.estimateNotFound',
  'consignmentMessages.siteChange',
  'consignmentMessages.typeChange',
  'consignmentMessages.lineKey',
  'consignmentMessages.duplicateKey',
  'consignmentMessages.alreadyManifested',
  'consignmentMessages.ifMatchRequired',
  'consignmentMessages.siteRequired',
  'consignmentMessages.rangeOrder',
  'listMessages.rangeOrder',
  'consignmentMessages.noTrackingUrl',
  'consignmentMessages.declaredWithoutDangerousGoods',
  'dangerousGoodsPresetMessages.notAvailable',
  'dangerousGoodsPresetMessages.unNumber',
  'dangerousGoodsPresetMessages.declarableOnly',
  'dangerousGoodsPresetMessages.unitWithQuantity',
  'dangerousGoodsPresetMessages.quantityWithUnit',
  'estimateMessages.quoteNotInEstimate',
  'estimateMessages.quoteNotSelectable',
  'estimateMessages.createdRange',
  'estimateMessages.dateOrDateTime',
  'fieldMessages.text',
  'fieldMessages.boolean',
  'fieldMessages.id',
  'fieldMessages.list',
  'fieldMessages.object',
  'fieldMessages.tooDeep',
  'phoneMessages.oneEightHundred',
  'quoteMessages.addressOrLocality',
  'quoteMessages.locationRequired',
  'quoteMessages.addressIdDisagrees',
  'quoteMessages.localityNotFound',
  'quoteMessages.addressNotFound',
  'quoteMessages.entryNotFound',
  'quoteMessages.deliveryTimeSlotsDisabled',
  'quoteMessages.endDateBeforeStart',
  'quoteMessages.timeZone',
  'quoteMessages.recurrences',
  'quoteMessages.packagingTypeNotOnSite',
  'quoteMessages.superseded',
  'quoteMessages.notificationNotNotifiable',
  'signInMessages.temporaryPasswordExpired',
  'enquiryMessages.descriptionForOther',
  'enquiryMessages.link',
  'enquiryMessages.lodged',
  'trackingMessages.beforeDispatch',
  'trackingMessages.documentNeeded',
  'trackingMessages.etaDate',
  'trackingMessages.etaNeeded',
  'trackingMessages.future',
  'trackingMessages.needsReference',
  'trackingMessages.notFound',
  'trackingMessages.occurredAt',
  'trackingMessages.oneReference',
  'trackingMessages.podEncoding',
  'trackingMessages.podSize',
  'trackingMessages.podType',
  'trackingMessages.reasonNeeded',
  'trackingMessages.sscc',
  'trackingMessages.unknownConsignment',
  'trackingMessages.unknownDocument',
]);

/** Every text of every exported message catalogue, by its path (`signInMessages.locked`). */
function catalogueTexts(): [string, string][] {
  const texts: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') texts.push([path, value]);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
  };
  for (const [name, value] of Object.entries(contracts))
    if (/Messages/.test(name) && value && typeof value === 'object') walk(value, name);
  return texts;
}

const isOwn = (path: string) => productOwn.has(path) || productOwnCatalogues.has(path.split('.')[0] ?? '');
const texts = catalogueTexts();

describe('message catalogues read the spec', () => {
  it('hold many of the spec’s quoted messages', () => {
    expect(texts.filter(([path]) => !isOwn(path)).length).toBeGreaterThanOrEqual(80);
  });

  it.each(texts.filter(([path]) => !isOwn(path)))('%s is quoted in the spec to the letter', (_path, text) => {
    expect(spec.includes(text.replace(/\s+/g, ' ')), `"${text}" is not in ../shared/spec`).toBe(true);
  });

  it('name only product messages that exist and that the spec does not quote', () => {
    const byPath = new Map(texts);
    for (const path of productOwn) {
      expect(byPath.has(path), `${path} is no longer a catalogue message`).toBe(true);
      expect(spec.includes(byPath.get(path) ?? ''), `${path} is quoted in the spec; check it there`).toBe(
        false,
      );
    }
  });
});
