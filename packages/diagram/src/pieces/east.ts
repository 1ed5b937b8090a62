/**
 * Shogi, xiangqi and janggi pieces with their characters as outlines (`glyphs/cjk.ts`): shogi's pentagons pointing
 * at the opponent (promoted pieces in red), xiangqi's ringed discs (red and black), janggi's octagons in three sizes
 * (Cho blue, Han red). A piece these games do not have keeps its letters on the same shape.
 */
import type { DrawnPiece } from '../board/model.js';
import { byId } from './by-id.js';
import { escapeXml } from '../xml.js';
import { type Defs, glyphUse } from './defs.js';
import { moveFace } from './fairy.js';

/** Shogi characters by piece id (`@x/core`'s and Fairy-Stockfish's names); the king is 玉 for sente, 王 for gote. */
const SHOGI = byId([
  ['玉', 'king'],
  ['飛', 'rook'],
  ['角', 'bishop'],
  ['金', 'gold'],
  ['銀', 'silver'],
  ['桂', 'knight', 'shogiKnight'],
  ['香', 'lance'],
  ['歩', 'pawn', 'shogiPawn'],
  ['龍', 'dragon', 'promoted-rook'],
  ['馬', 'horse', 'promoted-bishop', 'dragonHorse'],
  ['全', 'promoted-silver'],
  ['圭', 'promoted-knight', 'promoted-shogiKnight'],
  ['杏', 'promoted-lance'],
  ['と', 'tokin', 'promoted-pawn', 'promoted-shogiPawn'],
]);

/**
 * Xiangqi characters by piece id (`@x/core`'s and Fairy-Stockfish's names; SjaakII's xiangqi family names them as
 * chess pieces): [red (white), black].
 */
const XIANGQI = byId<readonly [string, string]>([
  [['帥', '將'], 'general', 'king'],
  [['仕', '士'], 'advisor', 'fers'],
  [['相', '象'], 'elephant'],
  [['傌', '馬'], 'horse', 'knight'],
  [['俥', '車'], 'chariot', 'rook'],
  [['炮', '砲'], 'cannon'],
  [['兵', '卒'], 'soldier', 'pawn'],
]);

/** Janggi characters by piece id: [Cho (white), Han (black)], and the octagon's radius (the king largest). */
const JANGGI = byId<readonly [string, string, number]>([
  [['楚', '漢', 47], 'general', 'king'],
  [['車', '車', 41], 'chariot', 'rook'],
  [['包', '包', 41], 'cannon', 'janggiCannon'],
  [['馬', '馬', 41], 'horse'],
  [['象', '象', 41], 'elephant', 'janggiElephant'],
  [['士', '士', 34], 'advisor', 'wazir'],
  [['卒', '兵', 34], 'soldier'],
]);

/** The letters of a piece drawn on a shape that has no character for it. */
function letters(piece: DrawnPiece, fill: string, size: number): string {
  const text = piece.symbol.replace(/^\+/, '');
  const font = text.length <= 1 ? size : size * 0.7;
  return (
    `<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="bold" ` +
    `font-size="${Math.round(font)}" fill="${fill}">${escapeXml(text)}</text>`
  );
}

/** A symbol id for `piece` in a family's drawing (`s`, `x`, `j`): its type, colour and letters decide its drawing. */
function idOf(family: string, piece: DrawnPiece, extra: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9]/g, (ch) => `_${ch.codePointAt(0)!.toString(16)}`);
  return `${family}-${piece.color === 'white' ? 'w' : 'b'}-${safe(piece.id)}-${safe(piece.symbol)}${extra}`;
}

/** A shogi piece: a pentagon, pointing up (`upsideDown` false) or down, its character, promoted types in red. */
export function shogiPiece(defs: Defs, piece: DrawnPiece, upsideDown: boolean): string {
  const moves = SHOGI.has(piece.id) || piece.moves === undefined ? '' : `-m${piece.moves}`;
  const id = idOf('s', piece, `${piece.promoted ? '-p' : ''}${upsideDown ? '-d' : '-u'}${moves}`);
  return defs.define(id, () => {
    const promoted = piece.symbol.startsWith('+') || piece.promoted;
    const ink = promoted ? '#c00' : '#000';
    let ch = SHOGI.get(piece.id);
    if (ch === '玉' && piece.color === 'black') ch = '王';
    // a piece without a character shows its moves (outside the turned group: as the viewer sees them)
    const marks = ch === undefined ? moveFace(piece, ink, upsideDown) : undefined;
    const face =
      ch !== undefined
        ? glyphUse(defs, ch, 50, 56, 44, ink)
        : marks === undefined
          ? letters(piece, ink, 36)
          : '';
    const shape =
      '<path d="M50 8L79 22L87 92H13L21 22Z" fill="#f9d98c" stroke="#6b4a1a" stroke-width="3" stroke-linejoin="round"/>';
    const turn = upsideDown ? ' transform="rotate(180 50 50)"' : '';
    return `<symbol id="${id}" viewBox="0 0 100 100"><g${turn}>${shape}${face}</g>${marks ?? ''}</symbol>`;
  });
}

/** A xiangqi piece: a disc with a ring, its character in red (white's side) or black. */
export function xiangqiPiece(defs: Defs, piece: DrawnPiece): string {
  const id = idOf('x', piece, '');
  return defs.define(id, () => {
    const ink = piece.color === 'white' ? '#c00' : '#111';
    const ch = XIANGQI.get(piece.id)?.[piece.color === 'white' ? 0 : 1];
    const face = ch !== undefined ? glyphUse(defs, ch, 50, 51, 54, ink) : letters(piece, ink, 44);
    return (
      `<symbol id="${id}" viewBox="0 0 100 100"><circle cx="50" cy="50" r="45" fill="#f6e3bd" stroke="#5a3d14" ` +
      `stroke-width="3"/><circle cx="50" cy="50" r="37" fill="none" stroke="${ink}" stroke-width="2.5"/>${face}</symbol>`
    );
  });
}

/** A janggi piece: an octagon sized by rank, its character in blue (Cho, white's side) or red (Han). */
export function janggiPiece(defs: Defs, piece: DrawnPiece): string {
  const id = idOf('j', piece, '');
  return defs.define(id, () => {
    const ink = piece.color === 'white' ? '#1d4f9a' : '#c00';
    const entry = JANGGI.get(piece.id);
    const r = entry?.[2] ?? 41;
    const ch = entry?.[piece.color === 'white' ? 0 : 1];
    const face = ch !== undefined ? glyphUse(defs, ch, 50, 51, r * 1.2, ink) : letters(piece, ink, r);
    const k = r * 0.414;
    const points = [
      [50 - k, 50 - r],
      [50 + k, 50 - r],
      [50 + r, 50 - k],
      [50 + r, 50 + k],
      [50 + k, 50 + r],
      [50 - k, 50 + r],
      [50 - r, 50 + k],
      [50 - r, 50 - k],
    ]
      .map(([x, y]) => `${Math.round(x! * 10) / 10},${Math.round(y! * 10) / 10}`)
      .join(' ');
    return (
      `<symbol id="${id}" viewBox="0 0 100 100"><polygon points="${points}" fill="#f6e7c8" stroke="${ink}" ` +
      `stroke-width="3"/>${face}</symbol>`
    );
  });
}
