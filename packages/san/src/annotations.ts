/**
 * `@x/san/annotations`: what PGN puts around the moves — comment commands (`[%eval]`, `[%clk]`, `[%csl]`,
 * `[%cal]`) read and written (`parseComment`, `parseComments`, `makeComment`) and the NAG numbers of move
 * glyphs (`nagGlyph`).
 */
export {
  type CommentEvaluation,
  type CommentShape,
  makeComment,
  type PgnComment,
  parseComment,
  parseComments,
} from './game/comment.js';
export { nagGlyph } from './move/glyphs.js';
