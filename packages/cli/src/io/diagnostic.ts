/**
 * Diagnostics as `xn` prints them: compiler-style text (`FILE:LINE:COL: error[code]: message`, the source
 * line, a caret under the span) or one JSON object per line (`--json`).
 */
import type { ByteWindow } from '@x/san/split';
import { sourceLine, textLine } from './source-line.js';
import { terminalText } from './terminal-text.js';

/** One located problem of an input. */
export interface CliDiagnostic {
  readonly file: string;
  readonly severity: 'error' | 'warning' | 'note';
  readonly code: string;
  readonly message: string;
  /** Byte offset and length in the (decompressed) input. */
  readonly offset: number;
  readonly length: number;
  /** 1-based line and column. */
  readonly line: number;
  readonly column: number;
  /** The 0-based ply of the failing move, when a move failed. */
  readonly ply?: number | undefined;
}

/** The diagnostic as text, with its source line and caret when its bytes are still held (ends with `\n`). */
export function formatDiagnostic(d: CliDiagnostic, window: ByteWindow): string {
  return withSource(d, sourceLine(window, d.offset, d.length));
}

/**
 * The diagnostic as `formatDiagnostic` writes it, for an input read whole as `text`: `offset` and `length` count
 * the text's UTF-16 units (the diagnostic's own offsets are not read).
 */
export function formatTextDiagnostic(d: CliDiagnostic, text: string, offset: number, length: number): string {
  return withSource(d, textLine(text, offset, length));
}

/** A located problem's first line, `FILE:LINE:COL: severity[code]: message` (ends with `\n`). */
export function diagnosticLine(
  file: string,
  d: Pick<CliDiagnostic, 'severity' | 'code' | 'message' | 'line' | 'column'>,
): string {
  return `${terminalText(file)}:${d.line}:${d.column}: ${d.severity}[${terminalText(d.code)}]: ${terminalText(d.message)}\n`;
}

/** `FILE:LINE:COL: severity[code]: message`, then the source line and its caret line when there is one. */
function withSource(d: CliDiagnostic, source: { text: string; caret: string } | undefined): string {
  const head = diagnosticLine(d.file, d);
  return source === undefined ? head : `${head}  ${source.text}\n  ${source.caret}\n`;
}

/** The diagnostic as one line of JSON (NDJSON), `"type": "diagnostic"`. */
export function jsonDiagnostic(d: CliDiagnostic): string {
  return `${JSON.stringify({ type: 'diagnostic', ...d })}\n`;
}
