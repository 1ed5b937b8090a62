/**
 * `xn search --json`: an answer written as Scoutfish writes it — `{"match count": N, "matches": [{"ofs": BYTE,
 * "ply": [PLY…], "game": N}]}` on one line — streamed from the answer's columns in chunks of about 64 KiB, so a
 * popular position's 130,000 matches are neither made as objects nor held as one string (each chunk waits for the
 * output to take it). The text is the one `JSON.stringify` gives for those objects.
 */
import type { QueryAnswer } from '@x/search/query';

/** Where the line goes: a write returns a promise to wait for when the output is busy (`Output`'s). */
export interface TextSink {
  write(text: string): unknown;
}

/** Characters gathered before a write. */
const CHUNK = 1 << 16;

/** Writes `answer` to `out` as Scoutfish's JSON line (after a `file` field, when given). */
export async function writeScoutfishJson(out: TextSink, answer: QueryAnswer, file?: string): Promise<void> {
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
      await out.write(text);
      text = '';
    }
  }
  await out.write(`${text}]}\n`);
}
