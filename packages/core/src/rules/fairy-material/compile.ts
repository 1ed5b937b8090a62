/** Fairy-Stockfish's insufficient material (`end.insufficientMaterial: 'fairy'`): a supplied rule (`fairy-material.ts`). */
import { suppliedRule } from '../module/supplied.js';

/** The fairy-material rule (`end.insufficientMaterial: 'fairy'`, on the classes of `end.fairyMaterial`). */
export const fairyMaterialRule = /* @__PURE__ */ suppliedRule(
  'fairyMaterial',
  (def) => def.end?.insufficientMaterial === 'fairy',
);
