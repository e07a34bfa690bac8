/** What other resources use from this one; they import nothing else from its folder. */
export { behindEndingPath } from './paths';
