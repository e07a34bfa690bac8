/**
 * The database's schema for the app and drizzle-kit: the tables the engines and several resources
 * share, and the tables each resource owns, from its folder.
 */
export * from './access';
export * from './directory';
export * from './security';
export * from './audit';
export * from './imports';
export * from '../../resources/courses/schema';
export * from '../../resources/dashboard/schema';
export * from '../../resources/events/schema';
export * from '../../resources/payments/schema';
export * from '../../resources/sponsorships/schema';
export * from '../../resources/compliance/schema';
