/** The status rules live in shared: the header search shows them too. */
export * from '../../../shared/lib/consignment-status';
