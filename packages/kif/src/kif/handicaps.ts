/** KIF's `手合割` (handicap) names and their start positions as SFEN. */

const REST = 'ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1';

/** Start positions by `手合割` name: even (平手) and the handicaps where the giver (上手, 後手) moves first. */
export const HANDICAPS: ReadonlyMap<string, string> = new Map([
  ['平手', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'],
  ['香落ち', `lnsgkgsn1/1r5b1/${REST}`],
  ['右香落ち', `1nsgkgsnl/1r5b1/${REST}`],
  ['角落ち', `lnsgkgsnl/1r7/${REST}`],
  ['飛車落ち', `lnsgkgsnl/7b1/${REST}`],
  ['飛香落ち', `lnsgkgsn1/7b1/${REST}`],
  ['二枚落ち', `lnsgkgsnl/9/${REST}`],
  ['四枚落ち', `1nsgkgsn1/9/${REST}`],
  ['六枚落ち', `2sgkgs2/9/${REST}`],
  ['八枚落ち', `3gkg3/9/${REST}`],
  ['十枚落ち', `4k4/9/${REST}`],
]);

/** The `手合割` name of start position `sfen`, if it is one. */
export function handicapOf(sfen: string): string | undefined {
  for (const [name, start] of HANDICAPS) if (start === sfen) return name;
  return undefined;
}
