export * from './errors';
export * from './messages';
export * from './auth';
export * from './context';
