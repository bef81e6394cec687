export * from './identity';
export * from './context';
export * from './carriers';
export * from './legal';
export * from './mail';
export * from './localities';
