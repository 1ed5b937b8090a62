/** SjaakII positions (`readFen`) → `@x/core` setups of a converted variant. */
import { coordinateName, type Setup, type SetupPiece, type VariantDefinition as CoreVariant } from '@x/core';
import type { SjaakPosition } from './fen.js';
import type { SjaakVariant } from '../shared/types.js';

/** The `@x/core` setup of a SjaakII position (board, hands, castling rights, unmoved pieces). */
export function toSetup(v: SjaakVariant, def: CoreVariant, pos: SjaakPosition): Setup {
  const ids = def.pieces.map((p) => p.id);
  const { files } = v.board;
  const board: (SetupPiece | undefined)[] = pos.board.map((q) =>
    q ? { type: ids[q.type]!, color: q.side } : undefined,
  );
  const name = (s: number) => coordinateName(s % files, Math.floor(s / files));
  const castling: string[] = [];
  for (const rule of def.castling?.rules ?? []) {
    const masks = pos.castleMasks[rule.color];
    for (const mask of [masks.short, masks.long]) {
      if (mask.length === 0 || !mask.every((s) => pos.unmoved[s])) continue;
      const names = mask.map(name);
      if (names.includes(rule.king) && names.includes(rule.partner) && !castling.includes(rule.partner))
        castling.push(rule.partner);
    }
  }
  const hand = (side: 'white' | 'black') => {
    const h: Record<string, number> = {};
    pos.holdings[side].forEach((n, t) => {
      if (n > 0) h[ids[t]!] = n;
    });
    return h;
  };
  const unmoved: string[] = [];
  pos.unmoved.forEach((u, s) => {
    if (u && pos.board[s]) unmoved.push(name(s));
  });
  const setup: { -readonly [K in keyof Setup]: Setup[K] } = {
    files: pos.files,
    ranks: pos.ranks,
    board,
    turn: pos.side,
    castling,
    halfmoves: pos.halfmoveClock,
    fullmoves: Math.max(1, pos.fullmoveNumber),
    unmoved,
  };
  if (def.drops) setup.hands = { white: hand('white'), black: hand('black') };
  return setup;
}
