/** Castling, drops, the end of the game and the other variant-wide rules as variants.ini keys. */
import type { Setup, VariantDefinition } from '@x/core';
import { unwrittenFields } from '@x/core/notation';
import type { CastlingRules, EndResult } from '@x/core/variant';
import { axfChaseKeys, countedEndKeys } from './counted-ends.js';
import type { Unexpressible } from './piece-moves.js';
import { checkFairyMaterial } from './material.js';
import { dropZoneKeys, handsKeepMax } from './drop-zones.js';
import type { FairyPieces } from './pieces.js';
import { bitboardText, squareXY } from './squares.js';

type Entries = [string, string][];

const fileLetter = (f: number) => String.fromCharCode(97 + f);

/** Castling: one king file, a kingside and a queenside destination, the rook files, mirrored for Black. */
export function castlingKeys(
  def: VariantDefinition,
  setup: Setup,
  pieces: FairyPieces,
  problems: Unexpressible[],
): Entries {
  const c = def.castling;
  if (!c) return [['castling', 'false']];
  const fail = (what: string): Entries => {
    problems.push({ feature: 'castling', path: 'castling', message: what });
    return [['castling', 'false']];
  };
  const king = pieces.byId.get(c.king);
  const rooks = c.partners.map((p) => pieces.byId.get(p));
  if (!king || rooks.some((r) => !r)) return [['castling', 'false']];
  if (c.rules && (c.opposite || (c.rank ?? 1) !== 1))
    return fail('opposite castling or a castling rank beside explicit castling squares');
  if (!c.rules)
    return geometryCastling(def, setup, c, king.letter, rooks.map((r) => r!.letter).join(''), fail);
  if (c.chess960) return fail('Chess960 castling beside explicit castling squares');
  const sides = new Map<string, { king: number; target: number; partner: number }>();
  let kingFile: number | undefined;
  let castlingRank: number | undefined;
  for (const rule of c.rules) {
    const k = squareXY(def, rule.king);
    const p = squareXY(def, rule.partner);
    if (!k || !p || rule.targets.length !== 1) return fail('a castling rule with several king destinations');
    const t = squareXY(def, rule.targets[0]!)!;
    const relative = rule.color === 'white' ? k[1] : def.board.ranks - 1 - k[1];
    if (p[1] !== k[1] || t[1] !== k[1])
      return fail("castling with a partner or destination off the king's rank");
    if (castlingRank !== undefined && castlingRank !== relative)
      return fail('castling on different relative ranks (ini: one castlingRank for both sides)');
    castlingRank = relative;
    if (kingFile !== undefined && kingFile !== k[0]) return fail('kings castling from different files');
    kingFile = k[0];
    const side = p[0] > k[0] ? 'K' : 'Q';
    const key = `${rule.color}${side}`;
    if (sides.has(key)) return fail('two castlings to one side');
    sides.set(key, { king: k[0], target: t[0], partner: p[0] });
  }
  // ini castles both sides alike; a side without rules has no rights in the start FEN and never gains any.
  const both = (side: string) => {
    const w = sides.get(`white${side}`);
    const b = sides.get(`black${side}`);
    if (w && b && (w.target !== b.target || w.partner !== b.partner)) return undefined;
    return w ?? b;
  };
  const k = both('K');
  const q = both('Q');
  if ((!k && sides.has('whiteK')) || (!q && sides.has('whiteQ')))
    return fail('castling not alike for both sides');
  for (const s of [k, q])
    if (s?.target === s?.king) return fail('castling where the king stays on its square');
  return [
    ['castlingRank', String(castlingRank! + 1)],
    ['castling', 'true'],
    ['castlingKingPiece', king.letter],
    ['castlingRookPieces', rooks.map((r) => r!.letter).join('')],
    ['castlingKingFile', fileLetter(kingFile!)],
    ...(k
      ? ([
          ['castlingKingsideFile', fileLetter(k.target)],
          ['castlingRookKingsideFile', fileLetter(k.partner)],
        ] as Entries)
      : []),
    ...(q
      ? ([
          ['castlingQueensideFile', fileLetter(q.target)],
          ['castlingRookQueensideFile', fileLetter(q.partner)],
        ] as Entries)
      : []),
  ];
}

/**
 * Castling by files (chess, Capablanca, Chess960): the king's and partner's destination files; the start files
 * from the start position (the king's square and the partners that hold rights).
 */
function geometryCastling(
  def: VariantDefinition,
  setup: Setup,
  c: CastlingRules,
  king: string,
  rooks: string,
  fail: (what: string) => Entries,
): Entries {
  const { files } = def.board;
  const rank = (c.rank ?? 1) - 1;
  const onRank = (i: number, color: 'white' | 'black') =>
    Math.floor(i / files) === (color === 'white' ? rank : def.board.ranks - 1 - rank);
  const kingSquare = setup.board.findIndex((p, i) => p?.type === c.king && onRank(i, p.color));
  // No king there, no rights and no drops to bring one: castling never happens (upside-down chess).
  if (kingSquare < 0 && setup.castling.length === 0 && !def.drops) return [['castling', 'false']];
  if (kingSquare < 0) return fail('castling without a king on its castling rank');
  const kingFile = kingSquare % files;
  const out: Entries = [['castling', 'true']];
  if (c.chess960) out.push(['chess960', 'true']);
  if (c.rank !== undefined && c.rank !== 1) out.push(['castlingRank', String(c.rank)]);
  if (c.opposite) out.push(['oppositeCastling', 'true']);
  out.push(
    ['castlingKingPiece', king],
    ['castlingRookPieces', rooks],
    ['castlingKingFile', fileLetter(kingFile)],
  );
  const partners = setup.castling.map((n) => squareXY(def, n)).filter((s) => s !== undefined) as [
    number,
    number,
  ][];
  for (const [side, rule, inner] of [
    ['Kingside', c.short, -1],
    ['Queenside', c.long, 1],
  ] as const) {
    if (!rule) continue;
    if (rule.partner !== rule.king + inner)
      return fail(`castling ${side.toLowerCase()} with the partner not beside the king`);
    out.push([`castling${side}File`, fileLetter(rule.king)]);
    const partner = partners.find(([f]) => (inner < 0 ? f > kingFile : f < kingFile));
    if (partner && !c.chess960) out.push([`castlingRook${side}File`, fileLetter(partner[0])]);
  }
  return out;
}

/** Drops: from the hand, where, and which ones are forbidden. */
export function dropKeys(
  def: VariantDefinition,
  setup: Setup,
  pieces: FairyPieces,
  problems: Unexpressible[],
): { entries: Entries; immobility: boolean } {
  const d = def.drops;
  if (!d) return { entries: [], immobility: false };
  let immobility = (d.noDeadDrops?.length ?? 0) > 0;
  const fail = (path: string, what: string) =>
    problems.push({ feature: 'drops', path: `drops.${path}`, message: what });
  const out: Entries = [
    ['pieceDrops', 'true'],
    ['capturesToHand', String(d.capturesToHand)],
  ];
  if (d.promotedDrops) {
    // The engine drops as promoted the types its promotedPieceType names: each type that demotes must be one.
    out.push(['dropPromoted', 'true']);
    for (const p of def.pieces) {
      if (p.demotesTo === undefined) continue;
      const base = def.pieces.find((x) => x.id === p.demotesTo);
      if (![base?.promotion, ...(base?.promotions ?? [])].some((r) => r?.choices.includes(p.id)))
        fail(
          'promotedDrops',
          `${p.id} is dropped as a promoted ${p.demotesTo}, which does not promote to it`,
        );
    }
  }
  if (d.pickup) fail('pickup', 'taking an own piece into the hand as a move');
  if (d.gating) {
    // Seirawan gating: the engine's gates are the castling field's letters, as `@x/core` writes the unmoved pieces,
    // and it gates a type where a drop of it may land (the drop keys below); drops stay on unless the hand only gates.
    out.push(['gating', 'true'], ['seirawanGating', 'true']);
    if (d.freeDrops === false) out[0] = ['pieceDrops', 'false'];
  } else if (d.freeDrops === false) fail('freeDrops', 'a hand that only gates');
  const letter = (id: string) => pieces.byId.get(id)?.letter;
  if (d.noDoubled?.length) {
    if (d.noDoubled.length > 1)
      fail('noDoubled', 'more than one piece type that may not be doubled on a file');
    else out.push(['dropNoDoubled', letter(d.noDoubled[0]!) ?? '-']);
    if (d.noDoubledCount !== undefined) out.push(['dropNoDoubledCount', String(d.noDoubledCount)]);
  }
  if (d.noDropMate?.length) {
    const ok = d.noDropMate.every((id) => pieces.byId.get(id)?.key === 'shogiPawn');
    if (!ok) fail('noDropMate', 'no mate by dropping a piece other than a shogi pawn (fW)');
    else {
      out.push(['shogiPawnDropMateIllegal', 'true']);
      if (d.dropMateLoses !== true)
        problems.push({
          feature: 'drops',
          path: 'drops.noDropMate',
          message:
            'a mating pawn drop is a legal move that loses in ini (shogiPawnDropMateIllegal), not an illegal one',
          severity: 'warning',
        });
    }
  }
  if (d.noDropCheck?.length) {
    if (d.noDropCheck.length !== def.pieces.length)
      fail('noDropCheck', 'no check by dropping some pieces only');
    else out.push(['dropChecks', 'false']);
  }
  const counted = (def.end?.moveCount ?? 50) !== 0;
  if (counted && !d.resetsMoveCount && d.freeDrops !== false && nonPawnDrops(def, setup))
    problems.push({
      feature: 'drops',
      path: 'drops.resetsMoveCount',
      message: "only a pawn's drop resets the move counter (ini: every drop)",
      severity: 'warning',
    });
  const zones = dropZoneKeys(def, pieces, fail);
  out.push(...zones.entries);
  if (zones.immobility) immobility = true;
  for (const [i, p] of def.pieces.entries()) {
    if (p.noHand)
      problems.push({
        feature: 'drops',
        path: `pieces[${i}].noHand`,
        message: `${p.id}: never enters a hand`,
      });
    if (p.max !== undefined && !p.royal)
      problems.push({
        feature: 'drops',
        path: `pieces[${i}].max`,
        message: `${p.id}: at most ${p.max} (ini limits promotions only)`,
        // Hands that only the start position fills, each holding no more than `max` with the board, and that
        // `mustDrop` empties before other moves: no drop passes the limit while a drop is possible.
        ...(handsKeepMax(def, setup, p.id, p.max) ? { severity: 'warning' as const } : {}),
      });
  }
  return { entries: out, immobility };
}

/**
 * Whether a piece other than a pawn can be dropped (a gate is a move's part, which resets no counter in either): a type that is neither a pawn, royal nor kept out of hands, and
 * that a capture brings into a hand or the start position holds in one.
 */
function nonPawnDrops(def: VariantDefinition, setup: Setup): boolean {
  const held = (id: string) => (setup.hands?.white[id] ?? 0) + (setup.hands?.black[id] ?? 0) > 0;
  return def.pieces.some(
    (p) => !p.pawn && !p.royal && !p.noHand && ((def.drops?.capturesToHand ?? false) || held(p.id)),
  );
}

/** A core result (for the side that brought it about) as ini's value for the side to move. */
function valueFor(result: EndResult | undefined, fallback: EndResult): string | undefined {
  const r = result ?? fallback;
  return r === 'win' ? 'loss' : r === 'loss' ? 'win' : r === 'draw' ? 'draw' : undefined;
}

/** The end of the game. */
export function endKeys(def: VariantDefinition, pieces: FairyPieces, problems: Unexpressible[]): Entries {
  const e = def.end ?? {};
  const out: Entries = [];
  const fail = (path: string, what: string) =>
    problems.push({ feature: 'end-rule', path: `end.${path}`, message: what });
  const checkmate = valueFor(e.checkmate, 'win');
  if (checkmate) out.push(['checkmateValue', checkmate]);
  else fail('checkmate', 'mate as an illegal move');
  const stalemate = valueFor(e.stalemate, 'draw');
  if (stalemate) out.push(['stalemateValue', stalemate]);
  else fail('stalemate', 'stalemate as an illegal move');
  if (e.stalematePieceCount) out.push(['stalematePieceCount', 'true']);
  out.push(['nFoldRule', String(e.repetition ?? 3)], ['nMoveRule', String(e.moveCount ?? 50)]);
  // ini's perpetualCheckIllegal: the move completing a perpetual check loses (for `illegal`, the engine never plays it).
  if (e.perpetual === 'loss' || e.perpetual === 'illegal') out.push(['perpetualCheckIllegal', 'true']);
  else if (e.perpetual !== undefined) fail('perpetual', `perpetual check ending ${e.perpetual}`);
  if (e.perpetual === 'illegal')
    problems.push({
      feature: 'end-rule',
      path: 'end.perpetual',
      message: 'the move completing a perpetual check is a legal move that loses in ini, not an illegal one',
      severity: 'warning',
    });
  if (e.chase !== undefined)
    fail('chase', "SjaakII's chase rule (ini's chasingRule is the Asian xiangqi rules)");
  if (e.axfChase !== undefined) axfChaseKeys(e.axfChase, pieces, out, fail);
  // The engine exempts the pieces kept off its king's mobility region: the royal's prison, as the king's is written.
  if (e.moveRepetition) out.push(['moveRepetitionIllegal', 'true']);
  if (e.checks !== undefined) out.push(['checkCounting', 'true']);
  if (e.flagZone !== undefined) {
    const zone = def.zones?.[e.flagZone];
    const royal = def.pieces.find((p) => p.royal);
    const letter = royal && pieces.byId.get(royal.id)?.letter;
    if (zone && letter) {
      out.push(['flagPiece', letter], ['flagRegionWhite', bitboardText(def, zone.white)]);
      out.push(['flagRegionBlack', bitboardText(def, zone.black)]);
      if (e.flagReply) out.push(['flagMove', 'true']);
    }
  }
  if (e.flags) {
    const zone = def.zones?.[e.flags.zone];
    const who = e.flags.pieces ?? [];
    if (e.flagZone !== undefined) fail('flags', 'flags beside a flag zone (ini has one flag rule)');
    else if (who.length > 1) fail('flags.pieces', 'flags taken by some piece types (ini: one type or all)');
    else if (zone) {
      out.push(['flagPiece', who.length === 1 ? (pieces.byId.get(who[0]!)?.letter ?? '*') : '*']);
      out.push(
        ['flagRegionWhite', bitboardText(def, zone.white)],
        ['flagRegionBlack', bitboardText(def, zone.black)],
      );
      if (e.flags.capture === 'all') out.push(['flagPieceCount', String(zone.white.length)]);
      if (e.flags.reply) out.push(['flagMove', 'true']);
      if ((e.flags.result ?? 'win') !== 'win') fail('flags.result', 'a flag that does not win');
    }
  }
  if (e.extinction && e.noPieces)
    fail('noPieces', 'losing all pieces beside an extinction rule (ini has one)');
  else if (e.extinction) {
    if (e.extinction.length > 1)
      fail('extinction', 'extinction of several types together (ini: of any one of them)');
    else
      out.push(
        // ini's value is the extinct side's, as core's `extinctionResult` is
        ['extinctionValue', e.extinctionResult ?? 'loss'],
        ['extinctionPieceTypes', pieces.byId.get(e.extinction[0]!)?.letter ?? '-'],
      );
  } else if (e.noPieces) out.push(['extinctionValue', e.noPieces], ['extinctionPieceTypes', '*']);
  if (e.extinctionClaim && (e.extinction || e.noPieces)) out.push(['extinctionClaim', 'true']);
  if (e.bareKing !== undefined) fail('bareKing', 'the bare-king rule');
  // The engine draws insufficient material by rules of its own (chess's, confined pieces' and makruk's among them,
  // its generic rule `fairy`); other rules cannot be said, but only adjudicate a game that is still playable: a warning.
  const engineLike = [true, 'confined', 'makruk', 'fairy'].includes(e.insufficientMaterial ?? false);
  checkFairyMaterial(def, pieces, problems);
  if (e.insufficientMaterial !== undefined && !engineLike)
    problems.push({
      feature: 'end-rule',
      path: 'end.insufficientMaterial',
      message: `the ${String(e.insufficientMaterial)} insufficient-material draws (Fairy-Stockfish applies its own)`,
      severity: 'warning',
    });
  if (e.fewPiecesWin) fail('fewPiecesWin', 'a win by few pieces left');
  if (e.castlingWins?.length) {
    const letter = (w: { color: string; side: string }) =>
      w.color === 'white' ? (w.side === 'short' ? 'K' : 'Q') : w.side === 'short' ? 'k' : 'q';
    out.push(['castlingWins', e.castlingWins.map(letter).join('')]);
  }
  out.push(...countedEndKeys(def, pieces, fail));
  return out;
}

/**
 * The piece fields a section says (or reports in its own words: `noHand`, `max`, several promotion rules); any
 * other that a piece sets is an `unexpressible-piece-rule`: the Fairy-Stockfish engine has no word for it.
 */
// biome-ignore format: a list
const PIECE_FIELDS_WRITTEN: ReadonlySet<string> = new Set([
  'id', 'name', 'symbol', 'blackSymbol', 'san', 'sanAliases', 'royal', 'value', 'moves', 'promotion',
  'promotions', 'demotesTo', 'prison', 'pawn', 'max', 'noHand',
]);

/**
 * The definition fields the writer writes or refuses by name, and those that only shape the FEN and its checks, so
 * that a field `@x/core` gains is reported until the writer learns it. `flyingRoyalsOnRanks`: the engine's flying
 * general also looks along ranks, where royals in their own palaces never meet; `sanDialect`: SAN's, no rule.
 */
// biome-ignore format: a table of names
const DEFINITION_FIELDS_SAID: ReadonlySet<string> = new Set([
  'id', 'name', 'board', 'pieces', 'zones', 'startFen', 'castling', 'drops', 'end', 'flyingRoyals',
  'flyingRoyalsOnRanks', 'royalCheck', 'royalsOptional', 'orthodoxSetup', 'holdingsInFen', 'checkEvasion',
  'filePhantoms', 'mustCapture', 'passOnStalemate', 'pass', 'bikjang', 'noChecks', 'checkedRoyalTakesOnly',
  'unmovedInFen', 'royalInitialLostTo', 'sanDialect', 'atomic', 'andernach', 'petrify', 'flip', 'vanishing', 'walls',
  'directions', 'turns', 'alice', 'boards', 'swapRules',
]);

/** The other variant-wide rules: flying royals, must-capture, no checks, atomic; the rest is unexpressible. */
export function otherKeys(def: VariantDefinition, pieces: FairyPieces, problems: Unexpressible[]): Entries {
  const out: Entries = [];
  const fail = (path: string, what: string) => problems.push({ feature: 'rule', path, message: what });
  if (def.flyingRoyals) out.push(['flyingGeneral', 'true']);
  if (def.mustCapture) out.push(['mustCapture', 'true']);
  if (def.noChecks) out.push(['checking', 'false']);
  if (def.checkedRoyalTakesOnly) out.push(['makpongRule', 'true']);
  if (def.royalCheck === 'all') out.push(['dupleCheck', 'true']);
  if (def.atomic) {
    if (def.atomic.inert?.length) fail('atomic.inert', 'captures that do not explode');
    // The engine's blast spares the pawns around the target (its blastImmuneTypes spare the capturer too).
    out.push(['blastOnCapture', 'true']);
    const letters = (key: string, ids: readonly string[] | undefined) => {
      if (!ids?.length) return;
      const found = ids.map((id) => pieces.byId.get(id)?.letter);
      if (found.every((l) => l !== undefined)) out.push([key, found.join('')]);
      else
        fail(
          `atomic.${key === 'blastImmuneTypes' ? 'survivors' : 'mutuallyImmune'}`,
          'pieces without a letter',
        );
    };
    letters('blastImmuneTypes', def.atomic.survivors);
    letters('mutuallyImmuneTypes', def.atomic.mutuallyImmune);
    const royal = def.pieces.find((p) => p.royal);
    const king = royal && pieces.byId.get(royal.id);
    if (king?.key === 'commoner') {
      // Royal by extinction (the end rules write it when the definition says so too).
      if (!(def.end?.extinction?.length === 1 && def.end.extinction[0] === royal!.id))
        out.push(['extinctionValue', 'loss'], ['extinctionPieceTypes', king.letter]);
      out.push(['extinctionPseudoRoyal', 'true']);
    }
    const pawnIds = pieces.list.filter((p) => p.pawn).map((p) => p.id);
    if (def.atomic.immune.join() !== pawnIds.join())
      fail(
        'atomic.immune',
        `pieces spared by the blast other than the pawn (${def.atomic.immune.join(', ')})`,
      );
  }
  if (def.checkEvasion === 'lines') fail('checkEvasion', "SjaakII's check evasions along lines only");
  if (def.filePhantoms?.length) fail('filePhantoms', "SjaakII's phantom file blockers");
  const unsupported: readonly (readonly [keyof VariantDefinition, string])[] = [
    ['andernach', 'Andernach captures'],
    ['vanishing', 'vanishing squares'],
    ['walls', 'walls (ini wallingRule, with its own wall squares)'],
    ['directions', 'direction squares'],
    ['turns', 'turns of several moves'],
    ['alice', 'Alice chess'],
    ['boards', 'several boards'],
    ['swapRules', 'promotion or demotion by swaps'],
    ['petrify', 'capturers turned into walls (ini petrifyOnCaptureTypes, not written)'],
    ['unmovedInFen', "unmoved pieces named in the FEN (ini's cambodianMoves, not written)"],
    [
      'royalInitialLostTo',
      "a royal's first leaps lost to an aiming piece (ini's cambodianMoves, not written)",
    ],
  ];
  for (const [key, what] of unsupported) if (def[key] !== undefined) fail(key, what);
  for (const key of unwrittenFields(def, DEFINITION_FIELDS_SAID))
    fail(key, `${key} (not written for Fairy-Stockfish)`);
  // a piece's rules one by one (`rules.freeze`): the engine has no word for any of them
  for (const [i, p] of def.pieces.entries())
    for (const field of unwrittenFields(p, PIECE_FIELDS_WRITTEN))
      for (const key of field === 'rules' ? Object.keys(p.rules!).map((r) => `rules.${r}`) : [field])
        problems.push({ feature: 'piece-rule', path: `pieces[${i}].${key}`, message: `${p.id}: ${key}` });
  // in the engine's type order (`pieces.list`), as the pieces are written
  for (const own of pieces.list) {
    const prison = def.pieces.find((p) => p.id === own.id)?.prison;
    const zone = prison === undefined || own.sharesWith ? undefined : def.zones?.[prison];
    if (zone === undefined) continue;
    const name = own.key[0]!.toUpperCase() + own.key.slice(1);
    out.push([`mobilityRegionWhite${name}`, bitboardText(def, zone.white)]);
    out.push([`mobilityRegionBlack${name}`, bitboardText(def, zone.black)]);
  }
  return out;
}
