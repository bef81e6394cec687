import { pickupEndpoints } from './pickups';
import { carrierEndpoints } from './carrier';
import { enquiryEndpoints } from './enquiries';
import { carrierManifestEndpoints } from './carrier-manifests';
import { consignmentEndpoints } from './consignments';
import { manifestEndpoints } from './manifests';
import { platformEndpoints } from './platform';
import { searchEndpoints } from './search';
import { telemetryEndpoints } from './telemetry';
import { carrierTrackingEndpoints, trackingEndpoints } from './tracking';

export { carrierApiEndpoints, carrierEndpoints, isPublicCarrierEndpoint } from './carrier';
export {
  carrierManifestEndpoints,
  carrierTrackingEndpoints,
  consignmentEndpoints,
  enquiryEndpoints,
  manifestEndpoints,
  pickupEndpoints,
  platformEndpoints,
  searchEndpoints,
  telemetryEndpoints,
  trackingEndpoints,
};

/** Every endpoint described in contracts, by area; the API reference is generated from this list. */
export const endpointsByArea = {
  platform: platformEndpoints,
  consignments: consignmentEndpoints,
  manifests: manifestEndpoints,
  pickups: pickupEndpoints,
  carrier: carrierEndpoints,
  enquiries: enquiryEndpoints,
  carrierTracking: carrierTrackingEndpoints,
  tracking: trackingEndpoints,
  carrierManifests: carrierManifestEndpoints,
  search: searchEndpoints,
  telemetry: telemetryEndpoints,
};
