// Replaced by its screen (issue 11).
export { default } from './placeholder';
