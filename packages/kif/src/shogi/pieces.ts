/**
 * The shogi pieces in every notation `@x/kif` reads: `@x/core` piece ids, CSA codes (`FU`), SFEN/USI letters
 * (`P`, `+P`), Japanese names (`歩`, `成香`) and the Western letters of Hodges and Hosking.
 */

/** One shogi piece kind in every notation. */
export interface ShogiPiece {
  /** `@x/core` piece id (`pawn`, `tokin`). */
  readonly id: string;
  /** CSA code (`FU`, `TO`); the kind names of JKF too. */
  readonly csa: string;
  /** SFEN letter of the first player (`P`, `+P`). */
  readonly sfen: string;
  /** Japanese name as KIF writes it (`歩`, `成香`). */
  readonly kif: string;
  /** One-character name as KI2 and board diagrams write it (`歩`, `杏`). */
  readonly short: string;
  /** The piece it promotes to (CSA code), if any. */
  readonly promotesTo?: string;
  /** The piece it demotes to in hand (CSA code), if promoted. */
  readonly base?: string;
}

const PIECES: readonly ShogiPiece[] = [
  { id: 'pawn', csa: 'FU', sfen: 'P', kif: '歩', short: '歩', promotesTo: 'TO' },
  { id: 'lance', csa: 'KY', sfen: 'L', kif: '香', short: '香', promotesTo: 'NY' },
  { id: 'knight', csa: 'KE', sfen: 'N', kif: '桂', short: '桂', promotesTo: 'NK' },
  { id: 'silver', csa: 'GI', sfen: 'S', kif: '銀', short: '銀', promotesTo: 'NG' },
  { id: 'gold', csa: 'KI', sfen: 'G', kif: '金', short: '金' },
  { id: 'bishop', csa: 'KA', sfen: 'B', kif: '角', short: '角', promotesTo: 'UM' },
  { id: 'rook', csa: 'HI', sfen: 'R', kif: '飛', short: '飛', promotesTo: 'RY' },
  { id: 'king', csa: 'OU', sfen: 'K', kif: '玉', short: '玉' },
  { id: 'tokin', csa: 'TO', sfen: '+P', kif: 'と', short: 'と', base: 'FU' },
  { id: 'promoted-lance', csa: 'NY', sfen: '+L', kif: '成香', short: '杏', base: 'KY' },
  { id: 'promoted-knight', csa: 'NK', sfen: '+N', kif: '成桂', short: '圭', base: 'KE' },
  { id: 'promoted-silver', csa: 'NG', sfen: '+S', kif: '成銀', short: '全', base: 'GI' },
  { id: 'horse', csa: 'UM', sfen: '+B', kif: '馬', short: '馬', base: 'KA' },
  { id: 'dragon', csa: 'RY', sfen: '+R', kif: '龍', short: '龍', base: 'HI' },
];

/** Pieces by `@x/core` id. */
export const PIECE_BY_ID: ReadonlyMap<string, ShogiPiece> = new Map(PIECES.map((p) => [p.id, p]));
/** Pieces by CSA code. */
export const PIECE_BY_CSA: ReadonlyMap<string, ShogiPiece> = new Map(PIECES.map((p) => [p.csa, p]));
/** Pieces by SFEN letter of the first player (`P`, `+P`). */
export const PIECE_BY_SFEN: ReadonlyMap<string, ShogiPiece> = new Map(PIECES.map((p) => [p.sfen, p]));

/** Pieces by every Japanese name readers accept (`玉` and `王`, `龍` and `竜`, `成香` and `杏`, …). */
export const PIECE_BY_NAME: ReadonlyMap<string, ShogiPiece> = new Map([
  ...PIECES.map((p) => [p.kif, p] as const),
  ...PIECES.map((p) => [p.short, p] as const),
  ['王', PIECE_BY_CSA.get('OU')!],
  ['竜', PIECE_BY_CSA.get('RY')!],
  ['成銀', PIECE_BY_CSA.get('NG')!],
  ['成桂', PIECE_BY_CSA.get('NK')!],
  ['成香', PIECE_BY_CSA.get('NY')!],
]);

/** Hand pieces in the order SFEN, KIF and CSA write them (rook first, pawn last). */
export const HAND_ORDER: readonly string[] = ['HI', 'KA', 'KI', 'GI', 'KE', 'KY', 'FU'];

/** The piece with `@x/core` id `id`; throws a `TypeError` for a piece that is not a shogi piece. */
export function pieceOf(id: string): ShogiPiece {
  const piece = PIECE_BY_ID.get(id);
  if (piece === undefined) throw new TypeError(`'${id}' is not a shogi piece`);
  return piece;
}
