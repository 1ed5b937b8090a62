/**
 * The compiler from a parsed FBR/MBN rule set to an `@x/core` variant definition (reference §9d).
 * It compiles the executable subset; everything else is reported as an `unsupported` diagnostic
 * naming the feature at its source span, and left out of the variant: nothing is dropped silently.
 */
import type {
  CastlingRules,
  DropRules,
  MoveAtom,
  PieceType,
  PromotionRule,
  VariantDefinition,
  Zone,
} from '@x/core';
import { squareName } from '@x/core';
import { compileMoves, predefinedMoves } from './compile-moves.js';
import { readRules, setMembers } from './compile-rules.js';
import type { CompileDiagnostic, CompileOptions, CompileResult } from './compile-types.js';
import { type Geometry, mirroredZone, rankSquares } from './compile-zones.js';
import { FbrError } from './errors.js';
import { listFeatures } from './features.js';
import type { RuleSet } from './parse.js';
import type { MbnMode, MoveSequenceNode, PieceLetterNode, PieceSetNode, Span } from './types.js';

const STANDARD_BOARD = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';

/** What a prefixed MBN token says about a piece under one promotion prefix. */
interface PrefixUse {
  /** Explicit targets (`+P==QRBN`), or `undefined` for the default set (bare `+P`). */
  targets?: { readonly piece: PieceLetterNode; readonly macro: boolean }[];
  /** The promoted type defined by `+P=moves`. */
  promotedId?: string;
  readonly span: Span;
  readonly token: number;
}

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

/**
 * Compiles a parsed rule set (from `parse`) into an `@x/core` `VariantDefinition`.
 *
 * Never throws for rule-set content (it throws `FbrError` only when `ruleSet` is not a parsed rule
 * set): rules, attributes and move constructs outside the executable subset, or that the `@x/core`
 * model cannot express, give `unsupported` diagnostics with the feature name and its span, and
 * `complete` is `false`. Tokens with syntax errors give one `syntax` diagnostic each and are skipped.
 * The start position is not checked here: `Position.fromFen(variant.startFen, variant)` does that.
 */
export function compile(ruleSet: RuleSet, options: CompileOptions = {}): CompileResult {
  if (
    typeof ruleSet !== 'object' ||
    ruleSet === null ||
    !Array.isArray(ruleSet.rules as unknown) ||
    !Array.isArray(ruleSet.pieces as unknown)
  ) {
    throw new FbrError('compile expects a rule set returned by parse');
  }
  const diagnostics: CompileDiagnostic[] = [];
  const seen = new Set<string>();
  const add = (d: CompileDiagnostic) => {
    const key = `${d.code}|${d.feature ?? ''}|${d.offset}|${d.length}`;
    if (seen.has(key)) return;
    seen.add(key);
    diagnostics.push(d);
  };
  let token = -1;
  const unsupported = (feature: string, at: Span, why: string, tok = token) =>
    add({
      code: 'unsupported',
      severity: 'error',
      message: `${feature}: ${why}`,
      feature,
      offset: at.offset,
      length: at.length,
      token: tok,
    });
  const problem = (code: 'unknown-piece' | 'conflict', at: Span, message: string, tok = token) =>
    add({ code, severity: 'error', message, offset: at.offset, length: at.length, token: tok });
  const optionProblem = (message: string) =>
    add({ code: 'invalid-option', severity: 'error', message, offset: 0, length: 0, token: -1 });

  const g = parseBoard(options.board, optionProblem);

  // 1. Syntax errors: each broken token is skipped, once.
  const broken = new Set<number>();
  for (const e of ruleSet.errors) {
    if (broken.has(e.token)) continue;
    broken.add(e.token);
    add({
      code: 'syntax',
      severity: 'error',
      message: `token ${e.token} has a syntax error (${e.code}) and is not compiled`,
      offset: e.offset,
      length: e.length,
      token: e.token,
    });
  }

  // 2. Features outside the executable subset, as listed by the feature inventory.
  for (const f of listFeatures(ruleSet)) {
    if (!f.supported) unsupported(f.feature, f, 'not in the executable subset', f.token);
  }

  // 3. Zones.
  const zones: Record<string, Zone> = {};
  const zoneNames = new Map<string, string>();
  const zone = (squares: readonly number[], stem: string): string => {
    const key = `${stem}|${squares.join(',')}`;
    let name = zoneNames.get(key);
    if (!name) {
      name = zones[stem] ? `${stem}-${zoneNames.size + 1}` : stem;
      zoneNames.set(key, name);
      zones[name] = mirroredZone(squares, g);
    }
    return name;
  };

  // 4. Macros.
  const macros = new Map<string, { body: MoveSequenceNode; mode: MbnMode }>();
  for (const t of ruleSet.pieces) {
    if (t.kind === 'piece-def' && t.id.macro && t.body?.kind === 'sequence' && !broken.has(t.index))
      macros.set(t.id.piece.key, { body: t.body, mode: t.dialect });
  }
  const moveContext = (tok: number) => ({
    geometry: g,
    macros,
    unsupported: (feature: string, at: Span, why: string) => unsupported(feature, at, why, tok),
    zone: (squares: readonly number[]) => zone(squares, 'from'),
  });

  // 5. Pieces and prefixed tokens.
  const pieces: { type: PieceType; span: Span; token: number }[] = [];
  const byLetter = new Map<string, number>();
  const prefixUses = new Map<string, Map<string, PrefixUse>>();
  const usePrefix = (prefix: string, letter: string, use: PrefixUse) => {
    let m = prefixUses.get(prefix);
    if (!m) prefixUses.set(prefix, (m = new Map()));
    if (m.has(letter)) problem('conflict', use.span, `${prefix}${letter} is defined twice`, use.token);
    else m.set(letter, use);
  };
  const letterOk = (p: PieceLetterNode, tok: number): boolean => {
    if (p.compound) {
      unsupported('compound-letter', p, `compound letter ${p.letter} has no FEN symbol in @x/core`, tok);
      return false;
    }
    if (p.letter !== p.letter.toUpperCase()) {
      unsupported(
        'lowercase-letter',
        p,
        'a lower-case piece letter has no FEN symbol (lower case is Black)',
        tok,
      );
      return false;
    }
    return true;
  };
  const promotionPrefixes = new Set(['+']);
  for (const r of ruleSet.rules)
    if (r.name === 'promotion' && !r.negated && !r.error) promotionPrefixes.add(r.prefix?.char ?? '+');
  for (const t of ruleSet.pieces) {
    token = t.index;
    if (broken.has(t.index) || t.kind === 'invalid' || t.kind === 'castling-def') continue;
    if (t.kind === 'moves') {
      unsupported('token:moves', t, 'a move definition without piece letter defines no piece');
      continue;
    }
    if (t.id.setup || t.id.board !== undefined || t.id.name !== undefined) continue; // reported by listFeatures
    if (t.id.macro) continue;
    const prefixes = t.id.piece.prefixes;
    if (t.kind === 'promotion-def') {
      if (prefixes.length !== 1) {
        unsupported('prefix', t.id, 'promotion lists need exactly one prefix (the promotion rule)');
        continue;
      }
      if (t.body.kind !== 'targets') {
        unsupported('promotion-move-expression', t.body, 'a promotion to a move expression is not compiled');
        continue;
      }
      const targets = t.body.targets.map((x) => ({ piece: x.piece, macro: x.macro }));
      for (const p of [t.id.piece, ...t.extra]) {
        if (letterOk(p, t.index)) usePrefix(prefixes, p.key, { targets, span: t, token: t.index });
      }
      continue;
    }
    const piece = t.id.piece;
    if (!letterOk(piece, t.index)) continue;
    if (prefixes.length > 1) {
      unsupported('prefix', t.id, `stacked prefixes ${prefixes} are not compiled`);
      continue;
    }
    if (prefixes.length === 1 && !t.body) {
      usePrefix(prefixes, piece.key, { span: t, token: t.index });
      continue;
    }
    if (prefixes.length === 1 && !promotionPrefixes.has(prefixes)) {
      unsupported(`prefix:${prefixes}`, t, `${prefixes}${piece.key} belongs to no compiled rule`);
      continue;
    }
    const id = prefixes + piece.key;
    if (byLetter.has(id)) {
      problem('conflict', t.id, `piece ${id} is defined twice`);
      continue;
    }
    let moves: MoveAtom[];
    if (t.body?.kind === 'sequence') {
      moves = compileMoves(t.body, t.dialect, moveContext(t.index));
      // XBetza: a piece that captures en passant makes its quiet leaps over empty squares e.p. moves.
      if (t.dialect === 'betza' && moves.some((a) => a.takesEnPassant))
        moves = moves.map((a) =>
          a.kind === 'leap' && a.mode === 'move' && a.legs ? { ...a, setsEnPassant: true } : a,
        );
    } else if (t.body) continue;
    else {
      const pre = predefinedMoves(piece.key, t.dialect, moveContext(t.index), t.id);
      if (!pre) {
        unsupported(`atom:${piece.key}`, t.id, `${piece.key} is not a predefined piece`);
        continue;
      }
      moves = pre;
    }
    const type: PieceType = {
      id,
      ...(t.comment ? { name: t.comment.text } : {}),
      symbol: id,
      moves,
      ...(moves.some((a) => a.takesEnPassant || a.setsEnPassant) ? { pawn: true } : {}),
    };
    byLetter.set(id, pieces.length);
    pieces.push({ type, span: t.id, token: t.index });
    if (prefixes.length === 1) usePrefix(prefixes, piece.key, { promotedId: id, span: t, token: t.index });
  }

  // 6. Rules.
  const {
    end,
    royals,
    castlePartners,
    anyRoyalRule,
    untilCaptured,
    promotionRules,
    atomic,
    andernach,
    holding,
    dropRules,
    mustCapture,
    wrapFiles,
    wrapRanks,
    hill,
    holes,
    explicitTurn,
    turnEnPassant,
    extinction,
    extinctionSpan,
  } = readRules(ruleSet.rules, broken, g, { unsupported, letterOk });
  token = -1;
  const members = (set: PieceSetNode | undefined, tok: number) =>
    setMembers(set, tok, { unsupported, letterOk });

  // 7. Royals, castling, atomic kings, untilcaptured.
  const known = (id: string) => byLetter.has(id);
  const royalRule = ruleSet.rules.find((r) => r.name === 'royal' && !r.negated && !r.error);
  for (const id of royals) {
    if (!known(id)) {
      const at = royalRule?.set?.members.find((m) => m.prefixes + m.key === id) ??
        royalRule ?? { offset: 0, length: 0 };
      problem('unknown-piece', at, `royal piece ${id} is not defined`, royalRule?.index ?? -1);
    }
  }
  const royalIds = [...royals].filter(known);
  const setType = (id: string, f: (t: PieceType) => PieceType) => {
    const i = byLetter.get(id)!;
    pieces[i]!.type = f(pieces[i]!.type);
  };
  for (const id of royalIds) {
    if (untilCaptured) extinction.add(id);
    else setType(id, (t) => ({ ...t, royal: true }));
    if (atomic) {
      // Atomic royals never capture (their own explosion would kill them).
      setType(id, (t) => ({
        ...t,
        moves: t.moves.filter((a) => a.mode !== 'capture').map((a) => ({ ...a, mode: 'move' as const })),
      }));
    }
  }
  if (atomic && !untilCaptured) for (const id of royalIds) extinction.add(id);
  let castling: CastlingRules | undefined;
  const castlers = royalIds
    .map((id) => {
      const p = castlePartners.get(id);
      const list = p?.set ? (members(p.set, royalRule?.index ?? -1) ?? []) : ['R'];
      return { id, partners: list.filter(known), span: p?.span ?? { offset: 0, length: 0 } };
    })
    .filter((c) => c.partners.length > 0);
  if (castlers.length > 1) {
    problem(
      'conflict',
      castlers[1]!.span,
      '@x/core castles one royal piece type only',
      royalRule?.index ?? -1,
    );
  }
  const first = castlers[0];
  if (first && !untilCaptured && g.files >= 5) {
    castling = {
      king: first.id,
      partners: first.partners,
      short: { king: g.files - 2, partner: g.files - 3 },
      long: { king: 2, partner: 3 },
    };
  }

  // 8. Promotions.
  if (!promotionRules.some((p) => p.prefix === '+')) {
    promotionRules.push({
      prefix: '+',
      squares: rankSquares([g.ranks - 1], g),
      optional: false,
      notForced: false,
      span: { offset: 0, length: 0 },
      token: -1,
    });
  }
  const plain = () => pieces.filter((p) => !/^[+\-#*$%&]/.test(p.type.id)).map((p) => p.type.id);
  const promotedBy = new Map<string, string>();
  for (const [prefix, uses] of prefixUses) {
    const rules = promotionRules.filter((p) => p.prefix === prefix);
    if (rules.length === 0) {
      for (const [letter, use] of uses)
        unsupported(
          `prefix:${prefix}`,
          use.span,
          `${prefix}${letter} belongs to no compiled rule`,
          use.token,
        );
      continue;
    }
    if (rules.length > 1)
      problem('conflict', rules[1]!.span, `two promotion${prefix} rules`, rules[1]!.token);
    const rule = rules[0]!;
    const allowed = members(rule.set, rule.token);
    const promoting = new Set<string>(allowed ?? uses.keys());
    for (const [letter, use] of uses) {
      if (!promoting.has(letter))
        problem(
          'conflict',
          use.span,
          `${prefix}${letter}: ${letter} is not in the set of promotion${prefix}`,
          use.token,
        );
    }
    for (const letter of promoting) {
      if (!known(letter)) {
        problem(
          'unknown-piece',
          rule.set ?? rule.span,
          `promoting piece ${letter} is not defined`,
          rule.token,
        );
        continue;
      }
      if (promotedBy.has(letter)) {
        problem('conflict', rule.span, `${letter} is under two promotion rules`, rule.token);
        continue;
      }
      const use = uses.get(letter);
      let choices: string[];
      if (use?.promotedId) choices = [use.promotedId];
      else if (use?.targets) {
        choices = [];
        for (const t of use.targets) {
          const id = t.piece.prefixes + t.piece.key;
          if (t.macro)
            unsupported('target:macro', t.piece, 'a macro as promotion target is not compiled', use.token);
          else if (!known(id))
            problem('unknown-piece', t.piece, `promotion target ${id} is not defined`, use.token);
          else choices.push(id);
        }
      } else choices = plain().filter((id) => id !== letter && !royals.has(id));
      if (choices.length === 0) continue;
      promotedBy.set(letter, prefix);
      const promotion: PromotionRule = {
        zone: zone(rule.squares, prefix === '+' ? 'promotion' : `promotion${prefix}`),
        choices,
        ...(rule.optional ? { mandatory: 'optional' as const } : {}),
        ...(rule.optional && !rule.notForced ? forced(rule.squares, letter, prefix) : {}),
        ...(holding?.demote ? { markPromoted: true } : {}),
      };
      setType(letter, (t) => ({ ...t, promotion }));
      if (use?.promotedId) setType(use.promotedId, (t) => ({ ...t, demotesTo: letter }));
    }
  }

  /**
   * Optional promotion is still forced where the piece could never move again (FBR's default unless
   * `notforced`): the squares of the zone from which none of its atoms reaches the board.
   */
  function forced(squares: readonly number[], id: string, prefix: string): { forcedZone?: string } {
    const moves = pieces[byLetter.get(id)!]!.type.moves;
    const fromZones = new Map<string, Set<string>>();
    const dead = squares.filter((s) => {
      const f = s % g.files;
      const r = Math.floor(s / g.files);
      return !moves.some((a) => {
        if (a.fromZone) {
          let z = fromZones.get(a.fromZone);
          if (!z) fromZones.set(a.fromZone, (z = new Set(zones[a.fromZone]?.white)));
          if (!z.has(squareName(s, g.files))) return false;
        }
        return a.vectors.some(([dx, dy]) => {
          const tf = f + dx;
          const tr = r + dy;
          return (wrapFiles || (tf >= 0 && tf < g.files)) && (wrapRanks || (tr >= 0 && tr < g.ranks));
        });
      });
    });
    if (dead.length === 0) return {};
    return {
      forcedZone: zone(dead, prefix === '+' ? `promotion-forced-${id}` : `promotion${prefix}-forced-${id}`),
    };
  }

  // 9. En passant: allowed by the predefined `turn=enpassant`, unless explicit turn rules leave it out.
  if (explicitTurn && !turnEnPassant) {
    for (const p of pieces) {
      p.type = {
        ...p.type,
        moves: p.type.moves.map((a) => {
          const { takesEnPassant: _t, setsEnPassant: _s, ...rest } = a;
          return rest;
        }),
      };
    }
  }

  // 10. Drops.
  let drops: DropRules | undefined;
  if (dropRules.length > 0 && !holding) {
    for (const d of dropRules) problem('conflict', d.span, "'drop' needs 'holding'", d.token);
  }
  if (holding) {
    const zonesOf: Record<string, string> = {};
    const noCheck: string[] = [];
    const noMate: string[] = [];
    const droppable = plain().filter((id) => !royals.has(id));
    for (const d of dropRules) {
      const ids =
        members(d.set, d.token)?.filter((id) => {
          if (!known(id))
            problem('unknown-piece', d.set ?? d.span, `dropped piece ${id} is not defined`, d.token);
          return known(id);
        }) ?? droppable;
      for (const id of ids) {
        if (d.squares) zonesOf[id] = zone(d.squares, `drop-${id.toLowerCase()}`);
        if (d.nocheck) noCheck.push(id);
        if (d.nomate) noMate.push(id);
      }
    }
    // The FBR default: no drops where the piece could never move again, unless a drop range allows it.
    const noDead = droppable.filter((id) => !(id in zonesOf));
    drops = {
      capturesToHand: true,
      ...(Object.keys(zonesOf).length > 0 ? { zones: zonesOf } : {}),
      ...(noCheck.length > 0 ? { noDropCheck: noCheck } : {}),
      ...(noMate.length > 0 ? { noDropMate: noMate } : {}),
      ...(noDead.length > 0 ? { noDeadDrops: noDead } : {}),
    };
  }

  // 11. End rules.
  if (hill) {
    const set = members(hill.set, hill.token ?? -1);
    if (hill.set && set && !(set.length === royals.size && set.every((id) => royals.has(id))))
      unsupported('rule:hill{set}', hill.set, '@x/core flag zones count the royal pieces only', hill.token);
    end.flagZone = zone(hill.squares, 'hill');
  }
  for (const id of extinction) {
    if (!known(id) && extinctionSpan) {
      const at = extinctionSpan.set.members.find((m) => m.prefixes + m.key === id) ?? extinctionSpan.set;
      problem('unknown-piece', at, `piece ${id} is not defined`, extinctionSpan.token);
    }
  }
  const ext = [...extinction].filter(known);
  if (ext.length > 0) end.extinction = ext;
  if (!anyRoyalRule && end.checks !== undefined) delete end.checks;

  if (pieces.length === 0) {
    add({
      code: 'no-pieces',
      severity: 'error',
      message: 'the rule set defines no piece',
      offset: 0,
      length: 0,
      token: -1,
    });
  }

  // 12. Start position.
  const startFen = (() => {
    const fen = options.startFen ?? ':standard';
    if (fen !== ':standard') return fen;
    const checks = end.checks !== undefined ? `${end.checks}+${end.checks} ` : '';
    if (g.files === 8 && g.ranks === 8)
      return `${STANDARD_BOARD}${holding ? '[]' : ''} w KQkq - ${checks}0 1`;
    optionProblem(`':standard' is the 8x8 chess start; give a start FEN for a ${g.files}x${g.ranks} board`);
    const empty = Array.from({ length: g.ranks }, () => String(g.files)).join('/');
    return `${empty}${holding ? '[]' : ''} w - - ${checks}0 1`;
  })();
  // Chess960 placement only when the start position needs it (castling rights named by file).
  const rights = startFen.split(' ')[2] ?? '-';
  if (castling && /[^KQkq-]/.test(rights)) castling = { ...castling, chess960: true };

  const variant: VariantDefinition = {
    id: options.id ?? 'fbr',
    name: options.name ?? 'FBR variant',
    board: {
      files: g.files,
      ranks: g.ranks,
      ...(holes.size > 0
        ? { holes: [...holes].sort((a, b) => a - b).map((s) => squareName(s, g.files)) }
        : {}),
      ...(wrapFiles ? { wrapFiles: true } : {}),
      ...(wrapRanks ? { wrapRanks: true } : {}),
    },
    pieces: pieces.map((p) => p.type),
    ...(Object.keys(zones).length > 0 ? { zones } : {}),
    startFen,
    ...(castling ? { castling } : {}),
    ...(drops ? { drops, holdingsInFen: true } : {}),
    end,
    ...(mustCapture ? { mustCapture: true } : {}),
    ...(atomic ? { atomic: { immune: atomicImmune(atomic.set) } } : {}),
    ...(andernach ? { andernach: { except: royalIds } } : {}),
  };
  function atomicImmune(set: PieceSetNode | undefined): string[] {
    // The set names the pieces that explode; LeCodex's default is `{^P}` (all but pawns).
    const all = pieces.map((p) => p.type.id);
    const listed = set ? new Set(set.members.map((m) => m.prefixes + m.key)) : new Set(['P']);
    const complement = set ? set.complement : true;
    return all.filter((id) => (complement ? listed.has(id) : !listed.has(id)));
  }
  diagnostics.sort((a, b) => a.offset - b.offset || a.length - b.length);
  return { variant, diagnostics, complete: !diagnostics.some((d) => d.severity === 'error') };
}
