/**
 * `fromVariant`: an `@x/core` variant definition written as one SjaakII `variants.txt` block. What the writer
 * does not say is an `unexpressible-<feature>` diagnostic naming the definition field (a warning where it is
 * written as near as SjaakII can say it: no move-count draw as its longest, 63 moves); `complete` is true only when
 * no diagnostic is an error and the block, read back by this package's `toVariant`, plays the same game on a
 * sample (the same legal moves along a short game and the same perft 2 from the start).
 */
import { Position, parseFen, perft, type Setup, type VariantDefinition, type WrittenVariant } from '@x/core';
import { unwrittenFields, writtenVariant } from '@x/core/notation';
import type { MoveAtom, Vector } from '@x/core/variant';
import { toVariant } from '../convert/to-variant.js';
import { parse } from '../parse/parse.js';
import { shortName } from '../parse/short-name.js';

/** Every code `fromVariant` reports. */
export const SJAAK_WRITE_ERROR_CODES = [
  'invalid-definition',
  'unexpressible-board',
  'unexpressible-move',
  'unexpressible-piece-rule',
  'unexpressible-promotion',
  'unexpressible-castling',
  'unexpressible-rule',
  'unexpressible-end-rule',
  'different-game',
] as const;

/** A code of `SJAAK_WRITE_ERROR_CODES`. */
export type SjaakWriteCode = (typeof SJAAK_WRITE_ERROR_CODES)[number];

/** Options of `fromVariant`. */
interface FromVariantOptions {
  /** The variant name (`Variant:` line; default: the definition's name or id). */
  readonly name?: string;
}

/** A thing not written; a `warning` is one written as near as SjaakII can say it (the game stays the same). */
type Problem = { code: SjaakWriteCode; path: string; message: string; severity?: 'warning' };

const SQUARE = (files: number, i: number) =>
  `${String.fromCharCode(97 + (i % files))}${Math.floor(i / files) + 1}`;

const ATOM_KEYS_UNSAID: readonly (keyof MoveAtom)[] = [
  'notInCheck',
  'inCheck',
  'secondStep',
  'swap',
  'swapChain',
  'bounce',
  'hurdleExcept',
  'reach',
  'hop',
];

/** White's and Black's vectors of an atom. */
function blackVectors(atom: MoveAtom): Vector[] {
  return atom.vectors.map(([x, y]) => (atom.orientation === 'rotate' ? [-x, -y] : [x, -y]) as Vector);
}

const key = (vs: readonly Vector[]) => [...new Set(vs.map((v) => v.join(',')))].sort().join(' ');

/** A ride along unit vectors as SjaakII words: `slide (H,V)` lines, else `step 9N` counts. */
function rideText(vectors: readonly Vector[], limit: number): string | undefined {
  const set = new Set(vectors.map((v) => v.join(',')));
  if (vectors.some(([x, y]) => Math.abs(x) > 1 || Math.abs(y) > 1)) {
    const [x, y] = vectors[0]!;
    const images = new Set<string>();
    for (const [a, b] of [
      [x, y],
      [y, x],
    ])
      for (const sa of [1, -1]) for (const sb of [1, -1]) images.add(`${a! * sa},${b! * sb}`);
    if (limit === 0 && images.size === set.size && [...images].every((i) => set.has(i)))
      return `ride (${Math.abs(x)},${Math.abs(y)})`;
    return undefined;
  }
  const lines: [string, string, string][] = [
    ['H', '1,0', '-1,0'],
    ['V', '0,1', '0,-1'],
    ['D', '1,1', '-1,-1'],
    ['A', '1,-1', '-1,1'],
  ];
  if (limit === 0 && lines.every(([, a, b]) => set.has(a) === set.has(b)))
    return `slide (${lines
      .filter(([, a]) => set.has(a))
      .map(([l]) => l)
      .join(',')})`;
  const compass: Record<string, string> = {
    '0,1': 'N',
    '1,1': 'NE',
    '1,0': 'E',
    '1,-1': 'SE',
    '0,-1': 'S',
    '-1,-1': 'SW',
    '-1,0': 'W',
    '-1,1': 'NW',
  };
  const count = limit === 0 ? 16 : limit;
  if (count > 16) return undefined;
  return `step ${[...set].map((v) => `${count}${compass[v]}`).join(',')}`;
}

/** One atom as a SjaakII move string, or undefined when it cannot be said. */
function atomText(atom: MoveAtom, def: VariantDefinition): string | undefined {
  if (ATOM_KEYS_UNSAID.some((k) => atom[k] !== undefined && atom[k] !== false)) return undefined;
  if (atom.fromZone !== undefined && atom.mode !== 'move') return undefined;
  const white = atom.vectors;
  const black = blackVectors(atom);
  const mirrored = black.map(([x, y]) => [x, -y] as Vector);
  // SjaakII's rides and slides are the same for both sides; leaps (`aleap`) mirror the ranks for Black.
  if (atom.kind === 'ride') {
    if (atom.legs || key(white) !== key(black.map(([x, y]) => [-x, -y] as Vector))) return undefined;
    const longest = Math.max(def.board.files, def.board.ranks);
    const limit = atom.range === undefined || atom.range >= longest - 1 ? 0 : atom.range;
    return rideText(white, limit);
  }
  if (atom.kind !== 'leap' || key(white) !== key(mirrored)) return undefined;
  if (atom.legs) {
    // The pawn's double step: two steps straight ahead through an empty square.
    const straight = white.length === 1 && white[0]![0] === 0 && Math.abs(white[0]![1]) === 2;
    if (straight && (atom.initial || atom.fromZone !== undefined))
      return `step 2${white[0]![1] > 0 ? 'N' : 'S'}`;
    return undefined;
  }
  return `aleap ${white.map(([x, y]) => `(${x},${y})`).join('|')}`;
}

/**
 * Move texts with every `aleap` joined into one, where the first was: SjaakII 1.4.1 keeps one leap set per
 * piece and move kind, so a second `aleap` line replaces the first (a king written as a wazir line and a ferz
 * line would move as a ferz only).
 */
function oneLeap(texts: readonly string[]): string[] {
  const leaps = texts.filter((t) => t.startsWith('aleap '));
  if (leaps.length < 2) return [...texts];
  const vectors = [...new Set(leaps.flatMap((t) => t.slice('aleap '.length).split('|')))];
  const at = texts.indexOf(leaps[0]!);
  const rest = texts.filter((t) => !t.startsWith('aleap '));
  return [...rest.slice(0, at), `aleap ${vectors.join('|')}`, ...rest.slice(at)];
}

/** The block's piece lines; the letters of the FEN are each piece's symbol. */
function pieceLines(def: VariantDefinition, setup: Setup, problems: Problem[]): string[] {
  const out: string[] = [];
  const letter = new Map(def.pieces.map((p) => [p.id, p.symbol.toUpperCase()]));
  // SjaakII zone names are words: core's names (`white_promotion/black_promotion`) are numbered instead.
  const zoneNames = new Map<string, string>();
  const zoneName = (z: string) => {
    if (!zoneNames.has(z)) zoneNames.set(z, `zone${zoneNames.size + 1}`);
    return zoneNames.get(z)!;
  };
  for (const [i, piece] of def.pieces.entries()) {
    const fail = (code: SjaakWriteCode, path: string, what: string) =>
      problems.push({ code, path: `pieces[${i}]${path}`, message: `${piece.id}: ${what}` });
    const sym = piece.symbol;
    if (!/^[A-Za-z]$/.test(sym)) fail('unexpressible-piece-rule', '.symbol', `symbol "${sym}" (one letter)`);
    const quiet: string[] = [];
    const captures: string[] = [];
    const initial: string[] = [];
    const always: string[] = [];
    const specials: [string, string][] = [];
    let ep: string[] = [];
    for (const [j, atom] of piece.moves.entries()) {
      if (atom.walk !== undefined) {
        fail(
          'unexpressible-move',
          `.moves[${j}].walk`,
          "walk: a move of several leaps (the Fire Demon's area move)",
        );
        continue;
      }
      if (atom.toBoard !== undefined) {
        fail('unexpressible-move', `.moves[${j}].toBoard`, 'toBoard: a move to another board');
        continue;
      }
      const text = atomText(atom, def);
      if (text === undefined) {
        fail('unexpressible-move', `.moves[${j}]`, `the move ${JSON.stringify(atom)}`);
        continue;
      }
      if (atom.setsEnPassant) ep.push('set_ep');
      if (atom.takesEnPassant) ep.push('take_ep');
      // `Special:` moves replace the quiet moves in a zone; the moves outside it are core's `!(zone)`.
      if (atom.fromZone !== undefined && !atom.fromZone.startsWith('!(')) {
        specials.push([atom.fromZone, text]);
        continue;
      }
      if (atom.initial) {
        if (atom.mode !== 'move') fail('unexpressible-move', `.moves[${j}]`, 'an initial capture');
        initial.push(text);
        continue;
      }
      if (atom.mode !== 'capture') quiet.push(text);
      if (atom.mode !== 'capture' && !atom.notInitial) always.push(text);
      if (atom.notInitial && atom.mode !== 'move')
        fail('unexpressible-move', `.moves[${j}]`, 'a capture after the first move only');
      if (atom.mode !== 'move') captures.push(text);
    }
    ep = [...new Set(ep)];
    out.push('', `Piece: ${piece.id}`);
    // One move kind per line; `Capture:` lines make the `Move:` lines quiet only.
    const [moves, takes] = [oneLeap(quiet), oneLeap(captures)];
    const same = moves.join('|') === takes.join('|');
    for (const m of moves.length > 0 ? moves : ['none']) out.push(`Move: ${m}`);
    if (!same) for (const m of takes.length > 0 ? takes : ['none']) out.push(`Capture: ${m}`);
    // `Initial:` replaces the quiet moves while the piece has not moved.
    if (initial.length > 0) for (const m of oneLeap([...always, ...initial])) out.push(`Initial: ${m}`);
    // A zone's extra quiet moves (the pawn's double step from its rank): Special replaces the quiet moves there.
    for (let [z, text] of specials) {
      const zone = def.zones?.[z];
      if (!zone) continue;
      z = zoneName(z);
      out.push(`Zone: ${z}w = ${zone.white.join(',')}`, `Zone: ${z}b = ${zone.black.join(',')}`);
      out.push(`Special: ${z}w, ${z}b, ${text}`);
    }
    out.push(`Symbol: "${sym.toUpperCase()}", "${sym.toUpperCase()},${sym.toLowerCase()}"`);
    const promo = piece.promotion;
    if (piece.promotions?.length) fail('unexpressible-promotion', '.promotions', 'several promotion rules');
    if (promo) {
      const zone = def.zones?.[promo.zone];
      const choices = promo.choices.map((c) => letter.get(c));
      if (!zone || choices.some((c) => c === undefined) || promo.standing)
        fail('unexpressible-promotion', '.promotion', 'a promotion other than on entering a zone');
      else {
        const z = zoneName(promo.zone);
        out.push(`Zone: ${z}w = ${zone.white.join(',')}`, `Zone: ${z}b = ${zone.black.join(',')}`);
        const kw = promo.mandatory === 'optional' ? 'Optional promotion' : 'Promotion';
        out.push(`${kw}: ${z}w, ${z}b, "${choices.join('')}"`);
      }
    }
    const flags = [...(piece.royal ? ['royal'] : []), ...ep];
    if (flags.length > 0) out.push(`Flags: ${flags.join(',')}`);
    if (piece.max !== undefined) out.push(`Max: ${piece.max}`);
    if (typeof piece.royal === 'object')
      fail('unexpressible-piece-rule', '.royal.upTo', 'royal only up to a count');
    // a piece's rules one by one (`rules.freeze`, `rules.noRetaliate`): none is written yet
    for (const field of unwrittenFields(piece, PIECE_FIELDS_SAID))
      for (const k of field === 'rules' ? Object.keys(piece.rules!).map((r) => `rules.${r}`) : [field])
        fail('unexpressible-piece-rule', `.${k}`, k);
    if (def.castling?.king === piece.id) out.push(...castleLines(def, setup, problems));
  }
  // Zone lines belong in the block head: hoisted by the caller.
  return out;
}

/** `Castle:` lines of the king from the start position's rights and the castling files. */
function castleLines(def: VariantDefinition, setup: Setup, problems: Problem[]): string[] {
  const c = def.castling!;
  const { files } = def.board;
  const fail = (what: string) => {
    problems.push({ code: 'unexpressible-castling', path: 'castling', message: what });
    return [];
  };
  // Explicit rules are SjaakII's own `Castle:` lines.
  if (c.rules && !c.chess960 && !c.opposite)
    return c.rules.map((r) => `Castle: ${r.color} ${r.king}-${r.targets.join(',')} with ${r.partner}`);
  if (c.rules || c.chess960 || c.opposite)
    return fail('castling other than by files from the start position');
  const out: string[] = [];
  for (const name of setup.castling) {
    const partner = def.board.files && parseSquare(name, files);
    if (partner === undefined) return fail(`castling right ${name}`);
    const piece = setup.board[partner];
    const rank = Math.floor(partner / files);
    const kingAt = setup.board.findIndex(
      (p, i) => p?.type === c.king && p.color === piece?.color && Math.floor(i / files) === rank,
    );
    if (!piece || kingAt < 0) return fail(`castling right ${name} without a king on its rank`);
    const rule = partner % files > kingAt % files ? c.short : c.long;
    if (!rule) return fail(`castling right ${name} towards a side without castling`);
    out.push(
      `Castle: ${piece.color} ${SQUARE(files, kingAt)}-${SQUARE(files, rank * files + rule.king)} with ${name}`,
    );
  }
  return out;
}

function parseSquare(name: string, files: number): number | undefined {
  const m = /^([a-z])(\d+)$/.exec(name);
  return m ? (Number(m[2]) - 1) * files + m[1]!.charCodeAt(0) - 97 : undefined;
}

/** SjaakII counts at most 63 moves for its move-count draw (2N+1 plies in 7 bits). */
const SJAAK_MAX_MOVE_COUNT = 63;

/**
 * The move-count draw (`moveCount` full moves, 50 by default, SjaakII's too). SjaakII 1.4.1 reads
 * `movecountdraw = 0` as a draw at once, not as no rule, and counts at most 63 moves: no rule, or a longer one, is
 * written as 63 with a warning.
 */
function moveCountLines(moveCount: number | undefined, problems: Problem[]): string[] {
  if (moveCount === undefined || moveCount === 50) return [];
  if (moveCount > 0 && moveCount <= SJAAK_MAX_MOVE_COUNT) return [`Rule: movecountdraw = ${moveCount}`];
  problems.push({
    code: 'unexpressible-end-rule',
    path: 'end.moveCount',
    severity: 'warning',
    message: `${moveCount === 0 ? 'no move-count draw' : `a ${moveCount}-move draw`} (SjaakII: at most ${SJAAK_MAX_MOVE_COUNT} moves, written)`,
  });
  return [`Rule: movecountdraw = ${SJAAK_MAX_MOVE_COUNT}`];
}

/** End rules: mate, stalemate, repetition, the move-count draw; the rest is reported. */
function ruleLines(def: VariantDefinition, problems: Problem[]): string[] {
  const e = def.end ?? {};
  const out: string[] = [];
  const word = (r: string | undefined, d: string) => r ?? d;
  out.push(`Rule: checkmate = ${word(e.checkmate, 'win')}`, `Rule: stalemate = ${word(e.stalemate, 'draw')}`);
  if ((e.repetition ?? 3) !== 3 || e.repetitionResult)
    problems.push({
      code: 'unexpressible-end-rule',
      path: 'end.repetition',
      message: 'repetition rules other than threefold draws',
    });
  out.push('Rule: repeat3 = draw');
  out.push(...moveCountLines(e.moveCount, problems));
  for (const k of unwrittenFields(e, END_KEYS_SAID))
    problems.push({ code: 'unexpressible-end-rule', path: `end.${k}`, message: k });
  return out;
}

/** End rules written (`insufficientMaterial`: SjaakII adjudicates bare kings itself); any other is reported. */
const END_KEYS_SAID = new Set(['checkmate', 'stalemate', 'repetition', 'moveCount', 'insufficientMaterial']);

/**
 * Piece fields written, or without effect on the moves (names, SAN letters, values, the pawn's move-counter reset);
 * any other a piece sets is an `unexpressible-piece-rule`.
 */
// biome-ignore format: a list
const PIECE_FIELDS_SAID = new Set([
  'id', 'name', 'symbol', 'blackSymbol', 'san', 'sanAliases', 'royal', 'value', 'moves', 'promotion', 'promotions',
  'pawn', 'max',
]);

/** Fields written, or without effect on the moves (checked by reading the block back). */
// biome-ignore format: a list
const RULE_KEYS_SAID = new Set([
  'id', 'name', 'board', 'pieces', 'startFen', 'castling', 'end', 'zones', 'orthodoxSetup', 'royalsOptional',
  'holdingsInFen', 'royalCheck',
]);

/**
 * Writes a variant as a SjaakII variants.txt block. Never throws for a definition whose start FEN reads; one
 * that does not gives an `invalid-definition` diagnostic and an empty block.
 *
 * @example fromVariant(variants.chess).complete // true
 */
export function fromVariant(
  def: VariantDefinition,
  options: FromVariantOptions = {},
): WrittenVariant<SjaakWriteCode> {
  const given = options.name ?? def.name ?? def.id;
  // SjaakII selects a block by the short name it derives from the title (`Wazir Knight Chess (8x8)` →
  // `wazir_knight_chess`): a title it derives none from is written after the id
  const title = shortName(given) === '' ? `${def.id} ${given}` : given;
  const name = shortName(title);
  const problems: Problem[] = [];
  let setup: Setup;
  try {
    setup = parseFen(def.startFen, def);
  } catch (error) {
    problems.push({ code: 'invalid-definition', path: 'startFen', message: (error as Error).message });
    return writtenVariant(name, [], '', problems);
  }
  const { files, ranks } = def.board;
  if (files < 8 || ranks < 8 || files > 16 || ranks > 16)
    problems.push({
      code: 'unexpressible-board',
      path: 'board',
      message: `${files}x${ranks} (SjaakII: 8x8 to 16x16)`,
    });
  for (const k of ['holes', 'wrapFiles', 'wrapRanks'] as const)
    if (def.board[k]) problems.push({ code: 'unexpressible-board', path: `board.${k}`, message: k });
  for (const k of unwrittenFields(def, RULE_KEYS_SAID))
    problems.push({ code: 'unexpressible-rule', path: k, message: `${k} (not written for SjaakII)` });
  const pieceText = pieceLines(def, setup, problems);
  const zones = pieceText.filter((l) => l.startsWith('Zone: '));
  const fen = def.startFen.split(' ').slice(0, 4).join(' ');
  const lines = [
    `Variant: ${title}`,
    `Board: ${files}x${ranks}`,
    `FEN: "${fen}"`,
    ...zones,
    ...pieceText.filter((l) => !l.startsWith('Zone: ')),
    '',
    ...ruleLines(def, problems),
  ];
  const entries = lines
    .filter((l) => l !== '')
    .map((l) => {
      const at = l.indexOf(': ');
      return [l.slice(0, at), l.slice(at + 2)] as const;
    });
  const text = `${lines.join('\n')}\n`;
  // A name SjaakII knows selects its own variant: take another one.
  const clash = parse(text).diagnostics.some((d) => d.code === 'name-conflict');
  if (clash && options.name === undefined) return fromVariant(def, { name: `x-${title}` });
  const exact = problems.every((p) => p.severity === 'warning');
  if (exact) {
    const why = differentGame(def, text);
    if (why) problems.push({ code: 'different-game', path: '', message: why });
  }
  return writtenVariant(name, entries, text, problems);
}

/** Reads the block back and compares: the legal moves along a 12-ply game, perft 2 from the start. */
function differentGame(def: VariantDefinition, text: string): string | undefined {
  const file = parse(text);
  const v = file.variants[0];
  if (!v || file.diagnostics.some((d) => d.severity === 'error'))
    return `the block does not read: ${file.diagnostics.map((d) => d.message).join('; ')}`;
  const back = toVariant(v);
  if (!back.complete)
    return `the block converts with errors: ${back.diagnostics.map((d) => d.message).join('; ')}`;
  try {
    const a = Position.fromFen(def.startFen, def);
    const b = Position.fromFen(back.variant.startFen, back.variant);
    if (perft(a, 2) !== perft(b, 2)) return `perft 2: ${perft(b, 2)} against ${perft(a, 2)}`;
    const played: string[] = [];
    for (let ply = 0; ply < 12; ply++) {
      const xs = a
        .legalMoves()
        .map((m) => a.uci(m))
        .sort();
      const ys = b
        .legalMoves()
        .map((m) => b.uci(m))
        .sort();
      if (xs.join() !== ys.join()) {
        const only = (p: string[], q: string[]) => p.filter((m) => !q.includes(m)).join(' ') || 'none';
        return `after ${played.join(' ')}: read back, ${only(ys, xs)} legal and ${only(xs, ys)} not`;
      }
      if (xs.length === 0) break;
      const move = xs[(ply * 7919) % xs.length]!;
      a.play(move);
      b.play(move);
      played.push(move);
    }
  } catch (error) {
    return `the block does not play: ${(error as Error).message}`;
  }
  return undefined;
}
