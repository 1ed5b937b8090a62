/**
 * The frames of a shogi record (KIF, KI2, CSA through `@x/kif`) or a xiangqi, janggi or makruk record (WXF and the
 * other texts `@x/wxf` reads) for `xn diagram FILE --game N`: the start and the position after each main-line ply,
 * each with its move's squares.
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { decode, type detectFormat, parse as parseKif, parseMove, parseSfen } from '@x/kif';
import { parse as parseWxf } from '@x/wxf';
import { InputError } from '../failure.js';
import { wxfRecords } from '../wxf/wxf-records.js';
import { gameFrames } from '@x/diagram/gif';
import type { FrameChoice, GameFrames } from './diagram-input.js';

/** The KIF family's formats by file extension. */
const KIF_FORMATS = new Map<string, ReturnType<typeof detectFormat>>([
  ['kif', 'kif'],
  ['kifu', 'kif'],
  ['ki2', 'ki2'],
  ['ki2u', 'ki2'],
  ['csa', 'csa'],
]);

/** Whether `file` is read by `recordFrames` (its extension). */
export function isRecordFile(file: string): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
  return KIF_FORMATS.has(ext) || ext === 'wxf';
}

/** No game `n` in a file of `count` games. */
function noGame(file: string, n: number, count: number): InputError {
  return new InputError(`${file}: no game ${n} (the file has ${count} game${count === 1 ? '' : 's'})`);
}

/**
 * The frames of game `n` (1-based) of the record file `file` of bytes `bytes`: a KIF, KI2 or CSA record (one game a
 * file) or a WXF file (its games as `xn wxf` splits them), chosen by `choice` (default: every frame). Throws the
 * notation's `NotationError` for a bad record.
 */
export function recordFrames(
  bytes: Uint8Array,
  n: number,
  file: string,
  choice: FrameChoice = { maxFrames: Number.POSITIVE_INFINITY },
): GameFrames {
  const ext = /\.([a-z0-9]+)$/i.exec(file)![1]!.toLowerCase();
  const format = KIF_FORMATS.get(ext);
  if (format !== undefined) {
    if (n !== 1) throw noGame(file, n, 1);
    const game = parseKif(decode(bytes).text, { format });
    const start = parseSfen(game.start).position as Position;
    const frames = gameFrames(
      start,
      game.moves.map((m) => m.usi),
      { readMove: (usi, p) => parseMove(usi, p), ...choice },
    );
    return { frames, plies: game.moves.length };
  }
  const records = wxfRecords(new TextDecoder().decode(bytes));
  const record = records[n - 1];
  if (record === undefined) throw noGame(file, n, records.length);
  const game = parseWxf(record.text);
  const variant = (variants as Readonly<Record<string, VariantDefinition | undefined>>)[game.variant];
  if (variant === undefined) throw new InputError(`${file}: game ${n}: no variant '${game.variant}'`);
  return {
    frames: gameFrames(Position.fromFen(game.fen, variant), game.moves, choice),
    plies: game.moves.length,
  };
}
