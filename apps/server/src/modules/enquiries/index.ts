export { enquiryRoutes } from './enquiries.routes';
export { listEnquiries, lodgeEnquiry } from './enquiries.service';
