/** The pickups module: what other modules, the demo world and the admin CLI may use. */
export { pickupRoutes } from './pickups.routes';
export {
  createPickup,
  getPickup,
  requestPickup,
  requestPickupWithLinks,
  updatePickup,
} from './pickups.service';
export type { PickupDeps, RequestDeps } from './pickup-deps';
export { answerCarrierPickup } from './carrier-response.service';
export { resendPickupLinks } from './pickup-links.service';
