/**
 * The product's own texts (the spec quotes none for orders), apart from the order schemas so a screen that only
 * shows a message does not load them.
 */
export const orderMessages = {
  integrationOff: 'Order integration is not enabled for this site',
  keyOtherSite: 'This API key cannot send orders for this site',
  missingKey: 'Send a site API key as a bearer token, or sign in',
  invalidKey: 'This API key is not valid or has been revoked',
  localityNotFound: 'No locality matches this suburb, postcode and state',
  orderNotFound: 'This order cannot be found',
  orderConverted: 'A consignment has already been made from this order',
  ordersOtherReceiver: 'Orders of one consignment must be for the same receiver',
  ordersOtherSite: 'Orders of one consignment must belong to its site',
  consolidationOff: 'Consolidation is not enabled for this site',
  addressNotFound: 'This address cannot be found',
  preventsConsolidation: 'This consignment’s receiver does not take consolidated freight',
  joinHasIssues: 'This consignment has issues to resolve before freight can be added to it',
} as const;
