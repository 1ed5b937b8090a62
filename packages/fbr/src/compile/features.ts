/**
 * Feature inventory of a parsed rule set, for the future compiler: which rules, attributes and
 * move constructs a rule set uses, and whether each lies in the executable subset (reference §9d).
 */
import { readAliceExpansion } from './boards/alice-expansion.js';
import { readBoardTokens } from './boards/board-tokens.js';
import { readBenedictExpansion } from './powers/benedict.js';
import { readCheshireExpansion } from './boards/cheshire.js';
import { mountTarget } from './moves/mount.js';
import { readConversionMoves } from './powers/conversion-moves.js';
import {
  bounceLegs,
  explodeLeg,
  kingSafeLeg,
  setupLeg,
  swapChainGroup,
  twoFiles,
  unthreatened,
} from './moves/legs.js';
import { walkLegs, walkSpan } from './moves/walk.js';
import type { RuleSet } from '../parse/parse.js';
import { SoundRuleSet } from '../parse/sound-rule-set.js';
import type { MbnToken, MoveSequenceNode, PartialMoveNode, FbrSpan } from '../parse/types.js';

/**
 * Rule features the compiler is meant to execute. Names: `rule:<name>`, `rule:<name>=<attribute>`,
 * `rule:!<name>` (cancelled default), `rule:<name><seq>` (sequence number present).
 */
export const EXECUTABLE_RULE_FEATURES = [
  'rule:royal',
  'rule:royal=checkmated',
  'rule:royal=bare',
  'rule:royal=baremove',
  'rule:royal=maxchecks',
  'rule:royal=untilcaptured',
  'rule:royal=expose',
  'rule:royal=mustevase',
  'rule:royal=castle',
  'rule:promotion',
  'rule:promotion=enter',
  'rule:promotion=optional',
  'rule:promotion=notforced',
  'rule:promotion=origin',
  'rule:promotion=move',
  'rule:promotion=capture',
  'rule:promotion=demote',
  'rule:promotion=swap',
  'rule:promotion=enpassant',
  'rule:stalemate',
  'rule:stalemate=draw',
  'rule:stalemate=win',
  'rule:stalemate=loss',
  'rule:stalemate=invalid',
  'rule:draw',
  'rule:draw=repetition',
  'rule:draw=stalemate',
  'rule:!draw',
  'rule:loss',
  'rule:loss=stalemate',
  'rule:loss=repetition',
  'rule:win',
  'rule:win=stalemate',
  'rule:mustcapture',
  'rule:mustcapture=compulsory',
  'rule:atomic',
  'rule:andernach',
  'rule:holding',
  'rule:holding=demote',
  'rule:holding=promote',
  'rule:holding=notflip',
  'rule:drop',
  'rule:drop=nocheck',
  'rule:drop=nomate',
  'rule:drop=withattack',
  'rule:drop=captured',
  'rule:cylindric',
  'rule:torus',
  'rule:hill',
  'rule:zone',
  'rule:zone=hole',
  'rule:zone=captureonly',
  'rule:zone=river',
  'rule:pieces',
  'rule:pieces=extinction',
  'rule:pieces=win',
  'rule:pieces=morethan',
  'rule:pieces=immovable',
  'rule:pieces=cannotbechecked',
  'rule:turn',
  'rule:turn=enpassant',
  'rule:turn<seq>',
  'rule:turn=balance',
  'rule:turn=optional',
  'rule:turn=again',
  'rule:turn=untilcapture',
  'rule:turn=check',
  'rule:turn=captureroyal',
  'rule:turn=avalanche',
  'rule:avalanche',
  'rule:avalanche=balance',
  'rule:mirror',
  'rule:mirror=vertical',
  'rule:freezer',
  'rule:freezer=(n)',
  'rule:freezer=attackers',
  'rule:freezer=single',
  'rule:freezer<seq>',
  'rule:protector',
  'rule:protector<seq>',
  'rule:stymizer',
  'rule:burner',
  'rule:burner={set}',
  'rule:pincher',
  'rule:pincher={set}',
  'rule:conversion',
  'rule:conversion=capture',
  'rule:direction',
  'rule:direction<seq>',
  'rule:swap',
  'rule:swap=demote',
  'rule:swap=promote',
  'rule:switching',
  'rule:switching=excluderoyals',
  'rule:switching=notincheck',
  'rule:swapping',
  'rule:stopifchecking',
  'rule:spacious',
  'rule:bouncing',
  'rule:cheshire',
  'rule:alice',
  'rule:alice=classic',
] as const;

/**
 * Move features the compiler is meant to execute. Names: `atom:letter|coords|reference`,
 * `steps:<form>`, `betza:rider` (doubled atom), `modifier:<letters>` (doubled forms spelt out,
 * `modifier:cy`, `modifier:?` for the optional marker), `amalgamated`, `range:origin|destination|special`,
 * `modifier-set`, `attackers`, `leg:then|independent|optional`, `group` (complex rider), `group:once`
 * (`( … )` without steps), `setup`, `setup:then` (a quiet setup then-leg `-!mY`), `leg:bounce`
 * (`X-[([a,h]zX)0]`), `leg:kingsafe` (`X--!jj{K}U[*]`), `leg:explode` (`cQ--X`, and `--X` after a burner's moves),
 * `leg:swapchain` (`(dttwQ)0`), `leg:walk` (`[mK]--[mK]--K`), `range:unthreatened` (origin `[*]`),
 * `transition`, `condition`, `token:piece|macro|bare|promotion|castling|moves`, `token:castling:chess` (a chess castling
 * pair, board-tokens.ts), `id:setup|board|name`, `id:board:all` (`<*>` in Alice's two-board lines), `id:board:one`
 * (`B<3>`, a piece on a board of its own), `transition:zone` (`#B=<+1>cO`, its zone on the boards beside),
 * `transition:board` (`C<1>=<2>mO`, the piece's zero move to another board), `leg:transfer`
 * (`--<+>mO` in their conversion), `comment`.
 */
export const EXECUTABLE_MOVE_FEATURES = [
  'atom:letter',
  'atom:coords',
  'betza:rider',
  'steps:count',
  'steps:unlimited',
  'steps:exact',
  'modifier:m',
  'modifier:c',
  'modifier:a',
  'modifier:e',
  'modifier:ee',
  'modifier:i',
  'modifier:n',
  'modifier:p',
  'modifier:pp',
  'modifier:g',
  'modifier:o',
  'modifier:oo',
  'modifier:k',
  'modifier:f',
  'modifier:b',
  'modifier:l',
  'modifier:r',
  'modifier:v',
  'modifier:s',
  'modifier:d',
  'modifier:w',
  'modifier:ww',
  'modifier:cc',
  'modifier:?',
  'atom:reference',
  'modifier-set',
  'amalgamated',
  'range:origin',
  'range:destination',
  'leg:then',
  'setup:then',
  'group:once',
  'leg:bounce',
  'leg:kingsafe',
  'leg:explode',
  'leg:swapchain',
  'leg:walk',
  'range:unthreatened',
  'token:piece',
  'token:macro',
  'token:bare',
  'token:promotion',
  'token:moves',
  'token:castling:chess',
  'id:board:all',
  'id:board:one',
  'transition:zone',
  'transition:board',
  'leg:transfer',
  'comment',
] as const;

/** One use of a feature, located in the input. */
export interface FeatureUse extends FbrSpan {
  readonly kind: 'rule' | 'move';
  readonly feature: string;
  /** Whether the feature is in the executable subset. */
  readonly supported: boolean;
  /** Token index in the list. */
  readonly token: number;
}

const RULES: ReadonlySet<string> = new Set(EXECUTABLE_RULE_FEATURES);
const MOVES: ReadonlySet<string> = new Set(EXECUTABLE_MOVE_FEATURES);

function walkPartial(p: PartialMoveNode, add: (feature: string, at: FbrSpan) => void, then = false): void {
  // `X-!mY`: a quiet setup then-leg (compiled when it makes the piece spacious, see legs.ts).
  if (p.setup) add(then ? 'setup:then' : 'setup', p);
  if (p.transition) add('transition', p.transition);
  if (p.condition) add('condition', p.condition);
  // `[*]wwK`: from an unthreatened square (the one royal: not in check; `compile` checks it).
  if (unthreatened(p.origin)) add('range:unthreatened', p.origin!);
  else if (p.origin)
    add(p.origin.parts.some((x) => x.kind === 'special') ? 'range:special' : 'range:origin', p.origin);
  if (p.destination) {
    add(
      p.destination.parts.some((x) => x.kind === 'special') ? 'range:special' : 'range:destination',
      p.destination,
    );
  }
  for (const a of p.attackers) add('attackers', a);
  for (const m of p.modifiers) {
    if (m.kind === 'amalgamated') {
      add('amalgamated', m);
      continue;
    }
    add(`modifier:${m.letter}${m.doubled ? m.letter : ''}${m.any ? 'y' : ''}`, m);
    if (m.optional) add('modifier:?', m);
    if (m.set) add('modifier-set', m.set);
    if (m.range)
      add(m.range.parts.some((x) => x.kind === 'special') ? 'range:special' : 'modifier-range', m.range);
  }
  for (const mv of p.moves) {
    const chain = swapChainGroup(mv);
    if (chain) {
      add('leg:swapchain', mv);
      walkPartial(chain, add);
    } else if (mv.kind === 'group') {
      add(mv.steps ? 'group' : 'group:once', mv);
      walkSequence(mv.body, add);
    } else {
      add(`atom:${mv.form}`, mv);
      if (mv.doubled) add('betza:rider', mv);
      if (mv.circular) add('circular', mv.circular);
    }
    if (mv.steps) add(`steps:${mv.steps.form}`, mv.steps);
  }
}

function walkSequence(seq: MoveSequenceNode, add: (feature: string, at: FbrSpan) => void): void {
  // `X-[([a,h]zX)0]`: bouncing off the side files (legs.ts; `compile` checks the files).
  // `X--!jj{K}U[*]`: only while the own K is unthreatened (`compile` checks K is the one royal).
  // `cQ--X`: the capture explodes (`compile` checks that `X` is the predefined explosion).
  const kingSafe = seq.legs.length === 2 && kingSafeLeg(seq.legs[1]) !== undefined;
  const explode = seq.legs.length === 2 && explodeLeg(seq.legs[1]);
  if (kingSafe || explode || bounceLegs(seq.legs, (p) => twoFiles(p.origin)) !== undefined) {
    add(kingSafe ? 'leg:kingsafe' : explode ? 'leg:explode' : 'leg:bounce', seq.legs[1]!);
    walkSequence({ ...seq, legs: [seq.legs[0]!] }, add);
    return;
  }
  // `[mK]--[mK]--K`: a walk of up to three king steps (walk.ts).
  const walk = walkLegs(seq.legs);
  if (walk) {
    add('leg:walk', walkSpan(seq.legs));
    walkPartial(walk.part, add);
    return;
  }
  for (const leg of seq.legs) {
    if (leg.separator === '-') add('leg:then', leg);
    if (leg.separator === '--') add('leg:independent', leg);
    if (leg.move.kind === 'optional') {
      add('leg:optional', leg.move);
      walkSequence(leg.move.body, add);
    } else {
      const then = setupLeg(leg) !== undefined;
      for (const p of leg.move.parts) walkPartial(p, add, then);
    }
  }
}

function walkToken(t: MbnToken, add: (feature: string, at: FbrSpan) => void): void {
  switch (t.kind) {
    case 'invalid':
      return;
    case 'moves':
      add('token:moves', t);
      if (t.body.kind === 'sequence') walkSequence(t.body, add);
      return;
    case 'castling-def': {
      add('token:castling', t);
      if (t.board !== undefined) add('id:board', t);
      // Castling tokens are not compiled: their `[*]` stays a special range.
      const inner = (f: string, at: FbrSpan) => add(f === 'range:unthreatened' ? 'range:special' : f, at);
      if (t.king.kind === 'sequence') walkSequence(t.king, inner);
      if (t.partner?.kind === 'sequence') walkSequence(t.partner, inner);
      return;
    }
    default: {
      const kind =
        t.kind === 'promotion-def' ? 'promotion' : t.id.macro ? 'macro' : t.body ? 'piece' : 'bare';
      add(`token:${kind}`, t);
      if (t.id.setup) add('id:setup', t.id);
      if (t.id.board !== undefined) add('id:board', t.id);
      if (t.id.name !== undefined) add('id:name', t.id);
      if (t.comment) add('comment', t.comment);
      if (t.body?.kind === 'sequence') walkSequence(t.body, add);
    }
  }
}

/**
 * Lists every rule, attribute and move construct a parsed rule set uses, each with its span and
 * whether it is in the executable subset. A compiler emits an `unsupported` diagnostic for each
 * use with `supported: false`. Tokens (or parts) with syntax errors contribute nothing.
 */
export function listFeatures(ruleSet: RuleSet): FeatureUse[] {
  const out: FeatureUse[] = [];
  const sound = SoundRuleSet.of(ruleSet);
  // The page's expansion of `cheshire{X}`, compiled as that rule (cheshire.ts).
  const cheshire = readCheshireExpansion(sound);
  // `benedict`, and the page's expansion of it compiled as that rule (benedict.ts).
  const benedict = readBenedictExpansion(sound);
  // The page's single-board expansion of `alice`, compiled as that rule (alice-expansion.ts).
  const alice = readAliceExpansion(sound);
  // `conversion<p>` with conversion moves (conversion-moves.ts).
  const conversion = benedict ? undefined : readConversionMoves(sound);
  const expansion = new Set<unknown>([
    ...(cheshire ? [cheshire.pieces, cheshire.promotion, cheshire.marker, cheshire.placement] : []),
    ...(benedict ? [benedict.noCapture, benedict.conversion, ...benedict.tokens] : []),
    ...(alice ? [alice.promotion] : []),
    ...(conversion ? [conversion.rule, ...conversion.tokens, ...conversion.guards] : []),
  ]);
  for (const r of ruleSet.rules) {
    if (r.error) continue;
    const push = (feature: string, at: FbrSpan) =>
      out.push({
        kind: 'rule',
        feature,
        supported: RULES.has(feature) || expansion.has(r),
        offset: at.offset,
        length: at.length,
        token: r.index,
      });
    const head = { offset: r.offset, length: r.name.length + (r.negated ? 1 : 0) };
    push(`rule:${r.negated ? '!' : ''}${r.name}`, head);
    if (r.seq) push(`rule:${r.name}<seq>`, r.seq);
    for (const a of r.attributes) {
      if (a.error) continue;
      push(`rule:${r.name}=${a.negated ? '!' : ''}${a.name ?? (a.set ? '{set}' : '(n)')}`, a);
    }
  }
  // `cc` under `conversion<p>=capture` (`*Q=ccO`: the capturing piece itself changes side) is compiled.
  const converting = new Set<string>();
  for (const r of ruleSet.rules)
    if (r.name === 'conversion' && r.prefix && r.attributes.some((a) => a.name === 'capture' && !a.negated))
      converting.add(r.prefix.char);
  // Board ids, transfers and castling tokens that restate the compiled game (board-tokens.ts).
  const boards = readBoardTokens(sound);
  const expanded = new Set([...expansion].map((t) => (t as { index: number }).index));
  for (const i of alice?.tokens ?? []) expanded.add(i);
  // The Disks' `*Q==(wwO--:QD:)+D`, read as the promotion to `:QD:` (mount.ts).
  for (const t of ruleSet.pieces) if (mountTarget(t)) expanded.add(t.index);
  for (const t of boards.rest.ruleSet.pieces) {
    const conversion = t.kind === 'piece-def' && converting.has(t.id.piece.prefixes);
    walkToken(t, (feature, at) =>
      out.push({
        kind: 'move',
        feature,
        supported: MOVES.has(feature) || (conversion && feature === 'modifier:cc') || expanded.has(t.index),
        offset: at.offset,
        length: at.length,
        token: t.index,
      }),
    );
  }
  for (const r of boards.restated) out.push({ kind: 'move', supported: true, ...r });
  return out;
}
