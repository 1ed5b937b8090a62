/**
 * Writing the rules `@x/core` took from Fairy-Stockfish's own keys back as those keys: connect-N and its
 * collinear and square forms, forced, gravity and any-side drops, the pass of a stalemated side, the
 * free pass and bikjang, material counting (janggi's points included), extinction counts, safe and blocked flags and decisive repetitions. Pseudo-royal counts
 * (`royal: { upTo }`) have no key of their own: reported.
 */
import type { VariantDefinition } from '@x/core';
import { janggiCounting } from '../bridge/janggi.js';
import type { Unexpressible } from './piece-moves.js';
import type { FairyPieces } from './pieces.js';

type Entries = [string, string][];

/** Squares one by one (the engine's `*5` is a whole rank of its 12 files); `-` for none. */
const squareList = (squares: readonly string[]) => squares.join(' ') || '-';

const COUNTING = {
  unweighted: 'unweighted',
  whiteDrawOdds: 'whitedrawodds',
  blackDrawOdds: 'blackdrawodds',
} as const;
const LINES = [
  ['rank', 'connectHorizontal'],
  ['file', 'connectVertical'],
  ['diagonal', 'connectDiagonal'],
] as const;

/** Whether a count of points is janggi's, on pieces the engine knows by those types. */
function isJanggiCount(
  rule: { readonly points: Readonly<Record<string, number>>; readonly blackBonus: number },
  pieces: FairyPieces,
): boolean {
  const janggi = janggiCounting();
  const mine = Object.entries(rule.points).filter(([, v]) => v !== 0);
  return (
    rule.blackBonus === janggi.blackBonus &&
    mine.length === Object.keys(janggi.points).length &&
    mine.every(([id, v]) => janggi.points[id] === v && pieces.byId.get(id)?.key === id)
  );
}

/** The keys of these rules (appended after the other end and drop keys, so they win over them). */
export function fsfRuleKeys(def: VariantDefinition, pieces: FairyPieces, problems: Unexpressible[]): Entries {
  const out: Entries = [];
  const e = def.end ?? {};
  const fail = (path: string, what: string, feature: Unexpressible['feature'] = 'end-rule') =>
    problems.push({ feature, path, message: what });
  const letters = (ids: readonly string[]) => ids.map((id) => pieces.byId.get(id)?.letter ?? '').join('');
  const c = e.connect;
  if (c) {
    // `n` beyond the board's longest line never connects: a rule of squares or collinear pieces only.
    const longest = Math.max(def.board.files, def.board.ranks);
    out.push(['connectN', String(c.n > longest ? 0 : c.n)]);
    if (c.pieces) out.push(['connectPieceTypes', letters(c.pieces) || '-']);
    for (const [line, key] of LINES) out.push([key, String(!c.lines || c.lines.includes(line))]);
    // The engine scores a connection for the side that made it, as core does.
    out.push(['connectValue', c.result ?? 'win']);
    if (c.square) out.push(['connectNxN', String(c.square)]);
    if (c.collinear) out.push(['collinearN', String(c.collinear)]);
    if (c.regions) {
      const from = def.zones?.[c.regions.from];
      const to = def.zones?.[c.regions.to];
      if (!from || !to) fail('end.connect.regions', 'connect regions of unknown zones');
      else
        out.push(
          ['connectRegion1White', squareList(from.white)],
          ['connectRegion2White', squareList(to.white)],
          ['connectRegion1Black', squareList(from.black)],
          ['connectRegion2Black', squareList(to.black)],
        );
    }
  }
  if (e.fullBoard) out.push(['adjudicateFullBoard', 'true']);
  if (e.extinctionCount) out.push(['extinctionPieceCount', String(e.extinctionCount)]);
  if (e.extinctionOpponentCount)
    out.push(['extinctionOpponentPieceCount', String(e.extinctionOpponentCount)]);
  if (typeof e.materialCounting === 'object') {
    if (isJanggiCount(e.materialCounting, pieces)) out.push(['materialCounting', 'janggi']);
    else fail('end.materialCounting', 'a count of points other than janggi’s');
  } else if (e.materialCounting) out.push(['materialCounting', COUNTING[e.materialCounting]]);
  if (e.repetitionResult) out.push(['nFoldValue', e.repetitionResult]);
  if (e.repetitionResultWhite) out.push(['nFoldValueAbsolute', 'true']);
  if (e.flags && e.flags.capture === 'any') {
    if ((e.flags.count ?? 1) > 1) out.push(['flagPieceCount', String(e.flags.count)]);
    if (e.flags.safe) out.push(['flagPieceSafe', 'true']);
    const zone = def.zones?.[e.flags.zone];
    if (e.flags.blockedWin && zone) {
      // Square by square: the engine's `*5` is the whole rank of its 12 files, never full on a smaller board.
      out.push(['flagPieceBlockedWin', 'true']);
      out.push(['flagRegionWhite', squareList(zone.white)], ['flagRegionBlack', squareList(zone.black)]);
    }
  }
  if (def.passOnStalemate) out.push(['passOnStalemate', 'true']);
  if (def.pass) out.push(['pass', 'true']);
  if (def.bikjang) out.push(['bikjangRule', 'true']);
  const d = def.drops;
  if (d?.mustDrop) out.push(['mustDrop', 'true']);
  const only = d?.mustDrop && d.mustDropType !== undefined ? pieces.byId.get(d.mustDropType) : undefined;
  if (only) out.push(['mustDropType', only.letter]);
  if (def.flip) out.push(['flipEnclosedPieces', def.flip]);
  if (d?.enclose) {
    out.push(['enclosingDrop', d.enclose]);
    if (d.encloseStart?.length) out.push(['enclosingDropStart', squareList(d.encloseStart)]);
  }
  // The engine's hands without limit belong to its ataxx family alone: no key says them.
  if (d?.endless) fail('drops.endless', 'drops from a hand that never runs out (ini: ataxx only)', 'drops');
  if (d?.gravity && d.anySide) fail('drops.anySide', 'any-side drops beside gravity drops', 'drops');
  else if (d?.gravity) out.push(['enclosingDrop', 'top']);
  else if (d?.anySide) out.push(['enclosingDrop', 'anyside']);
  for (const [i, p] of def.pieces.entries())
    if (typeof p.royal === 'object')
      fail(`pieces[${i}].royal.upTo`, `${p.id}: royal only up to ${p.royal.upTo} pieces`, 'royal-pieces');
  return out;
}
