/**
 * FBR `turn` rules to `@x/core` turns of several moves (internal to `compile`): `turn<n>{set}` with
 * `balance`, `optional`, `again`, `untilcapture`, and under `royal=untilcaptured` (where the royal is
 * an extinction piece, so check does not bind) `check` and `captureroyal`. The decisions are in the
 * docs/compile.md ("Turn sequences").
 */
import type { TurnPart, TurnRules } from '@x/core/variant';
import type { Build } from '../state/build.js';
import type { AttributeNode, FbrRuleNode, PieceSetNode } from '../../parse/types.js';

/** The attributes a compiled turn part turns into part flags (`enpassant` is read by `readRules`). */
const FLAGS: ReadonlyMap<string, 'balance' | 'optional' | 'again' | 'untilCapture'> = /* @__PURE__ */ new Map(
  [
    ['balance', 'balance'],
    ['optional', 'optional'],
    ['again', 'again'],
    ['untilcapture', 'untilCapture'],
  ] as const,
);

/** One `turn` rule read as a part, with its sequence number (undefined: none). */
interface ReadPart {
  readonly part: TurnPart;
  readonly seq: number | undefined;
  readonly rule: FbrRuleNode;
}

/** The side and piece ids of a turn set; `{!KQRBNP}` (one colour) gives the side. */
function readSet(
  b: Build,
  set: PieceSetNode,
  r: FbrRuleNode,
): { side?: 'white' | 'black'; pieces: string[] } | undefined {
  const upper = set.members.filter((m) => m.letter === m.letter.toUpperCase());
  let side: 'white' | 'black' | undefined;
  if (set.colour) {
    if (upper.length !== 0 && upper.length !== set.members.length) {
      b.unsupported('colour-set', set, 'a turn set naming pieces of both colours is not compiled', r.index);
      return undefined;
    }
    side = upper.length > 0 ? 'white' : 'black';
  }
  const listed = new Set(set.members.map((m) => m.prefixes + m.key.toUpperCase()));
  const ids = b.pieces.map((p) => p.type.id).filter((id) => listed.has(id) !== set.complement);
  return { ...(side ? { side } : {}), pieces: ids };
}

/** Registers the prefixes of the sound `turn<p>` rules (their `<p>X=moves` tokens are read by `readPieces`). */
export function readTurnPrefixes(rules: readonly FbrRuleNode[], b: Build): void {
  for (const r of rules) if (r.name === 'turn' && r.prefix && !r.negated) b.turnPrefixes.add(r.prefix.char);
}

/**
 * `turn<p>{!x}`: the part moves one of the opponent's pieces `x` (lower case: the opponent's, seen
 * from White) by the `<p>X=moves` token, which must be quiet leaps (`#P=mfW`: avalanche's push).
 */
function opponentPart(b: Build, r: FbrRuleNode): TurnPart | undefined {
  const set = r.set;
  const why = (text: string) => {
    b.unsupported('rule:turn:prefix', r.prefix!, text, r.index);
    return undefined;
  };
  if (
    !set?.colour ||
    set.complement ||
    set.members.length !== 1 ||
    set.members[0]!.letter !== set.members[0]!.letter.toLowerCase()
  )
    return why("a prefixed turn part is compiled for one opponent's piece ('{!p}') only");
  const m = set.members[0]!;
  const id = m.prefixes + m.key.toUpperCase();
  const def = b.turnDefs.get(r.prefix!.char + id);
  if (!def || !b.known(id)) return why(`no ${r.prefix!.char}${id}=moves token for a known piece ${id}`);
  if (
    def.moves.some(
      (a) => a.kind !== 'leap' || a.mode !== 'move' || a.legs || a.initial || a.fromZone || a.swap,
    )
  )
    return why("the opponent's piece is moved by quiet leaps only");
  return { pieces: [id], opponentMoves: def.moves };
}

/** One `turn` rule as a part (undefined when it is not compiled: a mixed-colour set, an unusable prefix). */
function readPart(b: Build, r: FbrRuleNode, untilCaptured: boolean): ReadPart | undefined {
  const part: { -readonly [K in keyof TurnPart]: TurnPart[K] } = {};
  for (const a of r.attributes.filter((x: AttributeNode) => !x.error && !x.negated)) {
    const name = a.name ?? '';
    const flag = FLAGS.get(name);
    if (flag) part[flag] = true;
    else if (name === 'avalanche') {
      // The push may expose the pusher's royal (lost a turn later), and the pawn's owner promotes it.
      if (r.prefix) part.mayExpose = part.ownerPromotes = true;
      else b.unsupported('rule:turn=avalanche', a, 'only on a push', r.index);
    } else if ((name === 'check' || name === 'captureroyal') && !untilCaptured)
      b.unsupported(
        `rule:turn=${name}`,
        a,
        `'${name}' needs 'royal=untilcaptured' here (a royal left in check between moves is not compiled)`,
        r.index,
      );
  }
  if (r.prefix) {
    const opp = opponentPart(b, r);
    return opp ? { part: { ...part, ...opp }, seq: r.seq?.value, rule: r } : undefined;
  }
  if (r.set) {
    const s = readSet(b, r.set, r);
    if (!s) return undefined;
    if (s.pieces.length === 0) {
      b.add({
        code: 'unused-turn-part',
        severity: 'warning',
        message: 'no piece of the army is in this turn set: the part is never played',
        offset: r.set.offset,
        length: r.set.length,
        token: r.index,
      });
      return undefined;
    }
    if (s.side) part.side = s.side;
    part.pieces = s.pieces;
  }
  return { part, seq: r.seq?.value, rule: r };
}

/**
 * `avalanche(=balance)` as the page expands it: `turn<1>(=balance) turn#<2>{!p}=avalanche … #P=mfW`
 * (`balance` on the first part, the page's "add the attribute balance to first move").
 */
function avalancheTurns(b: Build, r: FbrRuleNode, turn: FbrRuleNode | undefined): TurnRules | undefined {
  if (turn || !b.known('P')) {
    b.problem(turn ? 'conflict' : 'unknown-piece', turn ?? r, 'avalanche: own turns, pawns P', r.index);
    return undefined;
  }
  const push = { kind: 'leap', vectors: [[0, 1]], mode: 'move' } as const; // `#P=mfW`
  const first = r.attributes.some((a) => a.name === 'balance') ? { balance: true } : {};
  return { parts: [first, { pieces: ['P'], opponentMoves: [push], mayExpose: true, ownerPromotes: true }] };
}

/** Whether a part admits a piece that can capture en passant. */
function takesEp(b: Build, part: TurnPart): boolean {
  return b.pieces.some(
    (p) => (!part.pieces || part.pieces.includes(p.type.id)) && p.type.moves.some((a) => a.takesEnPassant),
  );
}

/**
 * The turn rules of the rule set's `turn` rules, or undefined for the orthodox one move per turn
 * (`turn`, `turn=enpassant`). Reports what the model cannot carry.
 */
export function turnRulesOf(
  b: Build,
  rules: readonly FbrRuleNode[],
  untilCaptured: boolean,
): TurnRules | undefined {
  const live = rules.filter((r) => !r.negated);
  const turnRules = live.filter((r) => r.name === 'turn');
  const av = live.find((r) => r.name === 'avalanche');
  if (av) return avalancheTurns(b, av, turnRules[0]);
  const read = turnRules.map((r) => readPart(b, r, untilCaptured)).filter((p) => p !== undefined);
  if (read.length === 0) return undefined;
  const numbered = read.filter((p) => p.seq !== undefined).length;
  if (numbered !== 0 && numbered !== read.length) {
    const odd = read.find((p) => p.seq === undefined)!.rule;
    b.unsupported(
      'rule:turn<seq>',
      odd,
      'numbered and unnumbered turn parts together are not compiled',
      odd.index,
    );
    return undefined;
  }
  if (numbered === 0 && read.some((p) => p.part.opponentMoves)) {
    const odd = read.find((p) => p.part.opponentMoves)!.rule;
    b.unsupported(
      'rule:turn:prefix',
      odd,
      "an opponent's move in an unordered turn is not compiled",
      odd.index,
    );
    return undefined;
  }
  // Equal numbers keep their order in the rule set (a stable sort).
  const parts = [...read].sort((x, y) => (x.seq ?? 0) - (y.seq ?? 0)).map((p) => p.part);
  if (parts.length === 1 && Object.keys(parts[0]!).length === 0) return undefined;
  const ep = turnRules.filter((r) => r.attributes.some((a) => a.name === 'enpassant' && !a.negated));
  if (ep.length > 0) {
    const without = read.find(
      (p) =>
        !p.rule.attributes.some((a) => a.name === 'enpassant') && !p.part.untilCapture && takesEp(b, p.part),
    );
    if (without)
      b.unsupported(
        'rule:turn=enpassant',
        ep[0]!,
        'en passant allowed in some parts of a turn only is not compiled',
        ep[0]!.index,
      );
  }
  for (const side of ['white', 'black'] as const) {
    if (!parts.some((p) => (p.side ?? side) === side && !p.again && !p.untilCapture)) {
      b.problem('conflict', turnRules[0]!, `${side} has no turn part it always plays`, turnRules[0]!.index);
      return undefined;
    }
  }
  // `balance` skips a part in White's first turn: a part must be left (`@x/core` refuses the turns otherwise).
  if (parts.every((p) => p.side === 'black' || p.balance)) {
    const at = read.find((p) => p.part.balance)!.rule;
    b.problem('conflict', at, "White's first turn has no move: every part White plays is balance", at.index);
    return undefined;
  }
  return { parts, ...(numbered === 0 ? { anyOrder: true } : {}) };
}
