/**
 * The compiler from a parsed FBR/MBN rule set to an `@x/core` variant definition (reference §9d).
 * It compiles the executable subset; everything else is reported as an `unsupported` diagnostic
 * naming the feature at its source span, and left out of the variant: nothing is dropped silently.
 */
import type { VariantDefinition } from '@x/core';
import type { CastlingRules, DropRules } from '@x/core/variant';
import { squareName } from '@x/core';
import { applyAlice } from './boards/alice.js';
import { readAliceExpansion, twinMovesOf } from './boards/alice-expansion.js';
import { type BoardTokens, checkCastlingTokens, readBoardTokens } from './boards/board-tokens.js';
import { boardLayout, layOutBoards, stackedBoards, transferBlocker } from './boards/boards.js';
import {
  applyBenedict,
  dropConverts,
  readBenedictExpansion,
  withoutBenedictExpansion,
} from './powers/benedict.js';
import {
  applyConversionMoves,
  readConversionMoves,
  withoutConversionMoves,
} from './powers/conversion-moves.js';
import { checkCheshireArmy, readCheshireExpansion, withoutCheshireExpansion } from './boards/cheshire.js';
import { type Build, newBuild, withGeometry } from './state/build.js';
import { conversionExcept } from './army/andernach.js';
import { applyFreezers, readFreezerRules } from './powers/freeze.js';
import { applyPieceAttributes } from './powers/piece-attributes.js';
import { explosionsOf } from './powers/explode.js';
import { applyBurnLegs } from './powers/burn.js';
import { addImplicitPieces, addNamedPieces } from './army/implicit.js';
import { assignCompoundSymbols } from './army/compound.js';
import { baseArmy, collectMacros, readPieces } from './army/pieces.js';
import { applyPromotions, withPredefinedPromotion } from './army/promotions.js';
import { applyShapeRules, readShapeRules } from './boards/shape.js';
import {
  applySwapping,
  applySwitching,
  checkSwapChains,
  holdingDemotions,
  readSwapRules,
  swapRulesOf,
} from './army/swap.js';
import { type Reporter, type RuleFacts, readRules, setMembers } from './state/rules.js';
import { readTurnPrefixes, turnRulesOf } from './army/turns.js';
import type { VariantConversion } from '@x/core';
import type { CompileDiagnostic, CompileOptions } from './state/types.js';
import type { Geometry } from './state/zones.js';
import { FbrError } from '../shared/errors.js';
import { listFeatures } from './features.js';
import { checkPlayable } from './state/playable.js';
import type { RuleSet } from '../parse/parse.js';
import { locateIn } from '../parse/source.js';
import { SoundRuleSet } from '../parse/sound-rule-set.js';
import type { PieceSetNode } from '../parse/types.js';

const STANDARD_BOARD = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';

function parseBoard(board: CompileOptions['board'], report: (message: string) => void): Geometry {
  if (board === undefined) return { files: 8, ranks: 8 };
  let files: number;
  let ranks: number;
  if (typeof board === 'string') {
    const m = /^(\d{1,2})x(\d{1,2})$/.exec(board);
    files = m ? Number(m[1]) : Number.NaN;
    ranks = m ? Number(m[2]) : Number.NaN;
  } else {
    files = board.files;
    ranks = board.ranks;
  }
  if (
    !Number.isInteger(files) ||
    !Number.isInteger(ranks) ||
    files < 1 ||
    ranks < 1 ||
    files > 64 ||
    ranks > 64
  ) {
    report(`board size ${JSON.stringify(board)} is not FxR with 1 … 64 files and ranks; using 8x8`);
    return { files: 8, ranks: 8 };
  }
  return { files, ranks };
}

/** Stage 1: each token with syntax errors is reported once; returns the rule set without them. */
function syntaxStage(b: Build, ruleSet: RuleSet): SoundRuleSet {
  const broken = new Set<number>();
  for (const e of ruleSet.diagnostics) {
    if (e.severity !== 'error' || broken.has(e.token)) continue;
    broken.add(e.token);
    b.add({
      code: 'syntax',
      severity: 'error',
      message: `token ${e.token} has a syntax error (${e.code}) and is not compiled`,
      offset: e.offset,
      length: e.length,
      token: e.token,
    });
  }
  return new SoundRuleSet(ruleSet, broken);
}

/** Stage 6b: the orthodox base army is royal (its `royal` rule) and is reported once. */
function baseStage(b: Build, facts: RuleFacts, base: NonNullable<ReturnType<typeof baseArmy>>): void {
  if (base.royal && b.known('K')) {
    facts.anyRoyalRule = true;
    facts.royals.add('K');
    facts.castlePartners.set('K', { set: undefined, span: { offset: 0, length: 0 } });
  }
  const added = base.royal ? ['royal', ...base.letters] : base.letters;
  b.add({
    code: 'base-army',
    severity: 'warning',
    message: `the rule set names no army of its own: compiled on orthodox chess (added: ${added.join(' ')})`,
    offset: 0,
    length: 0,
    token: -1,
  });
}

/**
 * Stage 7a: royal pieces (or extinction under `untilcaptured` and `expose`, and where nothing captures:
 * `unattacked`, Benedict's expansion), atomic kings that never capture. `expose` ("capturing all enemy
 * royals is winning") is extinction for one royal type only.
 */
function applyRoyals(b: Build, ruleSet: RuleSet, facts: RuleFacts, unattacked: boolean): string[] {
  const royalRule = ruleSet.rules.find((r) => r.name === 'royal' && !r.negated && !r.error);
  for (const id of facts.royals) {
    if (b.known(id)) continue;
    const at = royalRule?.set?.members.find((m) => m.prefixes + m.key === id) ??
      royalRule ?? { offset: 0, length: 0 };
    b.problem('unknown-piece', at, `royal piece ${id} is not defined`, royalRule?.index ?? -1);
  }
  const royalIds = [...facts.royals].filter(b.known);
  if (facts.expose && royalIds.length > 1)
    b.unsupported('rule:royal=expose', facts.expose, 'expose with several royal types', royalRule!.index);
  for (const id of royalIds) {
    if (facts.untilCaptured || facts.expose || unattacked) facts.extinction.add(id);
    else b.setType(id, (t) => ({ ...t, royal: true }));
    if (facts.atomic) {
      // Atomic royals never capture (their own explosion would kill them).
      b.setType(id, (t) => ({
        ...t,
        moves: t.moves.filter((a) => a.mode !== 'capture').map((a) => ({ ...a, mode: 'move' as const })),
      }));
    }
  }
  if (facts.atomic && !facts.untilCaptured) for (const id of royalIds) facts.extinction.add(id);
  return royalIds;
}

/**
 * `notInCheck` read from "the own `K` stands unthreatened" holds only where `K` is the one royal type
 * with one piece per side in the start position (`fen`; `undefined` when royalty is not checkmate).
 */
function checkKingSafe(b: Build, royalIds: readonly string[], fen: string | undefined): void {
  const placement = fen?.split(' ')[0] ?? '';
  const count = (ch: string) => placement.split('').filter((c) => c === ch).length;
  for (const r of b.kingSafe) {
    const one = royalIds.length === 1 && royalIds[0] === r.letter && r.letter.length === 1;
    if (one && count(r.letter) === 1 && count(r.letter.toLowerCase()) === 1) continue;
    b.unsupported(
      'range:special',
      r.at,
      `${r.letter} unthreatened is "not in check" only for the one royal`,
      r.token,
    );
  }
}

/** Stage 7b: castling of the (one) royal type with its partners, king and partner on the chess files. */
function castlingOf(
  b: Build,
  ruleSet: RuleSet,
  facts: RuleFacts,
  royalIds: readonly string[],
  rep: Reporter,
) {
  const royalRule = ruleSet.rules.find((r) => r.name === 'royal' && !r.negated && !r.error);
  const castlers = royalIds
    .map((id) => {
      const p = facts.castlePartners.get(id);
      const list = p?.set ? (setMembers(p.set, royalRule?.index ?? -1, rep) ?? []) : ['R'];
      return { id, partners: list.filter(b.known), span: p?.span ?? { offset: 0, length: 0 } };
    })
    .filter((c) => c.partners.length > 0);
  if (castlers.length > 1)
    b.problem(
      'conflict',
      castlers[1]!.span,
      '@x/core castles one royal piece type only',
      royalRule?.index ?? -1,
    );
  const first = castlers[0];
  if (!first || facts.untilCaptured || b.g.files < 5) return undefined;
  const castling: CastlingRules = {
    king: first.id,
    partners: first.partners,
    short: { king: b.g.files - 2, partner: b.g.files - 3 },
    long: { king: 2, partner: 3 },
  };
  return castling;
}

/** Stage 9: en passant is allowed by the predefined `turn=enpassant`, unless explicit turn rules leave it out. */
function stripEnPassant(b: Build, facts: RuleFacts): void {
  if (!facts.explicitTurn || facts.turnEnPassant) return;
  for (const p of b.pieces) {
    p.type = {
      ...p.type,
      moves: p.type.moves.map((a) => {
        const { takesEnPassant: _t, setsEnPassant: _s, ...rest } = a;
        return rest;
      }),
    };
  }
}

/** Stage 10: `holding` and `drop` rules to `@x/core` drops. */
function dropsOf(b: Build, facts: RuleFacts, rep: Reporter): DropRules | undefined {
  if (facts.dropRules.length > 0 && !facts.holding) {
    for (const d of facts.dropRules) b.problem('conflict', d.span, "'drop' needs 'holding'", d.token);
  }
  if (!facts.holding) return undefined;
  const zonesOf: Record<string, string> = {};
  const noCheck: string[] = [];
  const noMate: string[] = [];
  const droppable = b.pieces
    .map((p) => p.type.id)
    .filter((id) => !/^[+\-#*$%&]/.test(id) && !facts.royals.has(id));
  for (const d of facts.dropRules) {
    const ids =
      setMembers(d.set, d.token, rep)?.filter((id) => {
        if (!b.known(id))
          b.problem('unknown-piece', d.set ?? d.span, `dropped piece ${id} is not defined`, d.token);
        return b.known(id);
      }) ?? droppable;
    for (const id of ids) {
      if (d.squares) zonesOf[id] = b.zone(d.squares, `drop-${id.toLowerCase()}`);
      if (d.nocheck) noCheck.push(id);
      if (d.nomate) noMate.push(id);
      if (d.withattack) facts.attackingDrops.push(id);
    }
  }
  // The FBR default: no drops where the piece could never move again, unless a drop range allows it.
  const noDead = droppable.filter((id) => !(id in zonesOf));
  return {
    capturesToHand: true,
    ...(Object.keys(zonesOf).length > 0 ? { zones: zonesOf } : {}),
    ...(noCheck.length > 0 ? { noDropCheck: noCheck } : {}),
    ...(noMate.length > 0 ? { noDropMate: noMate } : {}),
    ...(noDead.length > 0 ? { noDeadDrops: noDead } : {}),
  };
}

/** Stage 11: hill, extinction and check counters into the end rules. */
function endRules(b: Build, facts: RuleFacts, rep: Reporter): RuleFacts['end'] {
  const { end, hill } = facts;
  if (hill) {
    const set = setMembers(hill.set, hill.token ?? -1, rep);
    if (hill.set && set && !(set.length === facts.royals.size && set.every((id) => facts.royals.has(id))))
      b.unsupported(
        'rule:hill{set}',
        hill.set,
        '@x/core flag zones count the royal pieces only',
        hill.token ?? -1,
      );
    end.flagZone = b.zone(hill.squares, 'hill');
  }
  for (const id of facts.extinction) {
    if (!b.known(id) && facts.extinctionSpan) {
      const at =
        facts.extinctionSpan.set.members.find((m) => m.prefixes + m.key === id) ?? facts.extinctionSpan.set;
      b.problem('unknown-piece', at, `piece ${id} is not defined`, facts.extinctionSpan.token);
    }
  }
  const few = facts.fewPiecesWin;
  if (few) {
    const unknown = [...few.white.keys(), ...few.black.keys()].filter((id) => !b.known(id));
    for (const id of unknown) b.problem('unknown-piece', few.set, `piece ${id} is not defined`, few.token);
    if (unknown.length === 0)
      end.fewPiecesWin = { white: Object.fromEntries(few.white), black: Object.fromEntries(few.black) };
  }
  const ext = [...facts.extinction].filter(b.known);
  if (ext.length > 0) end.extinction = ext;
  if (!facts.anyRoyalRule && end.checks !== undefined) delete end.checks;
  if (b.pieces.length === 0) {
    b.add({
      code: 'no-pieces',
      severity: 'error',
      message: 'the rule set defines no piece',
      offset: 0,
      length: 0,
      token: -1,
    });
  }
  return end;
}

/** Stage 12: the start FEN (`:standard` is the chess start on 8 × 8). */
function startFenOf(b: Build, options: CompileOptions, facts: RuleFacts, castles: boolean): string {
  const fen = options.startFen ?? ':standard';
  if (fen !== ':standard') return fen;
  const { g } = b;
  const checks = facts.end.checks !== undefined ? `${facts.end.checks}+${facts.end.checks} ` : '';
  if (g.files === 8 && g.ranks === 8)
    return `${STANDARD_BOARD}${facts.holding ? '[]' : ''} w ${castles ? 'KQkq' : '-'} - ${checks}0 1`;
  b.optionProblem(`':standard' is the 8x8 chess start; give a start FEN for a ${g.files}x${g.ranks} board`);
  const empty = Array.from({ length: g.ranks }, () => String(g.files)).join('/');
  return `${empty}${facts.holding ? '[]' : ''} w - - ${checks}0 1`;
}

/** The pieces that do not explode (the atomic set names those that do; LeCodex's default is `{^P}`). */
function atomicImmune(b: Build, set: PieceSetNode | undefined): string[] {
  const all = b.pieces.map((p) => p.type.id);
  const listed = set ? new Set(set.members.map((m) => m.prefixes + m.key)) : new Set(['P']);
  const complement = set ? set.complement : true;
  return all.filter((id) => (complement ? listed.has(id) : !listed.has(id)));
}

/** The parts of the compiled variant beside board, pieces and start position. */
interface Extras {
  readonly castling: CastlingRules | undefined;
  readonly drops: DropRules | undefined;
  readonly royalIds: readonly string[];
  readonly end: RuleFacts['end'];
  readonly swapRules: VariantDefinition['swapRules'];
  readonly directions: NonNullable<VariantDefinition['directions']>;
  readonly captureOnly: NonNullable<VariantDefinition['captureOnly']>;
  readonly vanishing: boolean;
  readonly turns: VariantDefinition['turns'];
  readonly blasts: ReturnType<typeof explosionsOf>;
  readonly alice: VariantDefinition['alice'];
}

/** `zone{set}[range]=captureonly` as `captureOnly`, each range a zone with the same squares for both sides (as `zone=hole`). */
function captureOnlyOf(b: Build, facts: RuleFacts): Extras['captureOnly'] {
  return facts.captureOnly.map(({ squares, pieces }, i) => {
    const zone = i === 0 ? 'captureonly' : `captureonly-${i + 1}`;
    const names = squares.map((s) => squareName(s, b.g.files));
    b.zones[zone] = { white: names, black: names };
    return { zone, ...(pieces ? { pieces } : {}) };
  });
}

/** Stage 13: the variant definition. */
function assemble(
  b: Build,
  options: CompileOptions,
  facts: RuleFacts,
  x: Extras,
  startFen: string,
): VariantDefinition {
  const { g } = b;
  // Chess960 placement only when the start position needs it (castling rights named by file).
  const rights = startFen.split(' ')[2] ?? '-';
  const castling = x.castling && /[^KQkq-]/.test(rights) ? { ...x.castling, chess960: true } : x.castling;
  const { holes, wrapFiles, wrapRanks } = facts;
  const converted = conversionExcept(b);
  return {
    id: options.id ?? 'fbr',
    name: options.name ?? 'FBR variant',
    board: {
      files: g.files,
      ranks: g.ranks,
      ...(holes.size > 0
        ? { holes: [...holes].sort((a, c) => a - c).map((s) => squareName(s, g.files)) }
        : {}),
      ...(wrapFiles ? { wrapFiles: true } : {}),
      ...(wrapRanks ? { wrapRanks: true } : {}),
    },
    pieces: b.pieces.map((p) => p.type),
    ...(Object.keys(b.zones).length > 0 ? { zones: b.zones } : {}),
    startFen,
    ...(castling ? { castling } : {}),
    ...(x.drops ? { drops: x.drops, holdingsInFen: true } : {}),
    end: x.end,
    ...(facts.mustCapture ? { mustCapture: true } : {}),
    ...(facts.mustEvade ? { mustEvade: true } : {}),
    ...(x.drops && facts.attackingDrops.length > 0 ? { attackingDrops: facts.attackingDrops } : {}),
    ...(facts.atomic
      ? { atomic: { immune: atomicImmune(b, facts.atomic.set) } }
      : x.blasts
        ? { atomic: x.blasts }
        : {}),
    ...(facts.andernach
      ? { andernach: { except: [...x.royalIds] } }
      : converted
        ? { andernach: { except: converted } }
        : {}),
    ...(x.swapRules ? { swapRules: x.swapRules } : {}),
    ...(x.directions.length > 0 ? { directions: x.directions } : {}),
    ...(x.captureOnly.length > 0 ? { captureOnly: x.captureOnly } : {}),
    ...(x.vanishing ? { vanishing: true } : {}),
    ...(x.turns ? { turns: x.turns } : {}),
    ...(x.alice ? { alice: x.alice } : {}),
  };
}

/**
 * The page's four-board line (`K<*>=aK--<+>aO …`): the variant laid out on four boards, every move
 * transferring to another board that holds a king (or any other board from the board that holds both), the
 * pieces with `--<+>aO` taking on arrival. The start: the chess start (`:standard`) on board 1, the others
 * empty; a start FEN given is one of the wide board.
 */
function fourBoardAlice(
  b: Build,
  v: VariantDefinition,
  boards: BoardTokens,
  options: CompileOptions,
): VariantDefinition {
  const { at } = boards.fourBoards!;
  const blocked = transferBlocker(v);
  const layout = blocked ? undefined : boardLayout(v, 4);
  if (!layout) {
    const why = blocked ?? 'four boards of this size do not fit 64 files';
    b.unsupported('id:board', at, `four-board Alice chess with ${why} is not compiled`, at.index);
    return v;
  }
  const arrival = boards.fourBoards!.arrival.filter((id) => v.pieces.some((p) => p.id === id));
  const laid = layOutBoards(v, layout, [v.startFen.split(' ')[0]!.split('/')], {
    kings: true,
    ...(arrival.length > 0 ? { captureOnArrival: arrival } : {}),
  });
  const given = options.startFen !== undefined && options.startFen !== ':standard';
  return given ? { ...laid, startFen: options.startFen! } : laid;
}

/** Stage 14: the variant on the boards its tokens describe (four-board Alice, the stacked form), else as it is. */
function onBoards(b: Build, v: VariantDefinition, boards: BoardTokens, options: CompileOptions) {
  if (boards.fourBoards) return fourBoardAlice(b, v, boards, options);
  return boards.stacked ? stackedBoards(b, v, boards.stacked, options) : v;
}

/** The prefixes of the rule set's `promotion` rules (`+` always), and of those with `=origin` (they place a piece). */
function promotionPrefixesOf(rules: RuleSet['rules']): { all: Set<string>; placing: Set<string> } {
  const all = new Set(['+']);
  const placing = new Set<string>();
  for (const r of rules) {
    if (r.name !== 'promotion' || r.negated || r.error) continue;
    all.add(r.prefix?.char ?? '+');
    if (r.attributes.some((a) => a.name === 'origin')) placing.add(r.prefix?.char ?? '+');
  }
  return { all, placing };
}
/**
 * Compiles a parsed rule set (from `parse`) into an `@x/core` `VariantDefinition`.
 *
 * Never throws for rule-set content (it throws `FbrError` only when `ruleSet` is not a parsed rule
 * set): rules, attributes and move constructs outside the executable subset, or that the `@x/core`
 * model cannot express, give `unsupported` diagnostics with the feature name and its span, and
 * `complete` is `false`. Tokens with syntax errors give one `syntax` diagnostic each and are skipped.
 * A variant `@x/core` refuses to compile gives a `not-playable` error (at offset 0). The start position is not
 * checked here: `Position.fromFen(variant.startFen, variant)` does that.
 */
export function compile(
  ruleSet: RuleSet,
  options: CompileOptions = {},
): VariantConversion<CompileDiagnostic> {
  if (
    typeof ruleSet !== 'object' ||
    ruleSet === null ||
    !Array.isArray(ruleSet.rules as unknown) ||
    !Array.isArray(ruleSet.pieces as unknown)
  ) {
    throw new FbrError('compile expects a rule set returned by parse');
  }
  const fresh = newBuild();
  const b = withGeometry(fresh, parseBoard(options.board, fresh.optionProblem));
  const rep: Reporter = {
    unsupported: b.unsupported,
    letterOk: b.letterOk,
    incomplete: (at, message, token) =>
      b.add({
        code: 'incomplete-rule',
        severity: 'error',
        message,
        offset: at.offset,
        length: at.length,
        token,
      }),
  };
  // Board ids and castling tokens that restate what is compiled anyway (board-tokens.ts).
  const boards = readBoardTokens(syntaxStage(b, ruleSet));
  // The page's expansion of `cheshire{X}` is compiled as `cheshire{X}` (cheshire.ts).
  const cheshire = readCheshireExpansion(boards.rest);
  const rsc = cheshire ? withoutCheshireExpansion(boards.rest, cheshire) : boards.rest;
  // `benedict` and the page's expansion of it (benedict.ts).
  const benedict = readBenedictExpansion(rsc);
  const rsb = benedict ? withoutBenedictExpansion(rsc, benedict) : rsc;
  // The page's single-board expansion of `alice`, compiled as Alice chess (alice-expansion.ts).
  const aliceX = readAliceExpansion(rsb);
  const rsa = aliceX ? aliceX.rest : rsb;
  // `conversion<p>` with conversion moves (`*K=[+]cK`, conversion-moves.ts).
  const conversion = readConversionMoves(rsa);
  const sound = conversion ? withoutConversionMoves(rsa, conversion) : rsa;
  const rs = sound.ruleSet;
  const rules = sound.rules();
  readFreezerRules(rules, b);
  // Features outside the executable subset, as listed by the feature inventory.
  for (const f of listFeatures(ruleSet)) {
    if (!f.supported) b.unsupported(f.feature, f, 'not in the executable subset', f.token);
  }
  const macros = collectMacros(sound.pieces());
  const { all: promotionPrefixes, placing } = promotionPrefixesOf(rs.rules);
  readTurnPrefixes(rules, b);
  const base = options.base === 'none' ? undefined : baseArmy(rs);
  const uses = readPieces(b, base?.tokens ?? [], macros, promotionPrefixes);
  readPieces(b, sound.pieces(), macros, promotionPrefixes, uses);
  const implicit = new Set(addImplicitPieces(b, uses, macros, placing));
  if (benedict) applyBenedict(b, benedict);
  if (cheshire) checkCheshireArmy(b, cheshire);
  const burning = applyBurnLegs(b);
  const blasts = explosionsOf(b);
  applyFreezers(b);
  const facts = readRules(rules, b.g, rep);
  for (const id of addNamedPieces(b, macros, facts.promotionRules)) implicit.add(id);
  if (base) baseStage(b, facts, base);
  const swapFacts = readSwapRules(rules, b);
  const demotedBy = holdingDemotions(b, uses, facts.holding);
  const swapRules = swapRulesOf(b, uses, swapFacts);
  if (demotedBy) uses.delete(demotedBy);
  const royalIds = applyRoyals(b, rs, facts, benedict !== undefined);
  // "When burning royal piece the game is lost for the owner of this piece."
  if (burning) for (const id of royalIds) facts.extinction.add(id);
  if (conversion) applyConversionMoves(b, conversion, macros, royalIds);
  if (benedict && (facts.atomic || blasts || facts.andernach || conversionExcept(b)))
    dropConverts(b, benedict);
  const blast = b.explosions[0];
  if (facts.atomic && blast) b.unsupported('leg:explode', blast.at, '--X beside an atomic rule', blast.token);
  applySwitching(b, swapFacts, royalIds);
  applySwapping(b, swapFacts, royalIds);
  applyPieceAttributes(rules, b, rep);
  const read = readShapeRules(rules);
  const shape = cheshire ? { ...read, cheshire: cheshire.pieces } : read;
  // Cheshire Cat chess: "castling is impossible".
  const castling = shape.cheshire ? undefined : castlingOf(b, rs, facts, royalIds, rep);
  checkCastlingTokens(b, boards.castling, castling);
  withPredefinedPromotion(b, facts.promotionRules);
  applyPromotions(
    b,
    uses,
    {
      rules: facts.promotionRules,
      royals: facts.royals,
      demote: facts.holding?.demote ?? false,
      wrapFiles: facts.wrapFiles,
      wrapRanks: facts.wrapRanks,
      implicit,
    },
    rep,
  );
  stripEnPassant(b, facts);
  applyShapeRules(b, shape, facts.wrapFiles || facts.wrapRanks);
  checkSwapChains(b, rules, swapFacts);
  const drops = dropsOf(b, facts, rep);
  const end = endRules(b, facts, rep);
  const startFen = startFenOf(b, options, facts, castling !== undefined && shape.cheshire === undefined);
  checkKingSafe(b, royalIds, facts.untilCaptured || facts.expose ? undefined : startFen);
  const directions = facts.directions.map((d) => ({
    zone: b.zone(d.squares, 'direction'),
    directions: [d.direction],
  }));
  const captureOnly = captureOnlyOf(b, facts);
  const turns = turnRulesOf(b, rules, facts.untilCaptured);
  const aliceSource = aliceX ? { ...aliceX.promotion, attributes: [] } : boards.alice;
  const twinMoves = aliceX ? twinMovesOf(b, macros, aliceX) : undefined;
  const alice = applyAlice(
    b,
    aliceSource,
    {
      drops: drops !== undefined,
      turns: turns !== undefined,
      atomic: facts.atomic !== undefined || blasts !== undefined,
      vanishing: shape.cheshire !== undefined,
      andernach: facts.andernach || conversionExcept(b) !== undefined,
    },
    twinMoves,
  );
  assignCompoundSymbols(b);
  const variant = assemble(
    b,
    options,
    facts,
    {
      castling,
      drops,
      royalIds,
      end,
      swapRules,
      directions,
      captureOnly,
      vanishing: shape.cheshire !== undefined,
      turns,
      blasts,
      alice,
    },
    startFen,
  );
  const laid = onBoards(b, variant, boards, options);
  checkPlayable(b, laid);
  const found = b.diagnostics.sort((x, y) => x.offset - y.offset || x.length - y.length);
  const diagnostics = locateIn(ruleSet, found);
  return { variant: laid, diagnostics, complete: !diagnostics.some((d) => d.severity === 'error') };
}

/**
 * `compile` under the name every variant-language bridge shares (`toVariant` of `@x/sjaak-variants` and
 * `@x/fairy-variants`): a parsed rule set → `{ variant, diagnostics, complete }` (`VariantConversion` of
 * `@x/core`). The same function as `compile`, which keeps its name.
 */
export const toVariant: (ruleSet: RuleSet, options?: CompileOptions) => VariantConversion<CompileDiagnostic> =
  compile;
