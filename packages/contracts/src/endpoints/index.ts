import { addressBookEndpoints } from './address-book';
import { addressBookEntryEndpoints } from './address-book-entries';
import { addressEndpoints } from './addresses';
import { authEndpoints } from './auth';
import { sessionEndpoints } from './session';
import { carrierPreferenceEndpoints } from './carrier-preferences';
import { dangerousGoodsPresetEndpoints } from './dangerous-goods-presets';
import { legalEndpoints } from './legal';
import { shippingItemPresetEndpoints } from './shipping-item-presets';
import { pickupEndpoints } from './pickups';
import { autoprintEndpoints, printAgentEndpoints, printingEndpoints } from './autoprint';
import { carrierEndpoints } from './carrier';
import { enquiryEndpoints } from './enquiries';
import { carrierManifestEndpoints } from './carrier-manifests';
import { consignmentChangeEndpoints, consignmentEndpoints } from './consignments';
import { consignmentImportEndpoints } from './consignment-import';
import { contextEndpoints } from './context';
import { consignmentDocumentEndpoints, documentEndpoints } from './documents';
import { estimateEndpoints } from './estimates';
import { quoteEndpoints } from './quotes';
import { manifestEndpoints } from './manifests';
import { orderEndpoints } from './orders';
import { platformEndpoints } from './platform';
import { searchEndpoints } from './search';
import { telemetryEndpoints } from './telemetry';
import { carrierTrackingEndpoints, trackingEndpoints } from './tracking';

export { carrierApiEndpoints, carrierEndpoints, isPublicCarrierEndpoint } from './carrier';
export {
  addressBookEndpoints,
  addressBookEntryEndpoints,
  addressEndpoints,
  authEndpoints,
  sessionEndpoints,
  carrierPreferenceEndpoints,
  dangerousGoodsPresetEndpoints,
  legalEndpoints,
  shippingItemPresetEndpoints,
  autoprintEndpoints,
  printAgentEndpoints,
  printingEndpoints,
  carrierManifestEndpoints,
  carrierTrackingEndpoints,
  consignmentChangeEndpoints,
  consignmentEndpoints,
  consignmentImportEndpoints,
  consignmentDocumentEndpoints,
  contextEndpoints,
  documentEndpoints,
  enquiryEndpoints,
  estimateEndpoints,
  quoteEndpoints,
  manifestEndpoints,
  orderEndpoints,
  pickupEndpoints,
  platformEndpoints,
  searchEndpoints,
  telemetryEndpoints,
  trackingEndpoints,
};

/** Every endpoint described in contracts, by area; the API reference is generated from this list. */
export const endpointsByArea = {
  platform: platformEndpoints,
  auth: authEndpoints,
  session: sessionEndpoints,
  legal: legalEndpoints,
  addresses: addressEndpoints,
  addressBookEntries: addressBookEntryEndpoints,
  shippingItemPresets: shippingItemPresetEndpoints,
  dangerousGoodsPresets: dangerousGoodsPresetEndpoints,
  carrierPreferences: carrierPreferenceEndpoints,
  context: contextEndpoints,
  consignments: consignmentEndpoints,
  consignmentChanges: consignmentChangeEndpoints,
  consignmentImport: consignmentImportEndpoints,
  quotes: quoteEndpoints,
  estimates: estimateEndpoints,
  documents: documentEndpoints,
  addressBook: addressBookEndpoints,
  manifests: manifestEndpoints,
  pickups: pickupEndpoints,
  carrier: carrierEndpoints,
  enquiries: enquiryEndpoints,
  carrierTracking: carrierTrackingEndpoints,
  tracking: trackingEndpoints,
  carrierManifests: carrierManifestEndpoints,
  autoprint: autoprintEndpoints,
  printing: printingEndpoints,
  printAgent: printAgentEndpoints,
  orders: orderEndpoints,
  search: searchEndpoints,
  telemetry: telemetryEndpoints,
};
