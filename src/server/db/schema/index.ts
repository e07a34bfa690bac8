export * from './access';
export * from './directory';
export * from './events';
export * from './security';
export * from './totals';
export * from './audit';
export * from './imports';
