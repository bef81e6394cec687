/** The quote comparison, shared by the screens that price freight (estimates, consignments). */
export { QuoteTable } from './components/QuoteTable';
