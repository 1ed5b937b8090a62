/** Test helper (not exported): the shared perft file's cases, grouped by variant. */
export interface PerftCase {
  readonly file: 'sjaak' | 'sjaak-1.4.1';
  readonly name: string;
  readonly fen: string;
  readonly depth: number;
  readonly nodes: number;
}

/** Reads `perft-variants.txt` lines `label ; FEN ; depth ; nodes`. */
export function readPerftCases(text: string): PerftCase[] {
  const out: PerftCase[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [label, fen, depth, nodes] = line.split(' ; ').map((s) => s.trim());
    const [file, name] = label!.split('/');
    out.push({
      file: file as PerftCase['file'],
      name: name!,
      fen: fen!,
      depth: Number(depth),
      nodes: Number(nodes),
    });
  }
  return out;
}
