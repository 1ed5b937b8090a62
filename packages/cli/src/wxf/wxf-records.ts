/**
 * The records of a xiangqi, janggi or makruk file for `xn wxf`: one per UCCI `position …` line, and one per PGN
 * game or move list (a new record starts where a tag line, or a line after a blank one, follows moves), each with
 * the line it starts on.
 */

/** One record of a file: its text, its first line (1-based) and its offset in the file (UTF-16). */
export interface WxfRecord {
  readonly text: string;
  readonly line: number;
  readonly offset: number;
}

/** The records of `text` (blank records are dropped). */
export function wxfRecords(text: string): WxfRecord[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  const out: WxfRecord[] = [];
  let start = 0;
  let sawMoves = false;
  const flush = (end: number) => {
    while (start < end && lines[start]!.trim() === '') start++;
    const body = lines.slice(start, end).join('\n');
    if (body.trim() !== '') out.push({ text: body, line: start + 1, offset: starts[start]! });
    start = end;
    sawMoves = false;
  };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line.startsWith('position ')) {
      flush(i);
      flush(i + 1);
    } else if (sawMoves && line !== '' && (line.startsWith('[') || lines[i - 1]!.trim() === '')) {
      flush(i);
      sawMoves = !line.startsWith('[');
    } else if (line !== '' && !line.startsWith('[')) sawMoves = true;
  });
  flush(lines.length);
  return out;
}
