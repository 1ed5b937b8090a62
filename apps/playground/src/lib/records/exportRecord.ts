/** The records tab's export: a record read written in any notation its package writes for its variant. */
import { type detectFormat, stringify as stringifyKif } from '@x/kif';
import { type WxfMoveNotation, stringify as stringifyWxf } from '@x/wxf';
import { type ShownError, shownError } from '../text/shownError';
import type { RecordTree } from './recordTree';

/** One export target: its id, its label, and how it writes. */
export interface ExportFormat {
  readonly id: string;
  readonly label: string;
}

/** Each export target's label, by id. */
const LABELS = {
  kif: 'KIF',
  ki2: 'KI2',
  csa: 'CSA (main line)',
  usi: 'USI position (main line)',
  jkf: 'JKF (JSON)',
  wxf: 'WXF',
  iccs: 'ICCS',
  chinese: 'Chinese',
  ucci: 'UCCI position',
  janggi: 'Janggi',
  'thai-san': 'Thai SAN',
  'thai-lan': 'Thai LAN',
} as const;

/** The export targets of these ids, in this order. */
const formats = (...ids: (keyof typeof LABELS)[]): readonly ExportFormat[] =>
  ids.map((id) => ({ id, label: LABELS[id] }));

const SHOGI = formats('kif', 'ki2', 'csa', 'usi', 'jkf');
const XIANGQI = formats('wxf', 'iccs', 'chinese', 'ucci');
// no UCCI line (`position startpos` names no variant: it reads back as xiangqi) and, here and for makruk, no UCI
// (`@x/wxf` reads `b1c3` as ICCS, ranks from 0): neither reads back as the same game
const JANGGI = formats('janggi', 'wxf', 'iccs');
const MAKRUK = formats('thai-san', 'thai-lan', 'wxf', 'iccs');

/** The formats `tree` can be written in, its own first. */
export function exportFormats(tree: RecordTree): readonly ExportFormat[] {
  if (tree.game === 'shogi') return SHOGI;
  const id = tree.variant.id;
  if (id.includes('janggi')) return JANGGI;
  if (tree.variant.pieces.some((p) => p.id === 'khon')) return MAKRUK;
  return tree.variant.board.files === 9 && tree.variant.board.ranks === 10 ? XIANGQI : MAKRUK;
}

/** What an export gives: the text, or the writer's error. */
export interface Exported {
  readonly text?: string;
  readonly error?: ShownError;
}

/**
 * `tree`'s record written as `format`, or the writer's error. JKF's writer comes with `@x/kif/jkf` (and zod, which
 * reads JKF), fetched when first asked for: the tab's chunk stays without it.
 */
export async function exportRecord(tree: RecordTree, format: string): Promise<Exported> {
  try {
    if (tree.kif) {
      if (format === 'jkf') {
        const { stringifyJkf } = await import('@x/kif/jkf');
        return { text: stringifyJkf(tree.kif, { indent: true }) };
      }
      return { text: stringifyKif(tree.kif, { format: format as ReturnType<typeof detectFormat> }) };
    }
    if (tree.wxf) return { text: stringifyWxf(tree.wxf, { notation: format as WxfMoveNotation | 'ucci' }) };
    return { error: { code: 'error', message: 'nothing read' } };
  } catch (e) {
    return { error: shownError(e) };
  }
}

/** A record's file extension for `format` (`kif`, `ki2`, `csa`, `json` for JKF; `pgn` for the WXF family's texts). */
export function recordExtension(format: string): string {
  if (format === 'kif' || format === 'ki2' || format === 'csa') return format;
  if (format === 'jkf') return 'json';
  if (format === 'usi' || format === 'ucci') return 'txt';
  return 'pgn';
}

/** A record's tags under the names `gameFileName` reads: sente/red as White, gote as Black, the start date as Date. */
export function recordTags(tree: RecordTree): ReadonlyMap<string, string> {
  const pairs: (readonly [string, string])[] = tree.kif
    ? tree.kif.headers.map((h) => [h.name, h.value] as const)
    : [...(tree.wxf?.tags ?? [])];
  const names: Record<string, string> = {
    先手: 'White',
    下手: 'White',
    後手: 'Black',
    上手: 'Black',
    開始日時: 'Date',
    white: 'White',
    red: 'White',
    black: 'Black',
    date: 'Date',
  };
  const tags = new Map<string, string>();
  for (const [name, value] of pairs) {
    const as = names[name] ?? names[name.toLowerCase()];
    if (as && !tags.has(as))
      tags.set(as, as === 'Date' ? value.replace(/\s.*$/, '').replace(/\//g, '.') : value);
  }
  return tags;
}
