/**
 * `parse`: a SjaakII `variants.txt` file to typed variant records plus diagnostics. Strict and
 * friendly: nothing is silently ignored; what SjaakII accepts is a warning; a block with an error
 * does not load, the other blocks do.
 */
import { isStrictMode, LineIndex, lineColumn } from '@x/core';
import {
  type DiagnosticCode,
  type LineDiagnostic,
  makeDiagnostic,
  type SjaakDiagnostic,
} from './diagnostics.js';
import { checkNames } from './names.js';
import {
  type BlockBuilder,
  type PendingPair,
  type PendingZone,
  type PieceBuilder,
  finalize,
} from './block.js';
import { SjaakError } from './errors.js';
import { type Keyword, PIECE_KEYWORDS, matchKeyword, suggestKeyword } from './keywords.js';
import { readMove } from './move.js';
import { readRule } from './rules.js';
import { type Reporter, type SquareContext, readSquare, readSquareList, squareCoords } from './squares.js';
import {
  PIECE_FLAGS,
  type ParseOptions,
  type PieceFlag,
  type Side,
  type Span,
  type VariantDefinition,
} from './types.js';

/** Piece keywords that hold one value (a second line replaces the first), with their `spans` key. */
const SINGLE_PIECE_KEYWORDS: Partial<Record<Keyword, string>> = {
  'Symbol:': 'symbol',
  'Value:': 'value',
  'Max:': 'max',
  'Demotion:': 'demotion',
  'Allowed victims:': 'allowedVictims',
  'Entry promotion:': 'entryPromotion',
  'Prison:': 'prison',
  'Block:': 'block',
  'Drop zone:': 'dropZone',
};

/** SjaakII reads at most this many bytes of a line. */
export const MAX_LINE_BYTES = 4095;

/** Longest input `parse` accepts (characters). */
export const MAX_INPUT_LENGTH = 4_000_000;
/** Largest board SjaakII supports: at most 16 files, 16 ranks and 128 squares. */
export const MAX_FILES = 16;
export const MAX_RANKS = 16;
export const MAX_SQUARES = 128;

/** What `parse` returns: every loadable variant in file order, and every diagnostic. */
export interface ParseResult {
  readonly variants: readonly VariantDefinition[];
  readonly diagnostics: readonly SjaakDiagnostic[];
}

/** `SjaakError`'s location arguments (line, column, length, offset) for a span of `text`. */
function located(text: string, offset: number, length: number): [number, number, number, number] {
  const { line, column } = lineColumn(text, offset);
  return [line, column, length, offset];
}

/** Text between the first two `"` of a value, with its offset; `undefined` when there is no quote. */
function quoted(value: string): { text: string; offset: number; closed: boolean } | undefined {
  const open = value.indexOf('"');
  if (open < 0) return undefined;
  const close = value.indexOf('"', open + 1);
  if (close < 0) return { text: value.slice(open + 1), offset: open + 1, closed: false };
  return { text: value.slice(open + 1, close), offset: open + 1, closed: true };
}

/** Every quoted string of a value, in order. */
function allQuoted(value: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  const re = /"([^"]*)"/g;
  for (let m = re.exec(value); m; m = re.exec(value)) out.push({ text: m[1]!, offset: m.index + 1 });
  return out;
}

/** Promotion choices: one symbol per character, a following `~` belongs to the symbol before it. */
export function readChoices(text: string): string[] {
  const out: string[] = [];
  for (const ch of text) {
    if (ch === '~' && out.length > 0) out[out.length - 1] += '~';
    else out.push(ch);
  }
  return out;
}

function cleanNumber(n: number): number {
  return n === 0 ? 0 : n;
}

/**
 * Parses a variants file. Returns every variant block that loads (in file order) and all
 * diagnostics, sorted by position. Throws `SjaakError` only when the text is not a variants file at
 * all (no `Variant:` line but other content, binary data, or longer than `MAX_INPUT_LENGTH`).
 */
export function parse(text: string, options: ParseOptions = {}): ParseResult {
  if (typeof text !== 'string') throw new TypeError('parse expects the text of a variants file');
  if (text.length > MAX_INPUT_LENGTH) {
    throw new SjaakError(
      'input-too-long',
      `Input of ${text.length} characters exceeds ${MAX_INPUT_LENGTH}.`,
      ...located(text, MAX_INPUT_LENGTH, text.length - MAX_INPUT_LENGTH),
    );
  }
  const nul = text.indexOf('\u0000');
  if (nul >= 0) {
    throw new SjaakError(
      'not-variants-file',
      'The input contains NUL characters: it is not a variants text file.',
      ...located(text, nul, 1),
    );
  }
  const compat = options.compat === 'sjaakii';
  const strict = isStrictMode(options);
  const rawLines = text.split('\n');
  const lines: { no: number; text: string }[] = [];
  let sawVariant = false;
  let firstSignificant: { no: number; text: string } | undefined;
  rawLines.forEach((raw, i) => {
    const hash = raw.indexOf('#');
    const content = (hash >= 0 ? raw.slice(0, hash) : raw).trimEnd();
    if (content === '') return;
    lines.push({ no: i + 1, text: content });
    firstSignificant ??= { no: i + 1, text: content };
    if (content.startsWith('Variant:')) sawVariant = true;
  });
  if (!sawVariant && firstSignificant) {
    throw new SjaakError(
      'not-variants-file',
      `No 'Variant:' line: this is not a SjaakII variants file (line ${firstSignificant.no} reads '${firstSignificant.text.slice(0, 40)}').`,
      ...located(text, new LineIndex(text).offsetOf(firstSignificant.no, 1), firstSignificant.text.length),
    );
  }

  const topDiagnostics: LineDiagnostic[] = [];
  const variants: VariantDefinition[] = [];
  let block: BlockBuilder | undefined;
  let piece: PieceBuilder | undefined;

  const finish = () => {
    if (!block) return;
    const v = finalize(block, compat, strict);
    for (const d of block.diagnostics) topDiagnostics.push(d);
    if (v) variants.push(v);
    block = undefined;
    piece = undefined;
  };

  for (const { no, text: content } of lines) {
    const spanAll: Span = { line: no, column: 1, length: content.length };
    const diag = (code: DiagnosticCode, column: number, length: number, message: string) => {
      const d = makeDiagnostic(code, no, column, length, message, strict, block?.name);
      (block ? block.diagnostics : topDiagnostics).push(d);
    };
    const report: Reporter = diag;
    if (content.length > MAX_LINE_BYTES / 4 && new TextEncoder().encode(content).length > MAX_LINE_BYTES) {
      diag(
        'bad-value',
        1,
        content.length,
        `Line ${no} is longer than ${MAX_LINE_BYTES} bytes: SjaakII reads only the start of it. Split it.`,
      );
    }
    if (/^\s/.test(content)) {
      const trimmed = content.trimStart();
      const column = content.length - trimmed.length + 1;
      const kw = matchKeyword(trimmed);
      if (kw) {
        diag(
          'indented-keyword',
          1,
          content.length,
          `'${kw}' is indented: keywords must start in column 1 (SjaakII ignores this line). Remove the leading blanks.`,
        );
      } else {
        diag(
          'unknown-keyword',
          column,
          trimmed.length,
          `Unknown line '${trimmed.slice(0, 40)}': it matches no keyword and is ignored.`,
        );
      }
      continue;
    }
    const kw = matchKeyword(content);
    if (!kw) {
      const suggestion = suggestKeyword(content);
      const head = content.split(':')[0] ?? content;
      diag(
        'unknown-keyword',
        1,
        content.includes(':') ? head.length + 1 : content.length,
        suggestion
          ? `Unknown keyword '${head}:' — did you mean '${suggestion}'? Keywords are case-sensitive.`
          : `Unknown line '${content.slice(0, 40)}': it matches no keyword and is ignored.`,
      );
      continue;
    }
    if (kw === 'Variant:') {
      finish();
      const name = content.slice(kw.length).trim();
      const nameColumn =
        kw.length + 1 + (content.slice(kw.length).length - content.slice(kw.length).trimStart().length);
      block = {
        name,
        line: no,
        span: spanAll,
        spans: { name: { line: no, column: nameColumn, length: name.length } },
        boardSeen: false,
        excluded: [],
        zones: [],
        zoneLines: new Map(),
        whiteFlags: [],
        blackFlags: [],
        fenLine: 0,
        fenColumn: 0,
        fenSeen: false,
        xboardPiecesSeen: false,
        pieces: [],
        endConditions: [],
        rules: [],
        pairs: [],
        diagnostics: [],
      };
      continue;
    }
    if (!block) {
      diag(
        'outside-variant',
        1,
        kw.length,
        `'${kw}' before the first 'Variant:' line is ignored: start a variant block first.`,
      );
      continue;
    }
    const b: BlockBuilder = block;
    // Where the value starts: after the keyword and blanks (SjaakII's off-by-one for Block:/Max: under compat).
    let valueStart = kw.length;
    if (compat && (kw === 'Block:' || kw === 'Max:')) valueStart = Math.min(content.length, kw.length + 1);
    while (valueStart < content.length && /\s/.test(content[valueStart]!)) valueStart++;
    const value = content.slice(valueStart);
    const valueColumn = valueStart + 1;

    if (kw === 'Board:') {
      if (b.boardSeen) {
        diag(
          'duplicate-board',
          1,
          content.length,
          `A second 'Board:' line makes SjaakII fail to load '${b.name}': keep only one.`,
        );
        continue;
      }
      b.boardSeen = true;
      const m = /^(\d{1,3})x(\d{1,3})$/.exec(value);
      if (!m) {
        diag(
          'missing-board',
          valueColumn,
          Math.max(value.length, 1),
          `Board size '${value}' must be written as <files>x<ranks>, e.g. 'Board: 8x8'.`,
        );
        continue;
      }
      const files = Number(m[1]);
      const ranks = Number(m[2]);
      if (files < 1 || ranks < 1) {
        diag(
          'missing-board',
          valueColumn,
          value.length,
          `Board size '${value}' needs at least one file and one rank.`,
        );
        continue;
      }
      if (files > MAX_FILES || ranks > MAX_RANKS || files * ranks > MAX_SQUARES) {
        diag(
          'board-too-large',
          valueColumn,
          value.length,
          `Board ${value} is too large: SjaakII allows at most ${MAX_FILES} files, ${MAX_RANKS} ranks and ${MAX_SQUARES} squares.`,
        );
        continue;
      }
      b.board = { files, ranks };
      b.spans['board'] = spanAll;
      continue;
    }
    if (!b.boardSeen) {
      diag(
        'keyword-before-board',
        1,
        kw.length,
        `'${kw}' before 'Board:' is ignored by SjaakII: 'Board:' must be the first line after 'Variant:'.`,
      );
      continue;
    }
    if (!b.board) continue; // invalid board: already reported
    const sq: SquareContext = { files: b.board.files, ranks: b.board.ranks, compat };

    const zoneRef = (name: string, column: number): PendingZone => ({
      name,
      column,
      line: no,
      defined: b.zones.length,
    });
    const readPair = (
      kwName: string,
      third: 'none' | 'optional' | 'required',
    ): { pair: PendingPair; rest?: string; restColumn: number } | undefined => {
      const c1 = value.indexOf(',');
      if (c1 < 0) {
        diag(
          'bad-value',
          valueColumn,
          Math.max(value.length, 1),
          `'${kwName}' needs two zone names, one per side: '${kwName} zoneWhite, zoneBlack'.`,
        );
        return undefined;
      }
      const c2 = value.indexOf(',', c1 + 1);
      const wRaw = value.slice(0, c1);
      const bRaw = c2 < 0 ? value.slice(c1 + 1) : value.slice(c1 + 1, c2);
      const white = wRaw.trim();
      const black = bRaw.trim();
      const wCol = valueColumn + (wRaw.length - wRaw.trimStart().length);
      const bCol = valueColumn + c1 + 1 + (bRaw.length - bRaw.trimStart().length);
      let rest: string | undefined;
      let restColumn = 0;
      if (c2 >= 0) {
        const r = value.slice(c2 + 1);
        rest = r.trimStart();
        restColumn = valueColumn + c2 + 1 + (r.length - rest.length);
      }
      if (third === 'none' && rest !== undefined) {
        diag(
          'bad-value',
          restColumn,
          Math.max(rest.length, 1),
          `'${kwName}' takes two zone names; '${rest}' is ignored.`,
        );
      }
      if (third === 'required' && rest === undefined) {
        diag(
          'bad-value',
          valueColumn,
          value.length,
          `'${kwName}' needs a third field after the two zone names.`,
        );
        return undefined;
      }
      const pair: PendingPair = {
        white: zoneRef(white, wCol),
        black: zoneRef(black, bCol),
        span: { line: no, column: wCol, length: bCol + black.length - wCol },
        keyword: kwName,
      };
      b.pairs.push(pair);
      return rest === undefined ? { pair, restColumn } : { pair, rest, restColumn };
    };

    if (PIECE_KEYWORDS.has(kw) && !piece) {
      diag(
        'piece-keyword-outside-piece',
        1,
        kw.length,
        `'${kw}' before the first 'Piece:' line is ignored: move it below a 'Piece:' line.`,
      );
      continue;
    }

    switch (kw as Exclude<Keyword, 'Variant:' | 'Board:'>) {
      case 'FEN:': {
        if (b.fenSeen)
          diag(
            'duplicate-fen',
            1,
            content.length,
            `Second 'FEN:' line in '${b.name}': the last one wins; delete the other.`,
          );
        b.fenSeen = true;
        const q = quoted(value);
        if (!q) {
          diag(
            'bad-value',
            valueColumn,
            Math.max(value.length, 1),
            `The FEN must be quoted: FEN: "${value}".`,
          );
          b.fen = value;
          b.fenColumn = valueColumn;
        } else {
          if (!q.closed) diag('bad-value', valueColumn, value.length, `The FEN's closing quote is missing.`);
          b.fen = q.text;
          b.fenColumn = valueColumn + q.offset;
        }
        b.fenLine = no;
        b.spans['fen'] = spanAll;
        break;
      }
      case 'XBoard pieces:':
      case 'WinBoard pieces:': {
        if (b.xboardPiecesSeen) {
          diag(
            'duplicate-fen',
            1,
            content.length,
            `Second '${kw}' line in '${b.name}': the last one wins; delete the other.`,
          );
        }
        b.xboardPiecesSeen = true;
        const q = quoted(value);
        if (!q?.closed) {
          diag(
            'bad-value',
            valueColumn,
            Math.max(value.length, 1),
            `'${kw}' needs a quoted string, e.g. "PNBRQKpnbrqk".`,
          );
          if (!q) break;
        }
        if (q.text.includes(' ')) {
          diag(
            'bad-value',
            valueColumn + q.offset + q.text.indexOf(' '),
            1,
            `SjaakII cuts the piece string at the first blank: '${q.text.split(' ')[0]}' is kept; remove the rest.`,
          );
        }
        b.xboardPieces = q.text.split(' ')[0]!;
        b.spans['xboardPieces'] = spanAll;
        break;
      }
      case 'XBoard parent:':
      case 'WinBoard parent:': {
        const q = quoted(value);
        if (!q?.closed) {
          diag(
            'bad-value',
            valueColumn,
            Math.max(value.length, 1),
            `'${kw}' needs a quoted variant name, e.g. "shogi".`,
          );
          if (!q) break;
        }
        if (q.text.length > 49) {
          diag(
            'bad-value',
            valueColumn + q.offset + 49,
            q.text.length - 49,
            `SjaakII keeps only the first 49 characters of the parent name.`,
          );
        }
        if (b.spans['xboardParent']) {
          diag(
            'duplicate-keyword',
            1,
            kw.length,
            `A second '${kw}' line: it replaces the one on line ${b.spans['xboardParent'].line}; keep one.`,
          );
        }
        b.xboardParent = q.text.slice(0, 49);
        b.spans['xboardParent'] = spanAll;
        break;
      }
      case 'Zone:': {
        const eq = value.indexOf('=');
        const name = (eq < 0 ? '' : value.slice(0, eq)).trim();
        if (eq < 0 || name === '') {
          diag(
            'bad-value',
            valueColumn,
            Math.max(value.length, 1),
            `Write a zone as 'Zone: name = a1,b1,…'.`,
          );
          break;
        }
        const listRaw = value.slice(eq + 1);
        const list = listRaw.trimStart();
        const squares = readSquareList(
          list,
          valueColumn + eq + 1 + (listRaw.length - list.length),
          sq,
          report,
        );
        const earlier = b.zoneLines.get(name);
        if (earlier !== undefined) {
          diag(
            'duplicate-keyword',
            7,
            Math.max(eq, 1),
            `Zone '${name}' is already defined on line ${earlier}; references use the first definition. Rename or merge them.`,
          );
        } else b.zoneLines.set(name, no);
        b.zones.push({ name, squares, span: spanAll });
        break;
      }
      case 'Exclude:':
      case 'WhiteFlag:':
      case 'BlackFlag:': {
        const target = kw === 'Exclude:' ? b.excluded : kw === 'WhiteFlag:' ? b.whiteFlags : b.blackFlags;
        const squares = readSquareList(value, valueColumn, sq, report);
        for (const s of squares) {
          if (target.includes(s)) {
            diag(
              'duplicate-square',
              valueColumn,
              value.length,
              `Square '${s}' was already listed on an earlier '${kw}' line.`,
            );
          } else target.push(s);
        }
        b.spans[kw === 'Exclude:' ? 'excluded' : kw === 'WhiteFlag:' ? 'whiteFlags' : 'blackFlags'] = spanAll;
        break;
      }
      case 'Rule:': {
        const r = readRule(value, valueColumn, report);
        if (r.end) b.endConditions.push({ ...r.end, span: spanAll });
        for (const rule of r.rules) {
          if (!b.rules.some((e) => e.rule === rule)) b.rules.push({ rule, span: spanAll });
        }
        break;
      }
      case 'Piece:': {
        piece = {
          name: value,
          span: spanAll,
          spans: { name: spanAll },
          san: '',
          symbols: { white: '', black: '' },
          moves: [],
          captures: undefined,
          specials: [],
          initials: [],
          castles: [],
          promotions: [],
          optionalPromotions: [],
          flags: [],
          symbolRefs: [],
        };
        b.pieces.push(piece);
        break;
      }
      default:
        readPieceLine(kw, piece!);
    }

    function readPieceLine(k: Keyword, p: PieceBuilder) {
      const single = SINGLE_PIECE_KEYWORDS[k];
      if (single && p.spans[single]) {
        diag(
          'duplicate-keyword',
          1,
          k.length,
          `A second '${k}' line for ${p.name}: it replaces the one on line ${p.spans[single].line}; keep one.`,
        );
      }
      switch (k) {
        case 'Move:':
          p.moves.push({ ...readMove(value, valueColumn, compat, report), span: spanAll });
          break;
        case 'Capture:':
          p.captures ??= [];
          p.captures.push({ ...readMove(value, valueColumn, compat, report), span: spanAll });
          break;
        case 'Initial:':
          p.initials.push({ ...readMove(value, valueColumn, compat, report), span: spanAll });
          break;
        case 'Special:': {
          const r = readPair('Special:', 'required');
          if (!r || r.rest === undefined) break;
          p.specials.push({
            pair: r.pair,
            move: { ...readMove(r.rest, r.restColumn, compat, report), span: spanAll },
            span: spanAll,
          });
          break;
        }
        case 'Promotion:':
        case 'Optional promotion:': {
          const r = readPair(k, k === 'Promotion:' ? 'required' : 'optional');
          if (!r) break;
          let choices: string[] | undefined;
          if (r.rest !== undefined) {
            const q = quoted(r.rest);
            if (!q?.closed) {
              diag(
                'bad-value',
                r.restColumn,
                Math.max(r.rest.length, 1),
                `Promotion choices must be quoted, e.g. "QRBN".`,
              );
              if (!q) break;
            }
            choices = readChoices(q.text);
            let at = r.restColumn + q.offset;
            for (const c of choices) {
              p.symbolRefs.push({ symbol: c, line: no, column: at, what: 'promotion choice' });
              at += c.length;
            }
          }
          if (k === 'Promotion:') p.promotions.push({ pair: r.pair, choices: choices ?? [], span: spanAll });
          else p.optionalPromotions.push({ pair: r.pair, choices, span: spanAll });
          break;
        }
        case 'Entry promotion:':
        case 'Prison:':
        case 'Block:':
        case 'Drop zone:': {
          const r = readPair(k, 'none');
          if (!r) break;
          const field =
            k === 'Entry promotion:'
              ? 'entryPromotion'
              : k === 'Prison:'
                ? 'prison'
                : k === 'Block:'
                  ? 'block'
                  : 'dropZone';
          if (k === 'Drop zone:' && compat) {
            diag(
              'drop-zone-ineffective',
              1,
              content.length,
              `SjaakII reads 'Drop zone:' from the wrong offset: this line has no effect in SjaakII (and none under compat).`,
            );
            b.pairs.pop();
            break;
          }
          p[field] = r.pair;
          p.spans[field] = spanAll;
          break;
        }
        case 'Castle:': {
          readCastle(p);
          break;
        }
        case 'Symbol:': {
          const qs = allQuoted(value);
          if (qs.length < 2 || !qs[1]!.text.includes(',')) {
            diag(
              'bad-value',
              valueColumn,
              Math.max(value.length, 1),
              `Write symbols as 'Symbol: "N", "N,n"' (SAN letter, then White's and Black's FEN symbols).`,
            );
            if (qs.length < 2) break;
          }
          const fenSymbols = qs[1]!.text;
          const comma = fenSymbols.indexOf(',');
          p.san = qs[0]!.text;
          p.symbols =
            comma < 0
              ? { white: fenSymbols.trim(), black: fenSymbols.trim() }
              : { white: fenSymbols.slice(0, comma).trim(), black: fenSymbols.slice(comma + 1).trim() };
          p.spans['symbol'] = spanAll;
          break;
        }
        case 'Demotion:': {
          const q = quoted(value);
          if (!q?.closed) {
            diag(
              'bad-value',
              valueColumn,
              Math.max(value.length, 1),
              `Write 'Demotion: "X"' with the symbol in quotes.`,
            );
            if (!q) break;
          }
          p.demotion = q.text;
          p.symbolRefs.push({ symbol: q.text, line: no, column: valueColumn + q.offset, what: 'demotion' });
          p.spans['demotion'] = spanAll;
          break;
        }
        case 'Allowed victims:': {
          const q = quoted(value);
          if (!q?.closed) {
            diag(
              'bad-value',
              valueColumn,
              Math.max(value.length, 1),
              `Write 'Allowed victims: "A,B"' with the symbols in quotes.`,
            );
            if (!q) break;
          }
          p.allowedVictims = q.text
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '');
          p.spans['allowedVictims'] = spanAll;
          break;
        }
        case 'Flags:': {
          let offset = 0;
          for (const raw of value.split(',')) {
            const column = valueColumn + offset + (raw.length - raw.trimStart().length);
            offset += raw.length + 1;
            const item = raw.trim();
            if (item === '') continue;
            let flag = (PIECE_FLAGS as readonly string[]).includes(item) ? (item as PieceFlag) : undefined;
            if (!flag) {
              if (item === 'castle') {
                diag(
                  'unknown-flag',
                  column,
                  item.length,
                  `Flag 'castle' is deprecated and ignored: castling comes from 'Castle:' lines; remove it.`,
                );
                continue;
              }
              flag = PIECE_FLAGS.find((f) => item.startsWith(f));
              if (flag) {
                diag(
                  'unknown-flag',
                  column,
                  item.length,
                  `Unknown flag '${item}', read as '${flag}' (SjaakII matches prefixes); write '${flag}'.`,
                );
              } else {
                diag(
                  'unknown-flag',
                  column,
                  item.length,
                  `Unknown flag '${item}' is ignored; known flags: ${PIECE_FLAGS.join(', ')}.`,
                );
                continue;
              }
            }
            if (!p.flags.includes(flag)) p.flags.push(flag);
          }
          p.spans['flags'] = spanAll;
          break;
        }
        case 'Value:': {
          if (!/^-?\d{1,12}$/.test(value)) {
            diag(
              'bad-value',
              valueColumn,
              Math.max(value.length, 1),
              `Value '${value}' must be an integer, e.g. 'Value: 300'.`,
            );
            break;
          }
          p.value = cleanNumber(Number(value));
          p.spans['value'] = spanAll;
          break;
        }
        case 'Max:': {
          if (value === '') {
            if (compat) {
              p.max = { white: 0, black: 0 };
              p.spans['max'] = spanAll;
            }
            diag('bad-value', valueColumn, 1, `'Max:' needs a number, e.g. 'Max: 2' or 'Max: 1,2'.`);
            break;
          }
          const m = /^(\d{1,6})(?:\s*,\s*(\d{1,6}))?$/.exec(value);
          if (!m) {
            diag(
              'bad-value',
              valueColumn,
              Math.max(value.length, 1),
              `'Max:' needs a number or 'white,black', e.g. 'Max: 2' or 'Max: 1,2'.`,
            );
            break;
          }
          p.max = { white: Number(m[1]), black: Number(m[2] ?? m[1]) };
          p.spans['max'] = spanAll;
          break;
        }
        default:
          break;
      }
    }

    function readCastle(p: PieceBuilder) {
      // Castle lines are short; the length bound keeps the lazy pattern linear on hostile input.
      const m =
        value.length <= 200 ? /^(white|black)\s+(\S+?)\s*-\s*(.+?)\s+with\s+(\S+)$/.exec(value) : null;
      if (!m) {
        diag(
          'bad-value',
          valueColumn,
          Math.max(value.length, 1),
          `Write castling as 'Castle: white e1-g1 with h1' (side, king from, king target(s), partner).`,
        );
        return;
      }
      const side = m[1] as Side;
      let pos = m[1]!.length;
      const locate = (token: string) => {
        const at = value.indexOf(token, pos);
        pos = at + token.length;
        return valueColumn + at;
      };
      const fromColumn = locate(m[2]!);
      let ok = true;
      const from = readSquare(m[2]!, fromColumn, sq, report);
      if (from === undefined) ok = false;
      const to: string[] = [];
      for (const raw of m[3]!.split(',')) {
        const t = raw.trim();
        const s = readSquare(t, locate(t), sq, report);
        if (s === undefined) ok = false;
        else to.push(s);
      }
      const partnerColumn = locate(m[4]!);
      const partner = readSquare(m[4]!, partnerColumn, sq, report);
      if (partner === undefined) ok = false;
      if (!ok || from === undefined || partner === undefined) return;
      // Geometry: the partner must lie beyond (or on) the king's target, on the side it moves to.
      const f = squareCoords(from)!;
      const pc = squareCoords(partner)!;
      for (const target of to) {
        const t = squareCoords(target)!;
        const byRank = f.rank !== t.rank && f.file === t.file;
        const a = byRank ? f.rank : f.file;
        const z = byRank ? t.rank : t.file;
        const q = byRank ? pc.rank : pc.file;
        const d = Math.sign(z - a);
        if (d === 0 || q === a) continue;
        if ((q - a) * d < 0 || (Math.min(a, z) < q && q < Math.max(a, z))) {
          diag(
            'castle-geometry',
            partnerColumn,
            m[4]!.length,
            `Castling partner '${partner}' is ${(q - a) * d < 0 ? 'on the other side of the king' : `between '${from}' and '${target}'`}: it must stand beyond the king's target; check the squares.`,
          );
          break;
        }
      }
      p.castles.push({
        rule: { side, from, to, partner, span: spanAll },
        fromColumn,
        fromLength: m[2]!.length,
      });
    }
  }
  finish();
  const conflicts = checkNames(variants, topDiagnostics, strict);
  topDiagnostics.sort((x, y) => x.line - y.line || x.column - y.column);
  // Under strict, a name conflict is an error: that block does not load.
  const loaded = strict ? variants.filter((_, i) => !conflicts.has(i)) : variants;
  const lineIndex = new LineIndex(text);
  const diagnostics = topDiagnostics.map((d) => ({ ...d, offset: lineIndex.offsetOf(d.line, d.column) }));
  return { variants: loaded, diagnostics };
}

/**
 * Parses one variant of a file, found by exact short or long name. Returns the variant and the
 * diagnostics of its block; throws `SjaakError` (`not-found`) when no loadable block has that name.
 */
export function parseVariant(
  text: string,
  name: string,
  options: ParseOptions = {},
): { variant: VariantDefinition; diagnostics: readonly SjaakDiagnostic[] } {
  const { variants, diagnostics } = parse(text, options);
  const variant = variants.find((v) => v.name === name) ?? variants.find((v) => v.shortName === name);
  if (!variant) throw new SjaakError('not-found', `No loadable variant named '${name}' in this file.`);
  return { variant, diagnostics: diagnostics.filter((d) => d.variant === variant.name) };
}

/** `parse` without throwing: `{ success: true, data }` or `{ success: false, error }` (a `SjaakError`). */
export function safeParse(
  text: string,
  options: ParseOptions = {},
): { success: true; data: ParseResult } | { success: false; error: SjaakError } {
  try {
    return { success: true, data: parse(text, options) };
  } catch (e) {
    if (e instanceof SjaakError) return { success: false, error: e };
    throw e;
  }
}
