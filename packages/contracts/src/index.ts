export * from './errors';
export * from './messages';
export * from './auth';
export * from './context';
export * from './legal';
export * from './phone';
export * from './forms';
