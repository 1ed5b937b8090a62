/** Helpers for `@x/fbr`'s tests that read the legal moves of a compiled variant's position. */
export { targetsFrom } from '../../../tests/moves.js';
