/** Character cursor over one token, shared by the FBR and MBN parsers (internal). */
import {
  SyntaxFailure,
  type SyntaxErrorCode,
  type SyntaxWarningCode,
  type TokenDiagnostic,
} from '../shared/errors.js';
import { DEFAULT_FBR_LIMITS } from '../shared/limits.js';
import type { ErrorNode, NumberNode, PrefixChar, FbrSpan } from './types.js';

/** Cursor over `text[start, end)`; positions are offsets in the whole text. */
export class Scanner {
  readonly text: string;
  readonly end: number;
  readonly token: number;
  readonly warnings: TokenDiagnostic[];
  pos: number;
  depth = 0;

  constructor(text: string, start: number, end: number, token: number, warnings: TokenDiagnostic[]) {
    this.text = text;
    this.pos = start;
    this.end = end;
    this.token = token;
    this.warnings = warnings;
  }

  /** Character at `pos + ahead`, or `''` past the token end. */
  peek(ahead = 0): string {
    const i = this.pos + ahead;
    return i < this.end ? this.text[i]! : '';
  }

  atEnd(): boolean {
    return this.pos >= this.end;
  }

  /** Consumes `s` when it comes next. */
  eat(s: string): boolean {
    if (this.text.startsWith(s, this.pos) && this.pos + s.length <= this.end) {
      this.pos += s.length;
      return true;
    }
    return false;
  }

  span(from: number): FbrSpan {
    return { offset: from, length: this.pos - from };
  }

  /** Throws a syntax failure at `offset` (default: here). */
  fail(
    code: SyntaxErrorCode,
    message: string,
    expected?: readonly string[],
    offset = this.pos,
    length = 1,
  ): never {
    const len = Math.max(0, Math.min(length, this.end - offset));
    throw new SyntaxFailure(code, offset, len, message, expected);
  }

  /** Fails with `unexpected-end` at the end, or `unexpected-character` here. */
  unexpected(expected: readonly string[], closing?: SyntaxErrorCode): never {
    if (this.atEnd()) {
      this.fail(
        closing ?? 'unexpected-end',
        `Unexpected end of token; expected ${expected.join(', ')}`,
        expected,
      );
    }
    this.fail(
      'unexpected-character',
      `Unexpected '${this.peek()}'; expected ${expected.join(', ')}`,
      expected,
    );
  }

  expect(s: string, closing?: SyntaxErrorCode): void {
    if (!this.eat(s)) this.unexpected([`'${s}'`], closing);
  }

  warn(code: SyntaxWarningCode, message: string, offset: number, length: number): void {
    this.warnings.push({ code, severity: 'warning', message, offset, length, token: this.token });
  }

  /** Enters a nesting level (bounded by `DEFAULT_FBR_LIMITS.maxDepth`). */
  enter(): void {
    if (++this.depth > DEFAULT_FBR_LIMITS.maxDepth)
      this.fail('too-deep', `Nesting deeper than ${DEFAULT_FBR_LIMITS.maxDepth}`);
  }

  leave(): void {
    this.depth--;
  }

  /** Reads a digit run (at least one digit) as a number node. */
  number(): NumberNode {
    const from = this.pos;
    while (isDigit(this.peek())) this.pos++;
    if (this.pos === from) this.unexpected(['digit']);
    const text = this.text.slice(from, this.pos);
    if (text.length > DEFAULT_FBR_LIMITS.maxDigits) {
      this.fail(
        'number-too-large',
        `Number longer than ${DEFAULT_FBR_LIMITS.maxDigits} digits`,
        undefined,
        from,
        text.length,
      );
    }
    return { kind: 'number', offset: from, length: text.length, text, value: Number(text) };
  }
}

/*
 * NODES: how syntax-tree nodes are built, so that large trees stay small in V8. Each node is one object
 * literal with its keys in the published order (JSON.stringify shows that order). A key added to a built
 * object, or the keys of an object spread into a literal with more keys after it, live outside the node (a
 * property array, about 40 more bytes); each `...x` in a literal keeps one slot for its keys, used or not.
 * So the common shapes are plain literals, and an optional key is spread at the end of a literal only where
 * it is often present.
 */

const NONE: readonly never[] = Object.freeze([]);

/**
 * A list built by `push`, for a syntax tree: a right-sized copy (`push` leaves spare capacity), or one
 * shared frozen empty array, so that large trees stay small.
 */
export function fit<T>(list: readonly T[]): readonly T[] {
  return list.length === 0 ? NONE : list.slice();
}

/** Whether `c` is an ASCII digit. */
export function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

/** Whether `c` is an ASCII lower-case letter. */
export function isLower(c: string): boolean {
  return c >= 'a' && c <= 'z';
}

/** Whether `c` is an ASCII upper-case letter. */
export function isUpper(c: string): boolean {
  return c >= 'A' && c <= 'Z';
}

/** Whether `c` is an ASCII letter or digit. */
export function isAlnum(c: string): boolean {
  return isDigit(c) || isLower(c) || isUpper(c);
}

/** Whether `c` is one of the seven prefix characters. */
export function isPrefix(c: string): c is PrefixChar {
  return c === '+' || c === '-' || c === '#' || c === '*' || c === '$' || c === '%' || c === '&';
}

/** The rest of the token from `from` as an error node (the cursor moves to the token end). */
export function errorNode(s: Scanner, from: number): ErrorNode {
  s.pos = s.end;
  return { kind: 'error', offset: from, length: s.end - from, text: s.text.slice(from, s.end) };
}

/** Runs `f`; on a syntax failure restores the cursor and returns `undefined`. */
export function attempt<T>(s: Scanner, f: () => T): T | undefined {
  const save = s.pos;
  const depth = s.depth;
  const warnings = s.warnings.length;
  try {
    return f();
  } catch (e) {
    if (!(e instanceof SyntaxFailure)) throw e;
    s.pos = save;
    s.depth = depth;
    s.warnings.length = warnings;
    return undefined;
  }
}
