/**
 * TEST SUPPORT ONLY — not part of `@x/core`. A minimal reader for the ICN test cases in `../shared/data/icn/`:
 * the piece list and the few header fields the engine tests need (turn order, en passant, move rule, promotion
 * ranks, win conditions, world border, a seed `{"slideLimit": …}` extra) and the moves. `@x/core` must not depend
 * on `@x/icn`; the real reader lives there. Lenient by design; throws plain errors on what it does not know.
 */
import type {
  InfiniteMove,
  InfinitePieceSetup,
  InfinitePieceType,
  InfinitePlayer,
  InfiniteRules,
  InfiniteSetup,
} from '../../src/infinite/index.js';
import type { WinCondition } from '../../src/infinite/types.js';

const CODES: Record<string, InfinitePieceType> = {
  k: 'king',
  q: 'queen',
  r: 'rook',
  b: 'bishop',
  n: 'knight',
  p: 'pawn',
  am: 'amazon',
  ha: 'hawk',
  ch: 'chancellor',
  ar: 'archbishop',
  gu: 'guard',
  ca: 'camel',
  gi: 'giraffe',
  ze: 'zebra',
  ce: 'centaur',
  rq: 'royalQueen',
  rc: 'royalCentaur',
  nr: 'knightrider',
  hu: 'huygen',
  ro: 'rose',
  ob: 'obstacle',
  vo: 'void',
};

/** Player numbers of the live dialect (1 white … 6 green, 0 neutral). */
const BY_NUMBER: InfinitePlayer[] = ['neutral', 'white', 'black', 'red', 'blue', 'yellow', 'green'];
const TURN_CODES: Record<string, InfinitePlayer> = {
  w: 'white',
  b: 'black',
  r: 'red',
  bu: 'blue',
  y: 'yellow',
  g: 'green',
  n: 'neutral',
};

/** A case read from a fixture. */
export interface IcnCase {
  readonly setup: InfiniteSetup;
  readonly moves: InfiniteMove[];
  readonly tags: Record<string, string>;
}

function pieceOf(code: string): { type: InfinitePieceType; player: InfinitePlayer } {
  const m = /^(\d*)([A-Za-z]{1,2})$/.exec(code);
  if (!m) throw new Error(`bad piece code ${code}`);
  const type = CODES[m[2]!.toLowerCase()];
  if (!type) throw new Error(`unknown piece code ${code}`);
  if (type === 'obstacle' || type === 'void') return { type, player: 'neutral' };
  if (m[1]) return { type, player: BY_NUMBER[Number(m[1])]! };
  return { type, player: m[2] === m[2]!.toUpperCase() ? 'white' : 'black' };
}

const POSITION = /^(\d*[A-Za-z]{1,2}-?\d+,-?\d+\+?)(\|\d*[A-Za-z]{1,2}-?\d+,-?\d+\+?)*$/;
const MOVE =
  /([A-Za-z]*)(-?\d+),(-?\d+)\s*[>x]\s*(-?\d+),(-?\d+)(?:\s*=?\s*(\d*[A-Za-z]{1,2})(?![A-Za-z0-9,]))?/g;

/** Strips `# ` header lines of a shared-data case file. */
export function caseText(file: string): string {
  return file
    .split('\n')
    .filter((l) => !l.startsWith('# '))
    .join('\n');
}

/** Reads one ICN case (full ICN or a bare piece list). */
export function readIcn(text: string): IcnCase {
  const tags: Record<string, string> = {};
  let rest = text.replace(/\[(\w+)(?::\s*|\s+")([^"\]]*)"?\]/g, (_m, k: string, v: string) => {
    tags[k] = v;
    return ' ';
  });
  // seed JSON extras
  let extras: Record<string, unknown> = {};
  rest = rest.replace(/\{"[^}]*\}/, (m) => {
    extras = JSON.parse(m) as Record<string, unknown>;
    return ' ';
  });
  const tokens = rest.split(/\s+/).filter((t) => t.length > 0);
  let turnOrder: InfinitePlayer[] = ['white', 'black'];
  let ep: { x: bigint; y: bigint } | undefined;
  let moveRule: number | undefined;
  let moveRuleState: number | undefined;
  let fullMove: number | undefined;
  let promoText: string | undefined;
  let borderText: string | undefined;
  let winText: string | undefined;
  const pieces: InfinitePieceSetup[] = [];
  let k = 0;
  let seenPosition = false;
  for (; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (/^(w|b|r|bu|y|g|n)(:(w|b|r|bu|y|g|n))*$/.test(t) && !seenPosition) {
      const codes = t.split(':');
      turnOrder =
        codes.length === 1
          ? t === 'w'
            ? ['white', 'black']
            : ['black', 'white']
          : codes.map((c) => TURN_CODES[c]!);
    } else if (/^-?\d+,-?\d+$/.test(t) && !seenPosition) {
      const [x, y] = t.split(',');
      ep = { x: BigInt(x!), y: BigInt(y!) };
    } else if (/^\d+\/\d+$/.test(t)) {
      const [a, b] = t.split('/');
      moveRuleState = Number(a);
      moveRule = Number(b);
    } else if (/^\d+$/.test(t)) fullMove = Number(t);
    else if (/^\(?[\d|;,\-A-Za-z]*\)?$/.test(t) && /^\((\d|-|\||;)/.test(t)) promoText = t;
    else if (/^(-?\d+|_),(-?\d+|_),(-?\d+|_),(-?\d+|_)$/.test(t)) borderText = t;
    else if (/^\(?[a-z]+(,[a-z]+)*(\|[a-z]+(,[a-z]+)*)*\)?$/.test(t) && t !== 'w' && t !== 'b') winText = t;
    else if (t.startsWith('Squares:') || t.startsWith('Rays:')) continue;
    else if (POSITION.test(t)) {
      seenPosition = true;
      for (const e of t.split('|')) {
        const m = /^(\d*[A-Za-z]{1,2})(-?\d+),(-?\d+)(\+?)$/.exec(e)!;
        const { type, player } = pieceOf(m[1]!);
        const p: InfinitePieceSetup = { x: BigInt(m[2]!), y: BigInt(m[3]!), type, player };
        pieces.push(m[4] ? { ...p, specialRight: true } : p);
      }
    } else break;
  }
  const players = [...new Set(turnOrder)].sort((a, b) => BY_NUMBER.indexOf(a) - BY_NUMBER.indexOf(b));
  const rules: {
    -readonly [K in keyof InfiniteRules]: InfiniteRules[K];
  } = {};
  if (moveRule !== undefined) rules.moveRule = moveRule;
  if (promoText) {
    const sides = promoText.replace(/^\(|\)$/g, '').split('|');
    const ranks: Partial<Record<InfinitePlayer, bigint[]>> = {};
    const allowed: Partial<Record<InfinitePlayer, InfinitePieceType[]>> = {};
    sides.forEach((side, i) => {
      const player = players[i];
      if (!player || side === '') return;
      const [r, codes] = side.split(';');
      ranks[player] = r!.split(',').map((v) => BigInt(v));
      if (codes) allowed[player] = codes.split(',').map((c) => CODES[c.toLowerCase()]!);
    });
    rules.promotionRanks = ranks;
    rules.promotionsAllowed = allowed;
  }
  const variant = tags['Variant'];
  if (!borderText && (variant === 'Chess' || variant === 'Obstocean') && pieces.length > 0) {
    // §4.3: these variants imply border = start bounding box ± 0
    let [l, r, b, t] = [pieces[0]!.x, pieces[0]!.x, pieces[0]!.y, pieces[0]!.y];
    for (const p of pieces) {
      if (p.x < l) l = p.x;
      if (p.x > r) r = p.x;
      if (p.y < b) b = p.y;
      if (p.y > t) t = p.y;
    }
    borderText = `${l},${r},${b},${t}`;
  }
  if (borderText) {
    const [l, r, b, t] = borderText.split(',').map((v) => (v === '_' ? null : BigInt(v)));
    rules.worldBorder = { left: l!, right: r!, bottom: b!, top: t! };
  }
  if (winText) {
    const lists = winText.replace(/^\(|\)$/g, '').split('|');
    const wc: Partial<Record<InfinitePlayer, WinCondition[]>> = {};
    players.forEach((p, i) => {
      wc[p] = (lists.length === 1 ? lists[0]! : lists[i]!).split(',') as WinCondition[];
    });
    rules.winConditions = wc;
  }
  if (typeof extras['slideLimit'] === 'number') rules.slideLimit = BigInt(extras['slideLimit']);
  const moveText = tokens
    .slice(k)
    .join(' ')
    .replace(/\{[^}]*\}/g, ' ');
  const moves: InfiniteMove[] = [];
  for (const m of moveText.matchAll(MOVE)) {
    const mv: InfiniteMove = {
      from: { x: BigInt(m[2]!), y: BigInt(m[3]!) },
      to: { x: BigInt(m[4]!), y: BigInt(m[5]!) },
    };
    moves.push(m[6] ? { ...mv, promotion: pieceOf(m[6]).type } : mv);
  }
  const setup: { -readonly [K in keyof InfiniteSetup]: InfiniteSetup[K] } = { pieces, turnOrder, rules };
  if (ep) setup.enPassant = { square: ep };
  if (moveRuleState !== undefined) setup.moveRuleState = moveRuleState;
  if (fullMove !== undefined) setup.fullMove = fullMove;
  return { setup, moves, tags };
}

/** Translates a setup by (dx, dy): pieces, en passant, promotion ranks and the world border move with it. */
export function translateSetup(setup: InfiniteSetup, dx: bigint, dy: bigint): InfiniteSetup {
  const r = setup.rules ?? {};
  const rules: { -readonly [K in keyof InfiniteRules]: InfiniteRules[K] } = { ...r };
  if (r.promotionRanks) {
    const pr: Partial<Record<InfinitePlayer, bigint[]>> = {};
    for (const [p, ranks] of Object.entries(r.promotionRanks))
      pr[p as InfinitePlayer] = ranks!.map((y) => y + dy);
    rules.promotionRanks = pr;
  }
  if (r.worldBorder) {
    const b = r.worldBorder;
    const sh = (v: bigint | null | undefined, d: bigint) => (v === null || v === undefined ? null : v + d);
    rules.worldBorder = {
      left: sh(b.left, dx),
      right: sh(b.right, dx),
      bottom: sh(b.bottom, dy),
      top: sh(b.top, dy),
    };
  }
  const out: { -readonly [K in keyof InfiniteSetup]: InfiniteSetup[K] } = {
    ...setup,
    pieces: setup.pieces.map((p) => ({ ...p, x: p.x + dx, y: p.y + dy })),
    rules,
  };
  if (setup.enPassant) {
    const e = setup.enPassant;
    out.enPassant = e.pawn
      ? { square: { x: e.square.x + dx, y: e.square.y + dy }, pawn: { x: e.pawn.x + dx, y: e.pawn.y + dy } }
      : { square: { x: e.square.x + dx, y: e.square.y + dy } };
  }
  return out;
}
