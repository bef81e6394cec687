/** Carriers, their services and rate cards (DESIGN 5): the vocabulary the admin CLI and the rating data share. */

/** How a service moves freight; decides the usual cubic conversion (road 250 kg/m³, air and express 333). */
export const serviceModes = ['road', 'express', 'overnight', 'air', 'courier'] as const;
export type ServiceMode = (typeof serviceModes)[number];

export const defaultCubicConversion: Record<ServiceMode, number> = {
  road: 250,
  express: 333,
  overnight: 250,
  air: 333,
  courier: 250,
};

/** X23: an agreed service's provider type defaults to carrier. */
export const carrierServiceProviderTypes = ['carrier', 'broker'] as const;
export const DEFAULT_PROVIDER_TYPE = 'carrier';

export const surchargeBases = ['perConsignment', 'perItem'] as const;

/**
 * The rate card CSV layout (DESIGN 5): one header row, then one row per lane. Money in dollars as carriers
 * publish it; after `minimum` every column headed with a weight in kg (`0`, `100`, `500kg`, `1000+`) is a
 * weight break giving dollars per kg from that weight. An optional `transit days` column gives business days.
 */
export const rateCardCsvColumns = [
  'carrier',
  'account',
  'service',
  'from zone',
  'to zone',
  'reciprocal',
  'cubic conversion',
  'basic',
  'minimum',
] as const;
export const RATE_CARD_TRANSIT_COLUMN = 'transit days';

/** A `{consignmentNumber}` placeholder in a carrier's tracking URL template. */
export const TRACKING_URL_PLACEHOLDER = '{consignmentNumber}';
