/** Enquiries about a consignment: composed into View consignment by the app. */
export { EnquiriesCard } from './components/EnquiriesCard';
export type { EnquiriesCardProps } from './components/EnquiriesCard';
