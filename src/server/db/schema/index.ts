export * from './access';
export * from './users';
export * from './companies';
export * from './events';
export * from './security';
export * from './totals';
export * from './audit';
export * from './imports';
