export * from './pana';
export * from './bids';
export * from './validation';
export * from './time';
export * from './results';
export * from './support';
export * from './protocol';
