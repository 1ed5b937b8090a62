/**
 * EPD (Extended Position Description, PGN standard section 16.2): the first four FEN fields — board, side to
 * move, castling, en-passant square — then operations `opcode operand…;`. `parseEpd` reads one record and types
 * the opcodes the standard defines (`bm`/`am` as SAN checked against the position, `id` and `c0`–`c9` as
 * strings, `hmvc`/`fmvn` as counters, `D1`…`Dn` as perft counts); `stringifyEpd` writes one back.
 */
import { isStrictMode, limitsResolver } from '@x/core/notation';
import {
  FenError,
  type ParseMode,
  Position,
  PositionError,
  parseFen,
  type Result,
  toResult,
  type VariantDefinition,
  type BasePosition,
} from '@x/core';
import { variants } from '@x/core/variant';
import { SanError } from '../shared/errors.js';
import { resolve } from '../move/resolve.js';
import { stringify } from '../move/stringify.js';

/** `options.limits` over the default caps; a cap that is not a positive integer is a `TypeError`. */
const epdLimits = /* @__PURE__ */ limitsResolver('@x/san EPD', {
  /** Longest record (UTF-16 code units): longer is `input-too-long`, checked before anything is read. */
  maxLength: 100_000,
  /** Most operations in one record: more is `syntax`. */
  maxOperations: 256,
  /** Most operands of one operation: more is `syntax`. */
  maxOperands: 256,
  /** Deepest perft count opcode (`D64`): deeper is `syntax`. */
  maxPerftDepth: 64,
});

/** The default caps: 100,000 characters, 256 operations of 256 operands, perft counts to depth 64. */
export const DEFAULT_EPD_LIMITS = /* @__PURE__ */ epdLimits(undefined);

/** Size caps of `parseEpd`; pass a `Partial<EpdLimits>` as `options.limits`. */
export type EpdLimits = typeof DEFAULT_EPD_LIMITS;

/** The comment opcodes `c0`…`c9`. */
export type EpdCommentOpcode = 'c0' | 'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'c6' | 'c7' | 'c8' | 'c9';

/** The comment opcodes in order. */
const COMMENT_OPCODES: readonly EpdCommentOpcode[] = [
  'c0',
  'c1',
  'c2',
  'c3',
  'c4',
  'c5',
  'c6',
  'c7',
  'c8',
  'c9',
];

/** The operations of an EPD record, typed where the standard defines the opcode. */
export type EpdOperations = {
  /** `bm`: the best moves, canonical SAN of the record's position. */
  readonly bm?: readonly string[];
  /** `am`: the moves to avoid, canonical SAN of the record's position. */
  readonly am?: readonly string[];
  /** `id`: the record's name. */
  readonly id?: string;
  /** `hmvc`: the half-move clock (plies since the last capture or pawn move). */
  readonly hmvc?: number;
  /** `fmvn`: the full-move number (≥ 1). */
  readonly fmvn?: number;
  /** `D1`…`Dn`: perft node counts by depth. */
  readonly perft?: ReadonlyMap<number, number>;
  /** Every other opcode with its operands as written (quoted strings keep their quotes), in the order read. */
  readonly other?: ReadonlyMap<string, readonly string[]>;
} & { readonly [K in EpdCommentOpcode]?: string };

/** One EPD record. */
export interface Epd {
  /** Board, side to move, castling and e.p. square as written (valid FEN fields of the variant). */
  readonly position: string;
  readonly operations: EpdOperations;
}

/** Options of `parseEpd`. */
export interface EpdOptions {
  /** The variant of the position (default chess): its board, pieces, and the legal moves `bm`/`am` name. */
  readonly variant?: VariantDefinition | undefined;
  /**
   * `lenient` (default) also reads what real files write: FEN move counters after the four fields (as `hmvc`
   * and `fmvn`), empty operations (`;D1 20 ;D2 400`), a last operation without `;`, and an `id`/`c0`–`c9`
   * operand of several unquoted words (pgn-extract's `c0 White-Black Event Site Date;`). `strict` rejects them.
   */
  readonly mode?: ParseMode;
  readonly limits?: Partial<EpdLimits> | undefined;
}

const OPCODE = /^[A-Za-z][A-Za-z0-9_]{0,14}$/;
const PERFT = /^D([1-9][0-9]*)$/;
const COUNT = /^[0-9]{1,15}$/;
const isSpace = (c: string | undefined) => c === ' ' || c === '\t';

/** One operand as read: its text (quoted strings unescaped in `value`), where it is, whether it was quoted. */
interface Operand {
  readonly raw: string;
  readonly value: string;
  readonly quoted: boolean;
  readonly offset: number;
}

const fail = (
  message: string,
  offset: number,
  length: number,
  code: 'syntax' | 'input-too-long' | 'invalid-fen' = 'syntax',
): never => {
  throw new SanError(code, message, offset, Math.max(0, length));
};

/** Reads one EPD record. Throws `SanError` (`syntax`, `invalid-fen`, `illegal-move`, `ambiguous-move`, `input-too-long`) located in `text`. */
export function parseEpd(text: string, options: EpdOptions = {}): Epd {
  if (typeof text !== 'string') throw new TypeError('parseEpd expects a string');
  const limits = epdLimits(options.limits);
  if (text.length > limits.maxLength)
    fail(`EPD longer than ${limits.maxLength} characters`, limits.maxLength, 0, 'input-too-long');
  const strict = isStrictMode(options);
  const variant = options.variant ?? variants.chess;
  const newline = text.search(/[\r\n]/);
  if (newline >= 0 && text.slice(newline).trim() !== '') fail('one EPD record is one line', newline, 1);
  const end = newline >= 0 ? newline : text.length;
  const reader = new EpdReader(text, end);
  const position = reader.position(variant);
  const ops: Record<string, unknown> = {};
  const other = new Map<string, readonly string[]>();
  const perft = new Map<number, number>();
  const seen = new Set<string>();
  let board: BasePosition | undefined;
  const positionOf = (): BasePosition => {
    board ??= buildPosition(position, variant);
    return board;
  };
  const counters = reader.counters();
  if (counters !== undefined) {
    if (strict)
      fail('EPD has no move counters: write them as hmvc and fmvn', counters.offset, counters.length);
    ops.hmvc = counters.hmvc;
    ops.fmvn = counters.fmvn;
    seen.add('hmvc').add('fmvn');
  }
  let count = 0;
  for (;;) {
    const op = reader.operation(strict, limits.maxOperands);
    if (op === undefined) break;
    if (++count > limits.maxOperations)
      fail(`more than ${limits.maxOperations} operations`, op.offset, op.opcode.length);
    if (seen.has(op.opcode)) fail(`opcode '${op.opcode}' appears twice`, op.offset, op.opcode.length);
    seen.add(op.opcode);
    readOperation(op, { ops, other, perft, strict, limits, positionOf });
  }
  if (perft.size > 0) ops.perft = perft;
  if (other.size > 0) ops.other = other;
  return { position: position.text, operations: ops as EpdOperations };
}

/** `parseEpd` without throwing on bad input. */
export function safeParseEpd(text: string, options?: EpdOptions): Result<Epd, SanError> {
  return toResult(SanError, () => parseEpd(text, options));
}

/** What `readOperation` fills in. */
interface OperationSink {
  readonly ops: Record<string, unknown>;
  readonly other: Map<string, readonly string[]>;
  readonly perft: Map<number, number>;
  readonly strict: boolean;
  readonly limits: EpdLimits;
  readonly positionOf: () => BasePosition;
}

/** Types one operation's operands by its opcode. */
function readOperation(
  op: { opcode: string; offset: number; operands: readonly Operand[] },
  sink: OperationSink,
): void {
  const { opcode, offset, operands } = op;
  const only = (): Operand => {
    if (operands.length !== 1)
      fail(`'${opcode}' takes one operand (got ${operands.length})`, offset, opcode.length);
    return operands[0]!;
  };
  const counter = (min: number): number => {
    const o = only();
    const n = Number(o.value);
    if (o.quoted || !COUNT.test(o.value) || n < min || !Number.isSafeInteger(n))
      fail(`'${opcode}' takes a whole number${min > 0 ? ` ≥ ${min}` : ''}`, o.offset, o.raw.length);
    return n;
  };
  if (opcode === 'bm' || opcode === 'am') {
    if (operands.length === 0) fail(`'${opcode}' takes one or more moves`, offset, opcode.length);
    sink.ops[opcode] = operands.map((o) => canonicalMove(o, sink.positionOf()));
  } else if (opcode === 'id' || (COMMENT_OPCODES as readonly string[]).includes(opcode)) {
    if (operands.length === 1 && operands[0]!.quoted) sink.ops[opcode] = operands[0]!.value;
    else if (sink.strict || operands.length === 0 || operands.some((o) => o.quoted))
      fail(`'${opcode}' takes one quoted string`, offset, opcode.length);
    else sink.ops[opcode] = operands.map((o) => o.value).join(' ');
  } else if (opcode === 'hmvc') sink.ops.hmvc = counter(0);
  else if (opcode === 'fmvn') sink.ops.fmvn = counter(1);
  else {
    const depth = PERFT.exec(opcode);
    if (depth) {
      const d = Number(depth[1]);
      if (d > sink.limits.maxPerftDepth)
        fail(`perft depth ${d} is deeper than ${sink.limits.maxPerftDepth}`, offset, opcode.length);
      sink.perft.set(d, counter(0));
    } else
      sink.other.set(
        opcode,
        operands.map((o) => o.raw),
      );
  }
}

/** The canonical SAN of a `bm`/`am` operand in `position` (resolve's error located at the operand). */
function canonicalMove(operand: Operand, position: BasePosition): string {
  if (operand.quoted) fail('a move is not a quoted string', operand.offset, operand.raw.length);
  try {
    return stringify(resolve(operand.value, position), position);
  } catch (error) {
    if (!(error instanceof SanError)) throw error;
    throw new SanError(
      error.code,
      error.message,
      operand.offset + error.offset,
      error.length || operand.raw.length,
      {
        candidates: error.candidates,
      },
    );
  }
}

/** The legal position of the four fields (`invalid-fen` on the fields when it is not one). */
function buildPosition(position: { text: string; offset: number }, variant: VariantDefinition): BasePosition {
  try {
    return Position.fromSetup(parseFen(`${position.text} 0 1`, variant), variant);
  } catch (error) {
    if (!(error instanceof PositionError)) throw error;
    return fail(
      `not a legal position: ${error.message}`,
      position.offset,
      position.text.length,
      'invalid-fen',
    );
  }
}

/** Reads the parts of one record, left to right. */
class EpdReader {
  i = 0;
  constructor(
    readonly text: string,
    readonly end: number,
  ) {}

  private skipSpace(): void {
    while (this.i < this.end && isSpace(this.text[this.i])) this.i++;
  }

  /** A run of characters up to a space or `;`. */
  private word(): { text: string; offset: number } {
    const start = this.i;
    while (this.i < this.end && !isSpace(this.text[this.i]) && this.text[this.i] !== ';') this.i++;
    return { text: this.text.slice(start, this.i), offset: start };
  }

  /** The four FEN fields, checked by `@x/core`'s `parseFen` (its error located in the text). */
  position(variant: VariantDefinition): { text: string; offset: number } {
    this.skipSpace();
    const start = this.i;
    for (let field = 0; field < 4; field++) {
      if (field > 0) {
        if (!isSpace(this.text[this.i]))
          fail(`an EPD starts with four FEN fields (found ${field})`, this.i, 0, 'invalid-fen');
        this.skipSpace();
      }
      if (this.word().text === '')
        fail(`an EPD starts with four FEN fields (found ${field})`, this.i, 0, 'invalid-fen');
    }
    const text = this.text.slice(start, this.i);
    try {
      parseFen(`${text} 0 1`, variant);
    } catch (error) {
      if (!(error instanceof FenError)) throw error;
      const at = Math.min(error.offset, text.length);
      fail(
        `bad position: ${error.message}`,
        start + at,
        Math.min(error.length, text.length - at),
        'invalid-fen',
      );
    }
    return { text, offset: start };
  }

  /** FEN move counters after the four fields (two whole numbers), or undefined. */
  counters(): { hmvc: number; fmvn: number; offset: number; length: number } | undefined {
    const save = this.i;
    this.skipSpace();
    const offset = this.i;
    const a = this.word();
    this.skipSpace();
    const b = this.word();
    if (COUNT.test(a.text) && COUNT.test(b.text) && Number(b.text) >= 1)
      return { hmvc: Number(a.text), fmvn: Number(b.text), offset, length: this.i - offset };
    this.i = save;
    return undefined;
  }

  /** The next operation, or undefined at the end. */
  operation(
    strict: boolean,
    maxOperands: number,
  ): { opcode: string; offset: number; operands: Operand[] } | undefined {
    for (;;) {
      const before = this.i;
      this.skipSpace();
      if (this.i >= this.end) return undefined;
      if (before === this.i && before > 0 && this.text[before - 1] !== ';')
        fail('operations are separated by spaces', this.i, 1);
      if (this.text[this.i] !== ';') break;
      if (strict) fail('empty operation', this.i, 1);
      this.i++;
    }
    const { text: opcode, offset } = this.word();
    if (!OPCODE.test(opcode)) fail(`'${opcode}' is not an opcode`, offset, Math.max(1, opcode.length));
    const operands: Operand[] = [];
    for (;;) {
      this.skipSpace();
      if (this.i >= this.end) {
        if (strict) fail(`operation '${opcode}' does not end with ';'`, this.i, 0);
        return { opcode, offset, operands };
      }
      if (this.text[this.i] === ';') {
        this.i++;
        return { opcode, offset, operands };
      }
      if (operands.length >= maxOperands) fail(`more than ${maxOperands} operands`, this.i, 1);
      operands.push(this.text[this.i] === '"' ? this.quoted() : this.bare());
    }
  }

  private bare(): Operand {
    const { text, offset } = this.word();
    if (text.includes('"')) fail('a quote inside an operand', offset + text.indexOf('"'), 1);
    return { raw: text, value: text, quoted: false, offset };
  }

  /** A quoted string; `\"` and `\\` are escapes. */
  private quoted(): Operand {
    const start = this.i++;
    let value = '';
    for (;;) {
      if (this.i >= this.end) fail('unterminated string', start, this.i - start);
      const c = this.text[this.i]!;
      if (c === '"') break;
      if (c === '\\' && (this.text[this.i + 1] === '"' || this.text[this.i + 1] === '\\')) {
        value += this.text[this.i + 1];
        this.i += 2;
        continue;
      }
      value += c;
      this.i++;
    }
    this.i++;
    const next = this.text[this.i];
    if (this.i < this.end && !isSpace(next) && next !== ';') fail('text right after a string', this.i, 1);
    return { raw: this.text.slice(start, this.i), value, quoted: true, offset: start };
  }
}

/** A string operand, quoted, with `"` and `\` escaped. */
function quote(text: string): string {
  if (/[\r\n]/.test(text)) fail('an EPD string holds no line break', 0, 0);
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A bare operand: one word without spaces, `;` or `"`. */
function bareWord(text: string, opcode: string): string {
  if (text === '' || /[\s;"]/.test(text)) fail(`'${opcode}' operand '${text}' is not one word`, 0, 0);
  return text;
}

/**
 * One EPD record as text (no line break): the position, then `bm`, `am`, `id`, `hmvc`, `fmvn`, `c0`–`c9`,
 * `D1`…`Dn` by depth, then the other opcodes in their order. `parseEpd(stringifyEpd(epd))` equals `epd`.
 */
export function stringifyEpd(epd: Epd): string {
  const { position, operations: ops } = epd;
  if (/[\r\n;"]/.test(position) || position.trim().split(/\s+/).length !== 4)
    fail('the position is four FEN fields', 0, 0, 'invalid-fen');
  const parts = [position.trim()];
  const add = (opcode: string, operands: readonly string[]) =>
    parts.push(operands.length > 0 ? `${opcode} ${operands.join(' ')};` : `${opcode};`);
  if (ops.bm)
    add(
      'bm',
      ops.bm.map((m) => bareWord(m, 'bm')),
    );
  if (ops.am)
    add(
      'am',
      ops.am.map((m) => bareWord(m, 'am')),
    );
  if (ops.id !== undefined) add('id', [quote(ops.id)]);
  if (ops.hmvc !== undefined) add('hmvc', [countText(ops.hmvc, 0, 'hmvc')]);
  if (ops.fmvn !== undefined) add('fmvn', [countText(ops.fmvn, 1, 'fmvn')]);
  for (const c of COMMENT_OPCODES) {
    const comment = ops[c];
    if (comment !== undefined) add(c, [quote(comment)]);
  }
  for (const [depth, nodes] of [...(ops.perft ?? [])].sort((a, b) => a[0] - b[0])) {
    if (!(Number.isSafeInteger(depth) && depth >= 1)) fail(`perft depth ${depth} is not ≥ 1`, 0, 0);
    add(`D${depth}`, [countText(nodes, 0, `D${depth}`)]);
  }
  for (const [opcode, operands] of ops.other ?? []) {
    if (!OPCODE.test(opcode) || PERFT.test(opcode) || KNOWN.has(opcode))
      fail(`'${opcode}' is not an opcode of 'other'`, 0, 0);
    add(
      opcode,
      operands.map((o) => (o.startsWith('"') ? o : bareWord(o, opcode))),
    );
  }
  return parts.join(' ');
}

/** The opcodes with their own field in `EpdOperations`. */
const KNOWN = new Set<string>(['bm', 'am', 'id', 'hmvc', 'fmvn', ...COMMENT_OPCODES]);

function countText(n: number, min: number, opcode: string): string {
  if (!(Number.isSafeInteger(n) && n >= min)) fail(`'${opcode}' is a whole number ≥ ${min} (got ${n})`, 0, 0);
  return String(n);
}

/** The six-field FEN of a record: its position with `hmvc` and `fmvn` as the move counters (0 and 1 without them). */
export function epdToFen(epd: Epd): string {
  return `${epd.position.trim()} ${epd.operations.hmvc ?? 0} ${epd.operations.fmvn ?? 1}`;
}

/**
 * A record of a FEN's position (its first four fields) with `operations`; the FEN's move counters are kept as
 * `hmvc` and `fmvn` when `counters` is true.
 */
export function epdFromFen(fen: string, operations: EpdOperations = {}, counters = false): Epd {
  const fields = fen.trim().split(/\s+/);
  if (fields.length < 4) fail('a FEN has at least four fields', 0, fen.length, 'invalid-fen');
  const position = fields.slice(0, 4).join(' ');
  if (!counters) return { position, operations };
  const hmvc = Number(fields[4] ?? 0);
  const fmvn = Number(fields[5] ?? 1);
  return { position, operations: { ...operations, hmvc, fmvn } };
}
