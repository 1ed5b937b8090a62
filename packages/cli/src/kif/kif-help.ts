/** `xn kif --help`: the shogi record commands (`kif-command.ts`). */
import { UsageError } from '../failure.js';

export const KIF_HELP = `xn kif check|convert — shogi records: KIF, KI2, CSA, USI and JKF (@x/kif)

  check FILE… | -           read every record, check every move (branches too) on @x/core's shogi;
                            diagnostics FILE:LINE:COL: severity[code]: message with the source line and
                            a caret, then a summary (records, good, bad, moves)
  convert --to T FILE… | -  write each record as T: kif, ki2, csa (its main line), usi (a position
                            command) or jkf (JSON Kifu Format)
Files may be UTF-8, Shift_JIS or EUC-JP; the format comes from --from, the file's extension (.kif .kifu
.ki2 .ki2u .csa .jkf .json), or the text (a JSON object is JKF). A record the target format cannot hold
(JKF holds whole seconds) is reported as a bad one.
  xn kif check game.kif
  xn kif convert --to csa game.kif
Options: --from kif|ki2|csa|usi|jkf, --strict (warnings are errors), -q/--quiet (errors only),
-o/--output FILE.
Exit status: 0 every record good (warnings allowed), 1 a bad record, 2 usage or input/output errors.
`;

/** `xn kif` alone: which command? (`xn kif --help` prints `KIF_HELP`). */
export const kifUsage = async (): Promise<number> => {
  throw new UsageError("give a command: 'kif check' or 'kif convert'", 'kif check');
};
