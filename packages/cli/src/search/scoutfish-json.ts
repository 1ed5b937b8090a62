/**
 * `xn search --json`: an answer written as Scoutfish writes it — `{"match count": N, "matches": [{"ofs": BYTE,
 * "ply": [PLY…], "game": N}]}` on one line — streamed from the answer's columns in chunks of about 64 KiB, so a
 * popular position's 130,000 matches are neither made as objects nor held as one string. The text is the one
 * `JSON.stringify` gives for those objects.
 */
import type { Writable } from 'node:stream';
import type { QueryAnswer } from '@x/search/query';

/** Characters gathered before a write. */
const CHUNK = 1 << 16;

/** Writes `answer` to `out` as Scoutfish's JSON line (after a `file` field, when given). */
export function writeScoutfishJson(out: Writable, answer: QueryAnswer, file?: string): void {
  const named = file === undefined ? {} : { file };
  // the line's head as JSON writes it, to the matches' opening bracket
  const head = JSON.stringify({ ...named, 'match count': answer.matchCount, matches: [] });
  let text = head.slice(0, -2);
  const { games, byteOffsets, plies, width, length } = answer.matches;
  for (let i = 0; i < length; i++) {
    let ply = String(plies[i * width]);
    for (let j = 1; j < width; j++) ply += `,${plies[i * width + j]}`;
    text += `${i === 0 ? '' : ','}{"ofs":${byteOffsets[i]},"ply":[${ply}],"game":${games[i]}}`;
    if (text.length >= CHUNK) {
      out.write(text);
      text = '';
    }
  }
  out.write(`${text}]}\n`);
}
