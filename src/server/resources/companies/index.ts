/** Companies, as the rest of the server sees them: the members a company's pickers offer. */
export { listMemberChoices } from './queries';
