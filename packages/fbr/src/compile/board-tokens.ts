/**
 * Board ids and castling tokens that restate what `compile` already plays (internal to `compile`):
 * the page's two-board Alice line `royal alice K<*> Q<*>=R+N … O-O<*>=[*]isR[g]=isR[f]
 * O-O-O<*>=[*]isR[c]=isR[d]` is the game of its single-board line `royal alice K Q=R+N R B N P +P`.
 */
import type { CastlingRules } from '@x/core/variant';
import type { Build } from './build.js';
import type { RuleSet } from '../parse/rule-set.js';
import { sequenceText } from '../parse/stringify.js';
import type { CastlingDefNode, MbnToken } from '../parse/types.js';
import { readAliceRule } from './alice.js';

/** A castling token in chess's shape: the king, unthreatened and unmoved, slides to a file; the rook to another. */
interface CastlingToken {
  readonly node: CastlingDefNode;
  readonly king: number;
  readonly partner: number;
}

/** What `readBoardTokens` found. */
export interface BoardTokens {
  /** The rule set without the tokens (and board ids) that `compile` plays otherwise. */
  readonly ruleSet: RuleSet;
  /** Castling tokens taken out; `checkCastlingTokens` checks them against the compiled castling. */
  readonly castling: readonly CastlingToken[];
}

const KING = /^\[\*\]isR\[([a-z])\]$/;
const PARTNER = /^isR\[([a-z])\]$/;

/** The king's and partner's files of a castling token in chess's shape, or `undefined`. */
function chessCastling(t: CastlingDefNode): CastlingToken | undefined {
  if (t.king.kind !== 'sequence' || t.partner?.kind !== 'sequence') return undefined;
  const king = KING.exec(sequenceText(t.king))?.[1];
  const partner = PARTNER.exec(sequenceText(t.partner))?.[1];
  if (king === undefined || partner === undefined) return undefined;
  return { node: t, king: king.charCodeAt(0) - 97, partner: partner.charCodeAt(0) - 97 };
}

const boardOf = (t: MbnToken): string | undefined =>
  t.kind === 'castling-def' ? t.board : t.kind === 'invalid' || t.kind === 'moves' ? undefined : t.id.board;

/** What `readBoardTokens` reads: board ids `<*>` that restate the Alice rule, chess castling tokens. */
export interface BoardReading {
  /** Under `alice`, every piece and castling token carries `<*>` ("on every board"). */
  readonly everywhere: boolean;
  /** A pair `O-O=[*]isR[x]=isR[y]`, `O-O-O=…` (with `<*>` only when `everywhere`); else empty. */
  readonly castling: readonly CastlingToken[];
}

/**
 * Which tokens restate what `compile` plays otherwise: under `alice` (two boards), the board id `<*>`
 * ("on every board") when every piece and castling token carries it — the single-board description
 * plays every piece on both boards already; and a pair of castling tokens `O-O=[*]isR[x]=isR[y]`,
 * `O-O-O=…`, which spell out chess castling (the king unthreatened, `[*]`, and unmoved, `i`, slides to
 * file x, the rook to file y). `listFeatures` names them `id:board:all` and `token:castling:chess`.
 */
export function readBoardReading(ruleSet: RuleSet, broken: ReadonlySet<number>): BoardReading {
  const alice = readAliceRule(ruleSet.rules, broken);
  const tokens = ruleSet.pieces.filter((t) => !broken.has(t.index) && t.kind !== 'invalid');
  const everywhere =
    alice?.attributes.every((a) => a.name === 'classic') === true &&
    tokens.some((t) => boardOf(t) !== undefined) &&
    tokens.every((t) => boardOf(t) === '*');
  const castlingDefs = tokens.filter((t): t is CastlingDefNode => t.kind === 'castling-def');
  const read = castlingDefs.map(chessCastling);
  const pair =
    castlingDefs.length === 2 &&
    new Set(castlingDefs.map((t) => t.side)).size === 2 &&
    read.every((c) => c !== undefined) &&
    castlingDefs.every((t) => t.board === undefined || everywhere);
  return { everywhere, castling: pair ? (read as CastlingToken[]) : [] };
}

/** `ruleSet` without what `readBoardReading` found restated (castling tokens: see `checkCastlingTokens`). */
export function readBoardTokens(ruleSet: RuleSet, broken: ReadonlySet<number>): BoardTokens {
  const { everywhere, castling } = readBoardReading(ruleSet, broken);
  if (!everywhere && castling.length === 0) return { ruleSet, castling };
  const pieces: MbnToken[] = [];
  for (const t of ruleSet.pieces) {
    if (t.kind === 'castling-def' && castling.length > 0) continue;
    if (everywhere && t.kind !== 'castling-def' && t.kind !== 'invalid' && t.kind !== 'moves') {
      const { board: _, ...id } = t.id;
      pieces.push({ ...t, id });
    } else pieces.push(t);
  }
  return { ruleSet: { ...ruleSet, pieces }, castling };
}

/** Reports the castling tokens `readBoardTokens` took out that the compiled castling does not play. */
export function checkCastlingTokens(
  b: Build,
  tokens: readonly CastlingToken[],
  castling: CastlingRules | undefined,
): void {
  for (const t of tokens) {
    const side = t.node.side === 'O-O' ? castling?.short : castling?.long;
    if (side && side.king === t.king && side.partner === t.partner) continue;
    b.unsupported(
      'token:castling',
      t.node,
      castling
        ? `${t.node.side}: only the royal's castling (king to ${String.fromCharCode(97 + (side?.king ?? 0))}) is compiled`
        : `${t.node.side}: the rule set has no royal castling`,
      t.node.index,
    );
  }
}
