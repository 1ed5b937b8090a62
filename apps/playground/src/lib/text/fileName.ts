/**
 * A download's file name from a game's players and date, as people name their files: `Paul Morphy - Duke Karl,
 * 1858.pgn`; an unknown player is NN (as chess books write), an unknown date left out, characters no file system takes are replaced, and
 * a game with none of them is `game.<ext>`.
 */

/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/** A tag's value, or undefined when it is empty or unknown (`?`, `????.??.??`, `-`). */
function known(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && !/^[?.\-\s]*$/.test(v) ? v : undefined;
}

/** The name for a game with `tags` (`White`, `Black`, `Date`, `UTCDate`) saved as `ext`. */
export function gameFileName(tags: ReadonlyMap<string, string> | undefined, ext: string): string {
  const white = known(tags?.get('White'));
  const black = known(tags?.get('Black'));
  const date = known(tags?.get('Date') ?? tags?.get('UTCDate'))
    ?.replace(/\.\?\?/g, '')
    .replace(/\./g, '-');
  const players = white || black ? `${white ?? 'NN'} - ${black ?? 'NN'}` : undefined;
  const name = [players, date].filter(Boolean).join(', ').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  return `${(name || 'game').slice(0, 120)}.${ext}`;
}
