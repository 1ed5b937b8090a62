/**
 * Fairy-Stockfish's reading of Betza where it differs from standard Betza: on an orthogonal atom
 * (`W`, `D`, `H`, `R`) a two-letter direction such as `fr` means both directions (`f` and `r`), not
 * the oblique one; on a diagonal atom `rf` is the same single direction as `fr` (standard Betza reads
 * `r` and `f`). Rewrites such groups into standard Betza (`mfrW` → `mfWmrW`, `rfF` → `frF`) for
 * `@x/fbr`'s reader. A single direction letter is doubled by the engine: on an oblique atom `fN` is
 * `ffN` (the two narrow forward leaps), where standard Betza gives all four forward leaps.
 */

const ORTHOGONAL = new Set(['W', 'D', 'H', 'R']);
const DIAGONAL = new Set(['F', 'A', 'G', 'B']);
const VERTICAL = 'fbvh';
const HORIZONTAL = 'rlsh';

/** One move group: modifiers, direction pairs, the atom and its range suffix. */
interface Group {
  modifiers: string;
  directions: string[];
  atom: string;
  suffix: string;
}

function groups(betza: string): Group[] | undefined {
  const out: Group[] = [];
  let g: Group = { modifiers: '', directions: [], atom: '', suffix: '' };
  for (let i = 0; i < betza.length; i++) {
    const c = betza[i]!;
    if ('mcpgni'.includes(c)) g.modifiers += c;
    else if (VERTICAL.includes(c) || HORIZONTAL.includes(c)) {
      const next = betza[i + 1];
      const pairs =
        next !== undefined &&
        (next === c ||
          (VERTICAL.includes(c) && HORIZONTAL.includes(next)) ||
          (HORIZONTAL.includes(c) && VERTICAL.includes(next)));
      g.directions.push(pairs ? c + next : c);
      if (pairs) i++;
    } else if (/[A-Z]/.test(c)) {
      g.atom = c;
      const next = betza[i + 1];
      if (next !== undefined && (/\d/.test(next) || next === c)) {
        g.suffix = next;
        i++;
      }
      out.push(g);
      g = { modifiers: '', directions: [], atom: '', suffix: '' };
    } else return undefined;
  }
  return g.modifiers === '' && g.directions.length === 0 ? out : undefined;
}

const mixed = (d: string) => d.length === 2 && d[0] !== d[1];

/** `rf` → `fr`: the vertical letter first, as standard Betza writes one diagonal direction. */
const verticalFirst = (d: string) =>
  mixed(d) && HORIZONTAL.includes(d[0]!) && VERTICAL.includes(d[1]!) ? d[1]! + d[0]! : d;

/** Half directions on oblique atoms, as the engine reads them, in standard Betza. */
const HALVES = new Map([
  ['fh', ['ff', 'fs']],
  ['bh', ['bb', 'bs']],
]);

/**
 * The standard-Betza equivalent of a Fairy-Stockfish Betza string (unchanged when nothing differs).
 * The engine skips characters it does not know: white space (`mBcpB `) is dropped.
 */
export function standardBetza(betza: string): string {
  betza = betza.replace(/\s+/g, '');
  const list = groups(betza);
  if (!list) return betza;
  return list
    .map((g) => {
      if (DIAGONAL.has(g.atom))
        return g.modifiers + g.directions.map(verticalFirst).join('') + g.atom + g.suffix;
      // A single letter is doubled by the engine: on an oblique atom `fN` is `ffN`, the two narrow moves.
      if (!ORTHOGONAL.has(g.atom) && g.atom !== 'K' && g.atom !== 'Q') {
        const directions = g.directions.map((d) => (d.length === 1 ? d + d : d));
        // `fh` / `bh`: the forward / backward half, narrow and wide moves (`ff` and `fs`), one group each.
        if (directions.some((d) => HALVES.has(d)))
          return directions
            .flatMap((d) => HALVES.get(d) ?? [d])
            .map((d) => g.modifiers + d + g.atom + g.suffix)
            .join('');
        return g.modifiers + directions.join('') + g.atom + g.suffix;
      }
      const split =
        ORTHOGONAL.has(g.atom) && g.directions.some((d) => d.length === 2 && d[0] !== d[1])
          ? g.directions.flatMap((d) => (d.length === 2 && d[0] !== d[1] ? [d[0]!, d[1]!] : [d]))
          : undefined;
      if (!split) return g.modifiers + g.directions.join('') + g.atom + g.suffix;
      return split.map((d) => g.modifiers + d + g.atom + g.suffix).join('');
    })
    .join('');
}
