export * from './gs1';
export * from './consignment-number';
