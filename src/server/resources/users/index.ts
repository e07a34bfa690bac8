/** Users, as the rest of the server sees them: who may change whom, and what an email change sets off. */
export { assertUserAuthority, authorityTarget } from './authority';
export { afterEmailChange } from './queries';
