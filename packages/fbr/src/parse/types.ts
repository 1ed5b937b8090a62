/**
 * Vocabulary and syntax-tree types of `@x/fbr`.
 *
 * Every node carries its exact source span (`offset`/`length` into the text given to `parse` or
 * `parseMbn`). Leaf nodes keep their literal text, so `stringify` can print every node back byte for byte.
 */

/** Prefix characters of FBR rules and MBN identifiers (`promotion+`, `freezer#`, `+P`, `#K`). */
export const PREFIX_CHARS = ['+', '-', '#', '*', '$', '%', '&'] as const;
/** One prefix character. */
export type PrefixChar = (typeof PREFIX_CHARS)[number];

/** Prefixes allowed on an FBR piece-set member (`{+K}`); `$ % &` are rule prefixes only. */
export const SET_MEMBER_PREFIXES = ['+', '-', '#', '*'] as const;

/** Cardinal directions accepted in the sequence-number slot of `direction<n>`. */
export const CARDINALS = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'] as const;
/** One cardinal direction. */
export type Cardinal = (typeof CARDINALS)[number];

/** Whole-range specials (`[#]` edge, `[.]` inner, `[+]` threatened, `[*]` unthreatened, `[:]` unmoved). */
export const SPECIAL_RANGES = ['#', '.', '+', '*', ':'] as const;
/** One special range character. */
export type SpecialRangeChar = (typeof SPECIAL_RANGES)[number];

/**
 * FBR dialects: `strict` is the corrected grammar; `lenient` also accepts the page's irregularities;
 * `page` is the literal printed grammar (numbers are files, letters ranks, both range ends required,
 * no `!` negation, no cardinal, no announcement).
 */
export const FBR_DIALECTS = ['strict', 'lenient', 'page'] as const;
/** An FBR dialect. */
export type FbrDialect = (typeof FBR_DIALECTS)[number];

/** MBN modes: `mbn` is Modified Betza Notation; `betza` is standard (X)Betza / Fairy-Stockfish. */
export const MBN_MODES = ['mbn', 'betza'] as const;
/** An MBN mode. */
export type MbnMode = (typeof MBN_MODES)[number];

/** A source span: character offset and length in the parsed text. */
export interface FbrSpan {
  readonly offset: number;
  readonly length: number;
}

/** The unparsed rest of a token after a syntax error (kept so printing stays lossless). */
export interface ErrorNode extends FbrSpan {
  readonly kind: 'error';
  readonly text: string;
}

/** A number as written (`text` keeps leading zeros). */
export interface NumberNode extends FbrSpan {
  readonly kind: 'number';
  readonly text: string;
  readonly value: number;
}

/** A piece letter with its stacked prefixes: `K`, `+P`, `##K`, `:Be:`. */
export interface PieceLetterNode extends FbrSpan {
  readonly kind: 'piece';
  /** Prefix characters before the letter, in order (`'##'`, `'+#'`, or `''`). */
  readonly prefixes: string;
  /** The letter as written: `K`, `p`, or a compound such as `:Be:`. */
  readonly letter: string;
  /** Comparison key: compound letters upper-cased (`:Be:` and `:BE:` are the same piece). */
  readonly key: string;
  readonly compound: boolean;
}

/** A piece set `{…}`: `!` makes it colour-sensitive, `^` complements it. */
export interface PieceSetNode extends FbrSpan {
  readonly kind: 'set';
  readonly colour: boolean;
  readonly complement: boolean;
  readonly members: readonly PieceLetterNode[];
}

/** One `Letter=number` entry of a piece-value list. */
export interface PieceValueNode extends FbrSpan {
  readonly kind: 'value';
  readonly piece: PieceLetterNode;
  readonly value: NumberNode;
}

/** A piece-value list `{M=1,K=1000}` (attribute `most`). */
export interface PieceValuesNode extends FbrSpan {
  readonly kind: 'values';
  readonly entries: readonly PieceValueNode[];
}

/** One end of a file, rank or level interval. `value`: file 1 = `a` … 27 = `aa`; rank as number; level A = 1. */
export interface BoundNode extends FbrSpan {
  readonly text: string;
  readonly value: number;
}

/** `from` or `from-to`. */
export interface IntervalNode extends FbrSpan {
  readonly from: BoundNode;
  readonly to?: BoundNode;
}

/** A rectangle: files alone, ranks alone, or both (plus optional 3D levels). */
export interface AreaNode extends FbrSpan {
  readonly kind: 'area';
  readonly files?: IntervalNode;
  readonly ranks?: IntervalNode;
  readonly levels?: IntervalNode;
}

/** A whole-range special such as `[*]`. */
export interface SpecialRangeNode extends FbrSpan {
  readonly kind: 'special';
  readonly char: SpecialRangeChar;
}

/** A board range `[^a-h1,8]`. */
export interface BoardRangeNode extends FbrSpan {
  readonly kind: 'range';
  readonly complement: boolean;
  readonly parts: readonly (AreaNode | SpecialRangeNode)[];
}

// ------------------------------------------------------------------------------------------- FBR

/** A prefix character node. */
export interface PrefixNode extends FbrSpan {
  readonly kind: 'prefix';
  readonly char: PrefixChar;
}

/** A sequence number `<2>` or (rule `direction`) a cardinal `<ne>`. */
export interface SeqNode extends FbrSpan {
  readonly kind: 'seq';
  /** Text between the angle brackets. */
  readonly text: string;
  readonly value?: number;
  readonly cardinal?: Cardinal;
}

/** An amount `(3)`. */
export interface AmountNode extends FbrSpan {
  readonly kind: 'amount';
  readonly value: NumberNode;
}

/** The `/Name/` after `announcement`. */
export interface AnnouncementNode extends FbrSpan {
  readonly kind: 'announcement';
  readonly name: string;
}

/** Components of an FBR rule, in source order. */
export type RulePart = PrefixNode | SeqNode | PieceSetNode | BoardRangeNode | AnnouncementNode;

/** Components of an FBR attribute, in source order. */
export type AttributePart = PrefixNode | AmountNode | PieceSetNode | PieceValuesNode | BoardRangeNode;

/** One attribute of an FBR rule: `repetition(3)`, `castle{R}`, `!capture`, anonymous `{^A}` or `(2)`. */
export interface AttributeNode extends FbrSpan {
  readonly kind: 'attribute';
  readonly negated: boolean;
  /** Absent for anonymous attributes. */
  readonly name?: string;
  readonly prefix?: PrefixNode;
  readonly amount?: AmountNode;
  readonly set?: PieceSetNode;
  readonly values?: PieceValuesNode;
  readonly range?: BoardRangeNode;
  /** The same component nodes in source order (for lossless printing). */
  readonly parts: readonly AttributePart[];
  /** Present when this attribute has a syntax error: the unparsed rest of the token. */
  readonly error?: ErrorNode;
}

/** One FBR rule token. */
export interface FbrRuleNode extends FbrSpan {
  readonly kind: 'rule';
  /** Index of the token in the whitespace-separated list. */
  readonly index: number;
  readonly negated: boolean;
  readonly name: string;
  readonly prefix?: PrefixNode;
  readonly seq?: SeqNode;
  readonly set?: PieceSetNode;
  readonly range?: BoardRangeNode;
  readonly announcement?: AnnouncementNode;
  /** Whether an `=` attribute list is present (it may be empty only with an error). */
  readonly hasAttributes: boolean;
  readonly attributes: readonly AttributeNode[];
  /** The rule components in source order (for lossless printing of lenient re-orderings). */
  readonly parts: readonly RulePart[];
  /** Present when the rule head has a syntax error: the unparsed rest of the token. */
  readonly error?: ErrorNode;
}

// ------------------------------------------------------------------------------------------- MBN

/** How many steps: `4` count, `0` unlimited, `02` exactly 2, `0*` maximal, `**` edge, `#` unknown. */
export const STEP_FORMS = ['count', 'unlimited', 'exact', 'maximal', 'edge', 'hash'] as const;
/** A step form. */
export type StepForm = (typeof STEP_FORMS)[number];

/** A step suffix. */
export interface StepsNode extends FbrSpan {
  readonly kind: 'steps';
  readonly text: string;
  readonly form: StepForm;
  /** The number for `count` and `exact`. */
  readonly value?: number;
}

/** A modifier: `m`, `cc`, `cy`, `c?{D}`, `o[b,g]`. */
export interface ModifierNode extends FbrSpan {
  readonly kind: 'modifier';
  readonly letter: string;
  /** Doubled letter (`cc`, `ii`, `gg` …). */
  readonly doubled: boolean;
  /** `y` suffix: applies to any piece (`cy`, `jy`). */
  readonly any: boolean;
  /** `?` suffix: optional. */
  readonly optional: boolean;
  readonly set?: PieceSetNode;
  readonly range?: BoardRangeNode;
}

/** An amalgamated direction pair `(fs)`: the intersection of its directions. */
export interface AmalgamatedNode extends FbrSpan {
  readonly kind: 'amalgamated';
  readonly directions: string;
}

/** A basic or extended leaper, or a reference to a compound piece's moves (`:K:`). */
export interface LeaperNode extends FbrSpan {
  readonly kind: 'leaper';
  /** `letter`: `W`, `N` …; `coords`: `:x,y:`; `reference`: a compound piece letter `:K:`. */
  readonly form: 'letter' | 'coords' | 'reference';
  /** The atom as written (one letter, `:2,2:`, `:K:`); Betza doubled atoms keep one letter here. */
  readonly atom: string;
  readonly x?: number;
  readonly y?: number;
  /** Betza only: the atom letter is doubled (`NN` nightrider). */
  readonly doubled: boolean;
  /** Circular direction `(fs)` between atom and steps. */
  readonly circular?: AmalgamatedNode;
  readonly steps?: StepsNode;
}

/** A complex rider `( … )` with optional steps. */
export interface GroupNode extends FbrSpan {
  readonly kind: 'group';
  readonly body: MoveSequenceNode;
  readonly steps?: StepsNode;
}

/** A move inside a partial move. */
export type MoveNode = LeaperNode | GroupNode;

/** A board transition `<+1>`, `<*>`, `<<2>>` (kept as raw text). */
export interface TransitionNode extends FbrSpan {
  readonly kind: 'transition';
  readonly text: string;
}

/** A condition `/{K}[e1]/` or `/K e1/`. */
export interface ConditionNode extends FbrSpan {
  readonly kind: 'condition';
  readonly subject: PieceSetNode | PieceLetterNode;
  readonly where: BoardRangeNode | AreaNode;
}

/** Items of a partial move, in source order. */
export type PartialItem =
  | TransitionNode
  | ConditionNode
  | BoardRangeNode
  | PieceSetNode
  | ModifierNode
  | AmalgamatedNode
  | MoveNode;

/** One partial move: prefix, origin range, attackers, modifiers, moves, destination range. */
export interface PartialMoveNode extends FbrSpan {
  readonly kind: 'partial';
  /** Separator before this partial move: `+` (MBN) or `''` (first one, or Betza concatenation). */
  readonly joiner: '+' | '';
  readonly setup: boolean;
  readonly transition?: TransitionNode;
  readonly condition?: ConditionNode;
  readonly origin?: BoardRangeNode;
  readonly attackers: readonly PieceSetNode[];
  readonly modifiers: readonly (ModifierNode | AmalgamatedNode)[];
  readonly moves: readonly MoveNode[];
  readonly destination?: BoardRangeNode;
  /** Everything after the optional `!` in source order (for printing). */
  readonly items: readonly PartialItem[];
}

/** Alternatives `a+b+c` (union). */
export interface CombinedMoveNode extends FbrSpan {
  readonly kind: 'combined';
  readonly parts: readonly PartialMoveNode[];
}

/** An optional leg `[ … ]` or `{ … }`. */
export interface OptionalLegNode extends FbrSpan {
  readonly kind: 'optional';
  readonly bracket: '[' | '{';
  readonly body: MoveSequenceNode;
}

/** One leg of a sequence with the separator before it (`-` then, `--` independent). */
export interface LegNode extends FbrSpan {
  readonly separator: '' | '-' | '--';
  readonly move: CombinedMoveNode | OptionalLegNode;
}

/** Legs in sequence. */
export interface MoveSequenceNode extends FbrSpan {
  readonly kind: 'sequence';
  readonly legs: readonly LegNode[];
}

/** `@` macro flag, `!` setup flag, stacked prefixes, the letter, raw `<…>` suffix, `/Name/`. */
export interface IdNode extends FbrSpan {
  readonly kind: 'id';
  readonly setup: boolean;
  readonly macro: boolean;
  readonly piece: PieceLetterNode;
  /** Raw text between `<` and `>` after the letter (board identifier or piece-group suffix). */
  readonly board?: string;
  /** `/Name/` after the identifier. */
  readonly name?: string;
}

/** A `|long name|` comment. */
export interface CommentNode extends FbrSpan {
  readonly kind: 'comment';
  readonly text: string;
}

/** A promotion target: `{Prefix} Letter` or `@Letter`. */
export interface TargetNode extends FbrSpan {
  readonly kind: 'target';
  readonly macro: boolean;
  readonly piece: PieceLetterNode;
}

/** The right-hand side of `==` when it is a plain target list. */
export interface TargetListNode extends FbrSpan {
  readonly kind: 'targets';
  readonly targets: readonly TargetNode[];
}

/** Fields every MBN token has. */
interface MbnTokenBase extends FbrSpan {
  readonly index: number;
  readonly dialect: MbnMode;
}

/** `Id [|comment|] [= moves]`: a piece or macro definition, or a bare identifier (predefined piece). */
export interface PieceDefNode extends MbnTokenBase {
  readonly kind: 'piece-def';
  readonly id: IdNode;
  readonly comment?: CommentNode;
  /** Absent for a bare identifier. */
  readonly body?: MoveSequenceNode | ErrorNode;
}

/** `Id {Letter} == targets` promotion choices. */
export interface PromotionDefNode extends MbnTokenBase {
  readonly kind: 'promotion-def';
  readonly id: IdNode;
  /** Further letters sharing the identifier's prefixes (`*KQRBNP==X`). */
  readonly extra: readonly PieceLetterNode[];
  readonly comment?: CommentNode;
  /** A target list, or (unsure form) a move expression. */
  readonly body: TargetListNode | MoveSequenceNode | ErrorNode;
}

/** `O-O[<…>]=king-part=partner-part`. */
export interface CastlingDefNode extends MbnTokenBase {
  readonly kind: 'castling-def';
  readonly side: 'O-O' | 'O-O-O';
  readonly board?: string;
  readonly king: MoveSequenceNode | ErrorNode;
  /** Absent only with a syntax error (a missing `=partner` part, or an error in the king part). */
  readonly partner?: MoveSequenceNode | ErrorNode;
}

/** A bare move definition (Betza mode only, e.g. `fmWfceFifmnD`). */
export interface MovesNode extends MbnTokenBase {
  readonly kind: 'moves';
  readonly body: MoveSequenceNode | ErrorNode;
}

/** An MBN token whose head could not be parsed. */
export interface InvalidTokenNode extends MbnTokenBase {
  readonly kind: 'invalid';
  readonly text: string;
}

/** Any MBN token. */
export type MbnToken = PieceDefNode | PromotionDefNode | CastlingDefNode | MovesNode | InvalidTokenNode;

/** Any token of a rule set. */
export type TokenNode = FbrRuleNode | MbnToken;

/** One entry of a rule set: the whitespace (trivia) before a token, and the token. */
export interface RuleSetEntry {
  readonly trivia: string;
  readonly token: TokenNode;
}
