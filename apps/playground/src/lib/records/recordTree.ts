/**
 * A record of the records tab read into one tree of moves, whichever package read it: shogi records (KIF, KI2,
 * CSA, USI) with `@x/kif`, xiangqi, janggi and makruk records (WXF, ICCS, Chinese, janggi, Thai) with `@x/wxf`.
 * Each node is a move with its label and squares; branches (変化) are further children of a node.
 */
import { type BasePosition, type Move, Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import {
  detectFormat,
  type KifDiagnostic,
  type KifGame,
  type KifLine,
  type KifMove,
  parseMove as parseUsi,
  parseSfen,
  safeParse as safeParseKif,
  stringifyMove as writeWestern,
} from '@x/kif';
import { safeParse as safeParseWxf, stringifyMove as writeWxf, type WxfGame } from '@x/wxf';
import { type ListedDiagnostic, type ShownError, shownLocated } from '../text/shownError';

/** Which reader a record goes to: shogi (`@x/kif`) or the xiangqi family and makruk (`@x/wxf`). */
export type RecordGame = 'shogi' | 'xiangqi';

/** One move of the tree. */
export interface RecordNode {
  /** Index of the node before it (-1: the start position). */
  readonly parent: number;
  /** The move as `@x/core` plays it (its UCI: `c3c4` for shogi's `7g7f`). */
  readonly move: string;
  /** The move as its players write it (Hodges for shogi, the variant's own notation for the others). */
  readonly label: string;
  /** A shogi move in Japanese as KIF writes it (`７六歩(77)`, `同　銀(31)`). */
  readonly japanese?: string;
  /** The squares it moves from and to (one for a drop), as the board names them. */
  readonly squares: readonly string[];
  /** Its ply, from 1. */
  readonly ply: number;
  readonly comments: readonly string[];
  /** The time spent on it and its side's total so far, in seconds, when the record gives one (KIF, CSA). */
  readonly time?: KifMove['time'];
  /**
   * The time on the end line after it when it ends its line (`  95 投了   ( 0:10/00:05:10)`, CSA's `%TORYO` then
   * `T10`): the time the side to move after it spent before resigning (or declaring, or losing on time).
   */
  readonly endTime?: KifMove['time'];
  /** The moves after it: the main line first, then the branches in the record's order. */
  readonly children: number[];
}

/** A record read: the variant, its start position, the tree, and the game as its package models it. */
export interface RecordTree {
  readonly game: RecordGame;
  readonly variant: VariantDefinition;
  readonly start: BasePosition;
  readonly nodes: readonly RecordNode[];
  /** The first moves (the main line's first, then the branches at move 1). */
  readonly roots: readonly number[];
  readonly kif?: KifGame;
  readonly wxf?: WxfGame;
}

/** What reading a text gives: the tree, or the error located in the text; warnings either way. */
export interface RecordRead {
  readonly tree?: RecordTree;
  readonly error?: ShownError;
  readonly warnings: readonly ListedDiagnostic[];
}

/** Characters only shogi records have: kana marks, shogi's pieces, a square as `７六`, CSA lines, USI drops. */
const SHOGI_MARKS =
  /[▲△☗☖歩角飛銀桂香玉金\uFFFD]|手数|[\uFF11-\uFF19][一二三四五六七八九]|^(V2|PI|P1|[+-]\d{4}[A-Z]{2})|\b\d[a-i]\d[a-i]\+?(\s|$)|\b[PLNSGBR]\*\d[a-i]/m;

/**
 * The reader a text is for: shogi when it has shogi's marks — or U+FFFD, which Shift_JIS bytes read as UTF-8
 * leave, so that `@x/kif` locates it — or is an SFEN (`position sfen …`, `sfen …`, a bare SFEN, with or without
 * `moves`), else the xiangqi family (whose UCCI `position fen|startpos` stays there).
 */
export function detectGame(text: string): RecordGame {
  const head = text.slice(0, 4096);
  if (SHOGI_MARKS.test(head) || /^\s*position\s+sfen\s/.test(head)) return 'shogi';
  return detectFormat(head) === 'usi' && !/^\s*(?:position|startpos)\b/.test(head) ? 'shogi' : 'xiangqi';
}

/** A move's squares on the board: where it comes from (not for a drop) and where it goes. */
function squaresOf(move: Move): string[] {
  return move.from ? [move.from, move.to] : [move.to];
}

/** Adds `line` to the tree under `parent`, played from `pos` (which it changes), branches first cloned. */
function addKifLine(
  nodes: RecordNode[],
  siblings: number[],
  line: KifLine,
  parent: number,
  pos: BasePosition,
  ply: number,
): void {
  let under = siblings;
  let at = parent;
  for (const [i, m] of line.moves.entries()) {
    const move = parseUsi(m.usi, pos);
    const id = nodes.length;
    // 同 names the square the move before went to
    const lastTo = at >= 0 ? nodes[at]?.squares.at(-1) : undefined;
    nodes.push({
      parent: at,
      move: pos.uci(move),
      label: writeWestern(move, pos, { notation: 'hodges' }),
      japanese: writeWestern(move, pos, { notation: 'kif', lastTo }),
      squares: squaresOf(move),
      ply: ply + i,
      comments: m.comments ?? [],
      ...(m.time ? { time: m.time } : {}),
      ...(i === line.moves.length - 1 && line.end?.time ? { endTime: line.end.time } : {}),
      children: [],
    });
    under.push(id);
    for (const v of m.variations ?? []) addKifLine(nodes, under, v, at, pos.clone(), ply + i);
    pos.play(move);
    at = id;
    under = nodes[id]!.children;
  }
}

/** Reads a shogi record (KIF, KI2, CSA or USI, detected) with `@x/kif`. */
function readShogi(text: string): RecordRead {
  const warnings: ListedDiagnostic[] = [];
  const onWarning = (w: KifDiagnostic) => warnings.push({ ...shownLocated(w), severity: w.severity });
  const r = safeParseKif(text, { onWarning });
  if (!r.success) return { error: shownLocated(r.error), warnings };
  const start = parseSfen(r.data.start).position;
  const variant = start.variant;
  const nodes: RecordNode[] = [];
  const roots: number[] = [];
  addKifLine(nodes, roots, r.data, -1, start.clone(), 1);
  return { tree: { game: 'shogi', variant, start, nodes, roots, kif: r.data }, warnings };
}

/** Reads a xiangqi, janggi or makruk record with `@x/wxf` (one line: `@x/wxf` skips variations, warning). */
function readXiangqi(text: string): RecordRead {
  const warnings: ListedDiagnostic[] = [];
  const r = safeParseWxf(text, {
    onWarning: (w) => warnings.push({ ...shownLocated(w), severity: w.severity }),
  });
  if (!r.success) return { error: shownLocated(r.error), warnings };
  const variant =
    (variants as Readonly<Record<string, VariantDefinition>>)[r.data.variant] ?? variants.xiangqi;
  const start = Position.fromFen(r.data.fen, variant);
  const pos = start.clone();
  const nodes: RecordNode[] = [];
  for (const [i, uci] of r.data.moves.entries()) {
    const move = pos.decodeMove(pos.findEncoded(uci) as number);
    nodes.push({
      parent: i - 1,
      move: pos.uci(move),
      label: writeWxf(move, pos),
      squares: squaresOf(move),
      ply: i + 1,
      comments: [],
      children: i + 1 < r.data.moves.length ? [i + 1] : [],
    });
    pos.play(move);
  }
  return {
    tree: { game: 'xiangqi', variant, start, nodes, roots: nodes.length ? [0] : [], wxf: r.data },
    warnings,
  };
}

/**
 * Reads `text` with the reader of `game`; an error of the reader is located in the text, never thrown. An empty or
 * blank text is no record: neither a tree (a game of no moves) nor an error.
 */
export function readRecord(text: string, game: RecordGame): RecordRead {
  if (text.trim() === '') return { warnings: [] };
  try {
    return game === 'shogi' ? readShogi(text) : readXiangqi(text);
  } catch (e) {
    // the readers checked every move: what is left here is a bug, shown rather than thrown
    return { error: { code: 'error', message: e instanceof Error ? e.message : String(e) }, warnings: [] };
  }
}

/** The nodes from the first move to `node` (none for -1). */
export function pathTo(tree: RecordTree, node: number): number[] {
  const path: number[] = [];
  for (let n = node; n >= 0; n = tree.nodes[n]!.parent) path.push(n);
  return path.reverse();
}

/** The position after `node` (the start for -1), replayed from the start. */
export function positionAt(tree: RecordTree, node: number): BasePosition {
  const pos = tree.start.clone();
  for (const n of pathTo(tree, node)) pos.play(tree.nodes[n]!.move);
  return pos;
}

/** The main line's moves from the start, as UCI (a GIF's moves: `@x/diagram/gif`'s `gameFrames`). */
export function mainLine(tree: RecordTree): string[] {
  const out: string[] = [];
  for (let n = tree.roots[0]; n !== undefined; n = tree.nodes[n]?.children[0]) out.push(tree.nodes[n]!.move);
  return out;
}
