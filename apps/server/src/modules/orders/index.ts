/** The orders module's face: its routes, and what the consignments module calls when it makes a consignment. */
export { orderRoutes } from './orders.routes';
export { reopenOrdersOfConsignments, takeOrdersForConsignment } from './order-conversion';
export {
  getOrder,
  listOrders,
  receiveOrder,
  deleteOrder,
  orderSettingsOf,
  type OrderActor,
  type OrderDeps,
} from './orders.service';
