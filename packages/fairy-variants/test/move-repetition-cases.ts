/**
 * `@x/core` definitions with `end.moveRepetition` that `fromVariant` writes completely: the oracle
 * (`tests/oracles/fairy-move-repetition.ts`) loads each written section into ffish and plays the same random games
 * in both, the test (`src/bridge/ends/move-repetition.ffish.test.ts`) replays them on the definition.
 */
import type { VariantDefinition } from '@x/core';
import { type MoveAtom, variants } from '@x/core/variant';

const ORTHOGONAL: MoveAtom['vectors'] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const DIAGONAL: MoveAtom['vectors'] = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];

/** Generals and guards kept in their palaces (exempt from the rule) and chariots, with the pass (guards cannot mate). */
const palace: VariantDefinition = {
  id: 'mrpalace',
  name: 'Palace',
  board: { files: 9, ranks: 10 },
  pieces: [
    { id: 'rook', symbol: 'R', moves: [{ kind: 'ride', vectors: ORTHOGONAL }] },
    {
      id: 'guard',
      symbol: 'A',
      prison: 'palace',
      moves: [{ kind: 'leap', vectors: [...ORTHOGONAL, ...DIAGONAL] }],
    },
    {
      id: 'king',
      symbol: 'K',
      royal: true,
      prison: 'palace',
      moves: [{ kind: 'leap', vectors: ORTHOGONAL }],
    },
  ],
  zones: {
    palace: {
      white: ['d1', 'e1', 'f1', 'd2', 'e2', 'f2', 'd3', 'e3', 'f3'],
      black: ['d8', 'e8', 'f8', 'd9', 'e9', 'f9', 'd10', 'e10', 'f10'],
    },
  },
  startFen: '1r1ak4/9/9/9/9/9/9/9/4KA3/7R1 w - - 0 1',
  pass: true,
  end: { repetition: 4, moveRepetition: true, insufficientMaterial: 'confined' },
};

/** Chess with the rule: every piece, the king too, may stand where the other king may. */
const chess: VariantDefinition = {
  ...variants.chess,
  id: 'mrchess',
  name: 'Chess with move repetition',
  end: { ...variants.chess.end, moveRepetition: true },
};

/** The definitions, by the section name they are written under. */
export const WRITTEN_CASES: readonly VariantDefinition[] = [palace, chess];
