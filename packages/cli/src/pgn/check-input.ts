/**
 * `xn pgn check`'s read of one input (or of one byte range of a file, on a `--jobs` thread): the main line of each
 * game is played as it is read (`MainLineChecker`, no tree); a game that is not plain, has variations, lenient
 * moves or an error is read in full and its records handed on, so that the output is the tree reader's.
 */
import { MainLineChecker, type PgnRecord, visitPgn } from '@x/san';
import type { Input } from '../io/input.js';
import type { LetterOptions } from '../io/piece-letters.js';
import type { Progress } from '../io/progress.js';
import type { InputReading } from '../io/records.js';
import { fullReader } from './main-line-scan.js';

/**
 * `xn pgn check`'s read of one input with `given`, up to the end of its range (`given.end`; a `--jobs` thread
 * checks its range of a file with it): a plain game read whole goes to `onPlain` (its variant and plies), any
 * other's records to `onRecord`; resolves to false when `onRecord` stopped the read.
 */
export async function checkInput(
  input: Input,
  given: InputReading,
  options: { readonly progress: Pick<Progress, 'game'>; readonly san?: LetterOptions | undefined },
  onPlain: (variant: string, plies: number) => void,
  onRecord: (record: PgnRecord, input: Input) => Promise<boolean>,
): Promise<boolean> {
  const { end, ...read } = given;
  let go = true;
  const inFull = fullReader(options, input, onRecord, () => {
    go = false;
  });
  const checker = new MainLineChecker(
    (check, game) => {
      if (end?.past(game.offset)) return false;
      // a result the last position contradicts: its warning is the full read's (located there)
      const whole = check.error === undefined && check.contradiction === undefined;
      if (game.plain && check.complete && whole && !check.lenient) {
        options.progress.game();
        onPlain(check.variant ?? 'Standard', check.plies);
        return true;
      }
      return inFull(game);
    },
    { ...options.san, variants: read.variants },
  );
  await visitPgn(input.chunks, checker, read);
  return go;
}
