/**
 * Fairy-Stockfish's Betza dialect as sets of moves: `decodeFairyBetza` reads a `customPieceN` move string
 * the way the engine's piece builder does (facts of the format, learnt from its behaviour: a lone direction
 * letter on an oblique atom means two of its eight moves, `fN` being the shogi knight; Black's moves are
 * White's turned by 180°), and `encodeFairyBetza` writes a set of moves back as the shortest string that
 * decodes to exactly that set. No code of the engine.
 */

/** How one move of a piece goes, as Fairy-Stockfish tells them apart. */
export type FairyMoveKind =
  /** A jump to the square. */
  | 'leap'
  /** A jump whose path (Fairy-Stockfish's lame-leaper path, `fairyLamePath`) must be empty: `n`. */
  | 'lame'
  /** Repeated steps through empty squares, `limit` steps at most (0: any number). */
  | 'ride'
  /** A cannon hop: any distance, over exactly one piece (`p`). */
  | 'hop'
  /** A grasshopper hop: to the square right behind the first piece met (`g`). */
  | 'grasshop';

/** One move element: White's vector with its kind, modality and limit. */
export interface FairyMove {
  readonly kind: FairyMoveKind;
  /** `m`: quiet moves only; `c`: captures only. */
  readonly modality: 'm' | 'c';
  /** White's offset: `dx` towards higher files, `dy` towards Black. */
  readonly dx: number;
  readonly dy: number;
  /** `ride`: most steps (0: unlimited); 0 otherwise. */
  readonly limit: number;
  /** Only from the double-step region (`i`). */
  readonly initial: boolean;
}

/** The atoms: letter → [forward, sideways] of the canonical vector. */
const LEAPERS: ReadonlyMap<string, readonly (readonly [number, number])[]> = new Map([
  ['W', [[1, 0]]],
  ['F', [[1, 1]]],
  ['D', [[2, 0]]],
  ['N', [[2, 1]]],
  ['A', [[2, 2]]],
  ['H', [[3, 0]]],
  ['L', [[3, 1]]],
  ['C', [[3, 1]]],
  ['J', [[3, 2]]],
  ['Z', [[3, 2]]],
  ['G', [[3, 3]]],
  [
    'K',
    [
      [1, 0],
      [1, 1],
    ],
  ],
]);
const RIDERS: ReadonlyMap<string, readonly (readonly [number, number])[]> = new Map([
  ['R', [[1, 0]]],
  ['B', [[1, 1]]],
  [
    'Q',
    [
      [1, 0],
      [1, 1],
    ],
  ],
]);
/** The letter written for each canonical vector (`forward,sideways`). */
const ATOM_LETTER: ReadonlyMap<string, string> = new Map([
  ['1,0', 'W'],
  ['1,1', 'F'],
  ['2,0', 'D'],
  ['2,1', 'N'],
  ['2,2', 'A'],
  ['3,0', 'H'],
  ['3,1', 'C'],
  ['3,2', 'Z'],
  ['3,3', 'G'],
]);
const VERTICALS = 'fbvh';
const HORIZONTALS = 'rlsh';

/**
 * The eight images of an atom `[a, b]` (a forward, b sideways) as [dx, dy], each with the direction pairs
 * that select it.
 */
function images(a: number, b: number): readonly (readonly [number, number, readonly string[]])[] {
  return [
    [b, a, ['ff', 'vv', 'rf', 'rv', 'fh', 'rh', 'hr']],
    [-b, -a, ['bb', 'vv', 'lb', 'lv', 'bh', 'lh', 'hr']],
    [a, -b, ['rr', 'ss', 'br', 'bs', 'bh', 'rh', 'hr']],
    [-a, b, ['ll', 'ss', 'fl', 'fs', 'fh', 'lh', 'hr']],
    [a, b, ['rr', 'ss', 'fr', 'fs', 'fh', 'rh', 'hl']],
    [-a, -b, ['ll', 'ss', 'bl', 'bs', 'bh', 'lh', 'hl']],
    [b, -a, ['bb', 'vv', 'rb', 'rv', 'bh', 'rh', 'hl']],
    [-b, a, ['ff', 'vv', 'lf', 'lv', 'fh', 'lh', 'hl']],
  ];
}

/** White's vectors an atom gives under a list of direction pairs (none: all eight). */
function atomVectors(a: number, b: number, directions: readonly string[]): [number, number][] {
  // An orthogonal atom reads a mixed pair as its two letters (`fsW` is forward and sideways).
  const dirs =
    b === 0 ? directions.flatMap((d) => (d[0] === d[1] ? [d] : [d[0]! + d[0]!, d[1]! + d[1]!])) : directions;
  const out: [number, number][] = [];
  const seen = new Set<string>();
  for (const [dx, dy, selectors] of images(a, b)) {
    if (dirs.length > 0 && !selectors.some((s) => dirs.includes(s))) continue;
    const key = `${dx},${dy}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([dx, dy]);
  }
  return out;
}

/** A stable key of a move element (for sets and comparisons). */
export function fairyMoveKey(m: FairyMove): string {
  return `${m.initial ? 'i' : ''}${m.modality}${m.kind}:${m.dx},${m.dy}/${m.limit}`;
}

/**
 * Reads a Fairy-Stockfish Betza string into its move elements (keys of `fairyMoveKey`, sorted). Letters the
 * engine ignores are ignored, as it does.
 */
export function decodeFairyBetza(betza: string): string[] {
  const out = new Set<string>();
  let modalities: ('m' | 'c')[] = [];
  let hopper: 'hop' | 'grasshop' | undefined;
  let lame = false;
  let initial = false;
  let directions: string[] = [];
  for (let i = 0; i < betza.length; i++) {
    const c = betza[i]!;
    if (c === 'm' || c === 'c') modalities.push(c);
    else if (c === 'p') hopper ??= 'hop';
    else if (c === 'g') hopper = 'grasshop';
    else if (c === 'n') lame = true;
    else if (c === 'i') initial = true;
    else if (VERTICALS.includes(c) || HORIZONTALS.includes(c)) {
      const c2 = betza[i + 1];
      if (
        c2 !== undefined &&
        (c2 === c ||
          (VERTICALS.includes(c) && HORIZONTALS.includes(c2)) ||
          (HORIZONTALS.includes(c) && VERTICALS.includes(c2)))
      ) {
        directions.push(c + c2);
        i++;
      } else directions.push(c + c);
    } else if (LEAPERS.has(c) || RIDERS.has(c)) {
      const atoms = RIDERS.get(c) ?? LEAPERS.get(c)!;
      let rider = RIDERS.has(c);
      let limit = 0;
      const next = betza[i + 1];
      if (next !== undefined && (/[0-9]/.test(next) || next === c)) {
        rider = true;
        if (/[0-9]/.test(next)) limit = Number(next);
        i++;
      }
      const kind: FairyMoveKind = hopper ?? (rider ? 'ride' : lame ? 'lame' : 'leap');
      if (hopper === 'grasshop') limit = 0;
      const modes: ('m' | 'c')[] = modalities.length === 0 ? ['m', 'c'] : modalities;
      for (const [a, b] of atoms)
        for (const [dx, dy] of atomVectors(a, b, directions))
          for (const modality of modes) {
            // The engine keeps no initial captures.
            if (initial && modality === 'c') continue;
            out.add(fairyMoveKey({ kind, modality, dx, dy, limit: kind === 'ride' ? limit : 0, initial }));
          }
      modalities = [];
      directions = [];
      hopper = undefined;
      lame = false;
      initial = false;
    }
  }
  return [...out].sort();
}

/** The canonical atom `[forward, sideways]` of a vector, if Fairy-Stockfish has a letter for it. */
function atomOf(dx: number, dy: number): [number, number] | undefined {
  const p = Math.max(Math.abs(dx), Math.abs(dy));
  const q = Math.min(Math.abs(dx), Math.abs(dy));
  return ATOM_LETTER.has(`${p},${q}`) ? [p, q] : undefined;
}

/** Every direction pair the engine reads, with the vectors it selects for an atom. */
function tokensFor(a: number, b: number): { token: string; vectors: Set<string> }[] {
  const tokens: string[] = [];
  for (const c of 'fbvhrls')
    for (const c2 of 'fbvhrls') {
      if (c === 'h' && c2 === 'h') continue;
      const pair =
        c === c2 ||
        (VERTICALS.includes(c) && HORIZONTALS.includes(c2)) ||
        (HORIZONTALS.includes(c) && VERTICALS.includes(c2));
      if (pair) tokens.push(c + c2);
    }
  return tokens
    .map((token) => ({ token, vectors: new Set(atomVectors(a, b, [token]).map(([x, y]) => `${x},${y}`)) }))
    .filter((t) => t.vectors.size > 0);
}

/** The direction pairs (fewest first found) whose vectors are exactly `wanted`. */
function coverDirections(a: number, b: number, wanted: ReadonlySet<string>): string[] {
  if (wanted.size === atomVectors(a, b, []).length) return [];
  const fitting = tokensFor(a, b).filter((t) => [...t.vectors].every((v) => wanted.has(v)));
  // Pairs with `h` (the engine's half-turns) only where no other pairs cover the vectors: fewer readers know them.
  const plain = fitting.filter((t) => !t.token.includes('h'));
  const candidates = [...wanted].every((v) => plain.some((t) => t.vectors.has(v))) ? plain : fitting;
  const left = new Set(wanted);
  const chosen: string[] = [];
  while (left.size > 0) {
    let best: (typeof candidates)[number] | undefined;
    let gain = 0;
    for (const t of candidates) {
      const g = [...t.vectors].filter((v) => left.has(v)).length;
      if (g > gain) [best, gain] = [t, g];
    }
    if (!best) break;
    chosen.push(best.token);
    for (const v of best.vectors) left.delete(v);
  }
  return chosen;
}

/**
 * Writes move elements as a Fairy-Stockfish Betza string, or returns `undefined` with the reason when the
 * dialect cannot say them (a vector without an atom letter, a limit above 9, a hop that is not orthogonal
 * or diagonal). The result decodes (`decodeFairyBetza`) to exactly the given elements.
 */
export function encodeFairyBetza(
  moves: readonly FairyMove[],
): { betza: string; reason?: undefined } | { betza?: undefined; reason: string } {
  // Group by everything but the vector; a group's modalities merge when both are present.
  const groups = new Map<
    string,
    { atom: [number, number]; head: FairyMove; modes: Set<string>; vectors: Set<string> }
  >();
  const byVector = new Map<string, Set<'m' | 'c'>>();
  for (const m of moves) {
    const atom = atomOf(m.dx, m.dy);
    if (!atom) return { reason: `no Betza atom for the vector (${m.dx},${m.dy})` };
    if (m.kind === 'ride' && m.limit > 9) return { reason: `a ride limited to ${m.limit} steps (at most 9)` };
    if ((m.kind === 'hop' || m.kind === 'grasshop') && atom[0] !== 1)
      return { reason: `a hop along (${m.dx},${m.dy}) (only orthogonal and diagonal hops)` };
    if (m.kind === 'lame' && !['2,0', '2,1', '2,2', '3,2'].includes(atom.join(',')))
      return { reason: `a lame leap along (${m.dx},${m.dy}) (only D, N, A and Z)` };
    const k = `${m.initial}|${m.kind}|${m.limit}|${m.dx},${m.dy}`;
    const set = byVector.get(k) ?? new Set();
    set.add(m.modality);
    byVector.set(k, set);
  }
  for (const m of moves) {
    const k = `${m.initial}|${m.kind}|${m.limit}|${m.dx},${m.dy}`;
    const modes = [...byVector.get(k)!].sort().join('');
    const atom = atomOf(m.dx, m.dy)!;
    const g = `${modes}|${m.initial}|${m.kind}|${m.limit}|${atom.join(',')}`;
    const group = groups.get(g) ?? { atom, head: m, modes: new Set(modes), vectors: new Set<string>() };
    group.vectors.add(`${m.dx},${m.dy}`);
    groups.set(g, group);
  }
  const parts: string[] = [];
  // A stable order: moves-and-captures, then quiet moves, then captures; leaps before rides and hops.
  const modeRank = (m: Set<string>) => (m.size === 2 ? 0 : m.has('m') ? 1 : 2);
  const kinds = ['leap', 'lame', 'ride', 'hop', 'grasshop'];
  const ordered = [...groups.values()].sort(
    (a, b) =>
      Number(a.head.initial) - Number(b.head.initial) ||
      modeRank(a.modes) - modeRank(b.modes) ||
      kinds.indexOf(a.head.kind) - kinds.indexOf(b.head.kind) ||
      a.atom[0] - b.atom[0] ||
      a.atom[1] - b.atom[1],
  );
  for (const { atom, head, modes, vectors } of ordered) {
    const letter = ATOM_LETTER.get(atom.join(','))!;
    const prefix =
      (head.initial ? 'i' : '') +
      (modes.size === 2 ? '' : [...modes][0]) +
      (head.kind === 'hop' ? 'p' : head.kind === 'grasshop' ? 'g' : head.kind === 'lame' ? 'n' : '');
    const rider = head.kind === 'ride' || head.kind === 'hop' || head.kind === 'grasshop';
    const unlimited = rider && (head.kind !== 'ride' || head.limit === 0);
    const body =
      unlimited && letter === 'W'
        ? 'R'
        : unlimited && letter === 'F'
          ? 'B'
          : unlimited
            ? letter + letter
            : rider
              ? letter + head.limit
              : letter;
    const dirs = coverDirections(atom[0], atom[1], vectors);
    parts.push(prefix + shortestDirections(dirs, body, prefix));
  }
  const betza = parts.join('');
  const expected = [...new Set(moves.map(fairyMoveKey))].sort();
  const got = decodeFairyBetza(betza);
  if (got.join(' ') !== expected.join(' '))
    return { reason: `no Betza string gives exactly these moves (${expected.join(' ')})` };
  return { betza };
}

/** Writes direction pairs, a doubled pair as one letter where the engine reads it back the same. */
function shortestDirections(dirs: readonly string[], body: string, prefix: string): string {
  const full = dirs.join('') + body;
  let text = full;
  for (let i = 0; i < dirs.length; i++) {
    const d = dirs[i]!;
    if (d[0] !== d[1]) continue;
    const shorter = [...dirs.slice(0, i).map((x) => x), d[0], ...dirs.slice(i + 1)];
    const candidate = shorter.join('') + body;
    if (decodeFairyBetza(prefix + candidate).join(' ') === decodeFairyBetza(prefix + text).join(' ')) {
      text = candidate;
      dirs = shorter as string[];
    }
  }
  return text;
}
