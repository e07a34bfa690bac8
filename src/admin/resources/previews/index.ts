/** What other resources use from this one. */
export { PreviewButton } from './PreviewButton';
