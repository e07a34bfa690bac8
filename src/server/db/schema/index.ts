export * from './access';
export * from './users';
