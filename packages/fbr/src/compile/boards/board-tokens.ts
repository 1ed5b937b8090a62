/**
 * Board ids, board transfers and castling tokens that restate what `compile` plays (internal to `compile`).
 * The page gives Alice chess in three forms: the single-board line `royal alice K Q=R+N R B N P +P`
 * (compiled by alice.ts), the two-board line `royal alice K<*> Q<*>=R+N … O-O<*>=[*]isR[g]=isR[f]
 * O-O-O<*>=[*]isR[c]=isR[d]`, and that line's conversion `royal @K=K @Q=R+N … K<*>=aK--<+>mO …
 * O-O<*>=[*]isR[g]--<+>mO=isR[f]--<+>mO …`. All three are one game; the last two are read here into the
 * first. The conversion with the king's `K<*>=aK--<+>aO` is the page's four-board line (4D): read here too,
 * and played on four boards (`boards.ts`).
 */
import type { CastlingRules } from '@x/core/variant';
import type { Build } from '../state/build.js';
import type { SoundRuleSet } from '../../parse/sound-rule-set.js';
import { sequenceText } from '../../parse/stringify.js';
import type { CastlingDefNode, FbrRuleNode, MbnToken, MoveSequenceNode, FbrSpan } from '../../parse/types.js';
import { readAliceRule } from './alice.js';

/** A castling token in chess's shape: the king, unthreatened and unmoved, slides to a file; the rook to another. */
interface CastlingToken {
  readonly node: CastlingDefNode;
  readonly king: number;
  readonly partner: number;
}

/**
 * Pieces on boards of their own (`B<3>|Basilisk|=fK+mbW`: the token's piece stands on board 3), and zone tokens
 * that reach the boards at a distance (`#B=<+1>cO`: the same square one board above or below).
 */
export interface Stacked {
  /** The number of boards: the highest board named. */
  readonly count: number;
  /** The board (1-based) of each piece whose token names one. */
  readonly boardOf: ReadonlyMap<string, number>;
  /** The zone tokens `<p>X=<+n>cO`: prefix and letter, and the board distance n. */
  readonly zones: readonly { readonly prefix: string; readonly letter: string; readonly distance: number }[];
  /** The pieces whose only move is the zero move to the same square of another board (`C<1>=<2>mO`): that board. */
  readonly toBoard: ReadonlyMap<string, number>;
  /** The letters whose zone token names a board (`*C<1>=K`: the zone acts on board 1 only), with that board. */
  readonly zoneBoard: ReadonlyMap<string, number>;
}

/** A construct taken out because it restates what is compiled (a supported feature for `listFeatures`). */
export interface Restated extends FbrSpan {
  readonly feature:
    | 'id:board:all'
    | 'id:board:one'
    | 'leg:transfer'
    | 'token:castling:chess'
    | 'transition:zone'
    | 'transition:board';
  readonly token: number;
}

/** What `readBoardTokens` found. */
export interface BoardTokens {
  /** The rule set without what it restates (board ids, transfer legs, chess castling tokens). */
  readonly rest: SoundRuleSet;
  /** Castling tokens taken out; `checkCastlingTokens` checks them against the compiled castling. */
  readonly castling: readonly CastlingToken[];
  /** Where Alice chess comes from: the `alice` rule, or the transfer tokens' first one (the conversion). */
  readonly alice?: Pick<FbrRuleNode, 'offset' | 'length' | 'index' | 'attributes'>;
  /** What was taken out, located. */
  readonly restated: readonly Restated[];
  /**
   * The page's four-board line (a transfer form in which some piece may take on the square it arrives on,
   * `--<+>aO`): the ids of those pieces (then `alice`, the two-board game, is absent). Absent for every other form.
   */
  readonly stacked?: Stacked;
  readonly fourBoards?: {
    readonly arrival: readonly string[];
    /** The first transfer leg (where a problem with the four boards is reported). */
    readonly at: Pick<FbrRuleNode, 'offset' | 'length' | 'index'>;
  };
}

const KING = /^\[\*\]isR\[([a-z])\]$/;
const PARTNER = /^isR\[([a-z])\]$/;
const TRANSFER = '--<+>mO';
/** The four-board line's king: after its move it goes to another board, where it may also take (`a`). */
const TRANSFER_TAKING = '--<+>aO';

/** The transfer leg of `X--<+>mO` / `X--<+>aO` (`taking`), or `undefined`. */
function transferLeg(seq: MoveSequenceNode): { taking: boolean } | undefined {
  const [first, leg, ...more] = seq.legs;
  if (!first || !leg || more.length > 0) return undefined;
  const tail = sequenceText({ ...seq, legs: [leg] });
  return tail === TRANSFER || tail === TRANSFER_TAKING ? { taking: tail === TRANSFER_TAKING } : undefined;
}

/**
 * `X--<+>mO` (move, then go to another board, whose square must be empty) or `X--<+>aO` (there it may also
 * take): `X`, or `undefined`.
 */
function transferred(seq: MoveSequenceNode): MoveSequenceNode | undefined {
  if (!transferLeg(seq)) return undefined;
  return { ...seq, length: seq.legs[1]!.offset - seq.offset, legs: [seq.legs[0]!] };
}

/** The king's and partner's files of a castling token in chess's shape, or `undefined`. */
function chessCastling(t: CastlingDefNode, transfer: boolean): CastlingToken | undefined {
  if (t.king.kind !== 'sequence' || t.partner?.kind !== 'sequence') return undefined;
  const [k, p] = transfer ? [transferred(t.king), transferred(t.partner)] : [t.king, t.partner];
  if (!k || !p) return undefined;
  const king = KING.exec(sequenceText(k))?.[1];
  const partner = PARTNER.exec(sequenceText(p))?.[1];
  if (king === undefined || partner === undefined) return undefined;
  return { node: t, king: king.charCodeAt(0) - 97, partner: partner.charCodeAt(0) - 97 };
}

const boardOf = (t: MbnToken): string | undefined =>
  t.kind === 'castling-def' ? t.board : t.kind === 'invalid' || t.kind === 'moves' ? undefined : t.id.board;

const isMacro = (t: MbnToken) => t.kind === 'piece-def' && t.id.macro;

/**
 * How the rule set describes its boards: `'alice'` (an `alice` rule, every token on `<*>`), `'transfer'`
 * (no `alice` rule, every token on `<*>`, every piece moving then transferring `--<+>mO`), or `'one'`.
 */
function boardForm(sound: SoundRuleSet, tokens: readonly MbnToken[]) {
  const alice = readAliceRule(sound);
  const placed = tokens.filter((t) => !isMacro(t));
  const everywhere =
    placed.some((t) => boardOf(t) !== undefined) &&
    placed.every((t) => boardOf(t) === '*') &&
    tokens.filter(isMacro).every((t) => boardOf(t) === undefined);
  if (!everywhere) return 'one';
  if (alice) return alice.attributes.every((a) => a.name === 'classic') ? 'alice' : 'one';
  const moving = placed.filter((t) => t.kind === 'piece-def' && t.body);
  const moves = (t: MbnToken) => t.kind === 'piece-def' && t.body?.kind === 'sequence' && transferred(t.body);
  const castles = (t: MbnToken) => t.kind === 'castling-def' && chessCastling(t, true);
  const allMove = placed.every((t) =>
    t.kind === 'castling-def'
      ? castles(t)
      : t.kind !== 'piece-def' || (!t.body && t.id.piece.prefixes !== '') || moves(t),
  );
  return moving.length > 0 && allMove ? 'transfer' : 'one';
}

/**
 * Takes out of `ruleSet` what it restates: under `alice` (two boards), the board id `<*>` ("on every
 * board") when every piece and castling token carries it — the single-board description plays every
 * piece on both boards already; without an `alice` rule, the same with every move followed by
 * `--<+>mO` (the page's conversion: "go to the next board, onto an empty square"), read as Alice chess
 * on two boards (the page gives the line as the conversion of its two-board description); and a pair
 * of castling tokens `O-O=[*]isR[x]=isR[y]`, `O-O-O=…`, which spell out chess castling (the king
 * unthreatened, `[*]`, and unmoved, `i`, slides to file x, the rook to file y).
 */
export function readBoardTokens(sound: SoundRuleSet): BoardTokens {
  const tokens = sound.pieces().filter((t) => t.kind !== 'invalid');
  const stacked = readStacked(sound, tokens);
  if (stacked) return stacked;
  const form = boardForm(sound, tokens);
  const castlingDefs = tokens.filter((t): t is CastlingDefNode => t.kind === 'castling-def');
  const read = castlingDefs.map((t) => chessCastling(t, form === 'transfer'));
  const pair =
    castlingDefs.length === 2 &&
    new Set(castlingDefs.map((t) => t.side)).size === 2 &&
    read.every((c) => c !== undefined) &&
    castlingDefs.every((t) => t.board === undefined || form !== 'one');
  const castling = pair ? (read as CastlingToken[]) : [];
  const restated: Restated[] = [];
  const alice = readAliceRule(sound);
  if (form === 'one' && castling.length === 0)
    return { rest: sound, castling, restated, ...(alice ? { alice } : {}) };
  const pieces: MbnToken[] = [];
  const arrival: string[] = [];
  for (const t of sound.ruleSet.pieces) {
    if (t.kind === 'castling-def' && castling.length > 0) {
      restated.push({ feature: 'token:castling:chess', offset: t.offset, length: t.length, token: t.index });
      continue;
    }
    if (
      form === 'one' ||
      sound.isBroken(t.index) ||
      t.kind === 'castling-def' ||
      t.kind === 'invalid' ||
      t.kind === 'moves' ||
      t.id.macro
    ) {
      pieces.push(t);
      continue;
    }
    const { board: _, ...id } = t.id;
    restated.push({ feature: 'id:board:all', offset: t.id.offset, length: t.id.length, token: t.index });
    const body =
      t.kind === 'piece-def' && t.body?.kind === 'sequence' && form === 'transfer'
        ? transferred(t.body)
        : undefined;
    if (body) {
      const leg = t.body!.offset + body.length;
      restated.push({ feature: 'leg:transfer', offset: leg, length: TRANSFER.length, token: t.index });
      if (t.kind === 'piece-def' && transferLeg(t.body as MoveSequenceNode)?.taking)
        arrival.push(t.id.piece.prefixes + t.id.piece.key);
      pieces.push({ ...t, id, body } as MbnToken);
    } else pieces.push({ ...t, id } as MbnToken);
  }
  const first = restated.find((r) => r.feature === 'leg:transfer');
  const source =
    form === 'transfer' && first
      ? { offset: first.offset, length: first.length, index: first.token, attributes: [] }
      : alice;
  return {
    rest: sound.with({ ...sound.ruleSet, pieces }),
    castling,
    restated,
    ...(source && arrival.length === 0 ? { alice: source } : {}),
    ...(source && arrival.length > 0 ? { fourBoards: { arrival, at: source } } : {}),
  };
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

const ZONE_ACROSS = /^<\+([1-9])>cO$/;
const ONE_BOARD = /^[1-9]$/;
const TO_BOARD = /^<([1-9])>mO$/;

/**
 * The stacked form: piece tokens on one board each (`B<3>`), the others on none, and zone tokens `<p>X=<+n>cO`
 * (a prefixed letter, the zero move onto the piece n boards away) or pieces whose only move is the zero move to
 * another board (`C<1>|Crab|=<2>mO`, with its zone token on its own board, `*C<1>=K`). `undefined` for any other form.
 */
function readStacked(sound: SoundRuleSet, tokens: readonly MbnToken[]): BoardTokens | undefined {
  const boardOf = new Map<string, number>();
  const zones: { prefix: string; letter: string; distance: number }[] = [];
  const toBoard = new Map<string, number>();
  const zoneBoard = new Map<string, number>();
  const restated: Restated[] = [];
  const pieces: MbnToken[] = [];
  for (const t of sound.ruleSet.pieces) {
    if (!tokens.includes(t) || t.kind === 'castling-def' || t.kind === 'moves' || t.kind === 'invalid') {
      if (t.kind === 'castling-def' && t.board !== undefined) return undefined;
      pieces.push(t);
      continue;
    }
    const board = t.id.board;
    const body = t.kind === 'piece-def' && t.body?.kind === 'sequence' ? sequenceText(t.body) : undefined;
    const across = body !== undefined && t.id.piece.prefixes !== '' ? ZONE_ACROSS.exec(body) : null;
    if (across && board === undefined) {
      zones.push({ prefix: t.id.piece.prefixes, letter: t.id.piece.key, distance: Number(across[1]) });
      restated.push({ feature: 'transition:zone', offset: t.offset, length: t.length, token: t.index });
      continue;
    }
    if (board === undefined) {
      pieces.push(t);
      continue;
    }
    if (!ONE_BOARD.test(board) || t.id.macro) return undefined;
    restated.push({ feature: 'id:board:one', offset: t.id.offset, length: t.id.length, token: t.index });
    const { board: _, ...id } = t.id;
    if (t.id.piece.prefixes !== '') {
      // A zone token on its piece's board (`*C<1>=K`): checked against the piece's board below.
      zoneBoard.set(t.id.piece.key, Number(board));
      pieces.push({ ...t, id } as MbnToken);
      continue;
    }
    boardOf.set(t.id.piece.key, Number(board));
    const to = body === undefined ? null : TO_BOARD.exec(body);
    if (to && t.kind === 'piece-def') {
      toBoard.set(t.id.piece.key, Number(to[1]));
      restated.push({
        feature: 'transition:board',
        offset: t.body!.offset,
        length: t.body!.length,
        token: t.index,
      });
      const { body: _body, ...bare } = t;
      pieces.push({ ...bare, id } as MbnToken);
    } else pieces.push({ ...t, id } as MbnToken);
  }
  if (boardOf.size === 0 || (zones.length === 0 && toBoard.size === 0)) return undefined;
  if ([...zoneBoard].some(([letter, n]) => boardOf.get(letter) !== n)) return undefined;
  const count = Math.max(...boardOf.values(), ...toBoard.values());
  if (count < 2) return undefined;
  return {
    rest: sound.with({ ...sound.ruleSet, pieces }),
    castling: [],
    restated,
    stacked: { count, boardOf, zones, toBoard, zoneBoard },
  };
}
