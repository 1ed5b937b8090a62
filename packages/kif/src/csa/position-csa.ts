/**
 * CSA's position lines: `PI` (the even start, less the pieces listed: `PI82HI22KA`), `P1`…`P9` (a rank each:
 * ` * ` or `+FU`), `P+`/`P-` (pieces placed or held: `P+00KA`, `P-00AL`), and `+`/`-` for the side to move.
 * Gathered line by line, then written as SFEN.
 */
import { KifError } from '../errors.js';
import { PIECE_BY_CSA } from '../shogi/pieces.js';
import { sfenBoard, sfenHands } from '../sfen/fields.js';

interface Cell {
  readonly sente: boolean;
  readonly code: string;
}

/** Counts of every piece kind in a full set, for `AL`. */
const FULL_SET: Readonly<Record<string, number>> = {
  FU: 18,
  KY: 4,
  KE: 4,
  GI: 4,
  KI: 4,
  KA: 2,
  HI: 2,
  OU: 2,
};
const EVEN = [
  '-KY-KE-GI-KI-OU-KI-GI-KE-KY',
  ' * -HI *  *  *  *  * -KA * ',
  '-FU-FU-FU-FU-FU-FU-FU-FU-FU',
  ' *  *  *  *  *  *  *  *  * ',
  ' *  *  *  *  *  *  *  *  * ',
  ' *  *  *  *  *  *  *  *  * ',
  '+FU+FU+FU+FU+FU+FU+FU+FU+FU',
  ' * +KA *  *  *  *  * +HI * ',
  '+KY+KE+GI+KI+OU+KI+GI+KE+KY',
];

/** A CSA position being read. */
export class CsaPosition {
  /** Whether any position line was read. */
  seen = false;
  side: 'b' | 'w' = 'b';
  readonly #cells: (Cell | null)[][];
  readonly #hands = [new Map<string, number>(), new Map<string, number>()];
  readonly #files: number;
  /** Whether a `PI`, `P1`…`P9`, `P+` or `P-` line was read (else the even start, with the side given). */
  #placed = false;

  constructor(files: number, ranks: number) {
    this.#files = files;
    this.#cells = Array.from({ length: ranks }, () => new Array<Cell | null>(files).fill(null));
  }

  /** Reads position line `line` at `offset`; throws `invalid-board` when it is malformed. */
  read(line: string, offset: number, text: string): void {
    this.seen = true;
    this.#placed = true;
    const fail = (why: string): never => {
      throw new KifError('invalid-board', why, offset, line.length, text);
    };
    if (line.startsWith('PI')) {
      if (this.#files !== 9 || this.#cells.length !== 9) fail('PI needs a 9x9 board');
      for (const [r, row] of EVEN.entries()) this.#readRow(row, r, fail);
      for (let i = 2; i + 4 <= line.length; i += 4) {
        const file = Number(line[i]);
        const rank = Number(line[i + 1]);
        const cell = this.#cells[rank - 1]?.[9 - file];
        if (cell == null || cell.code !== line.slice(i + 2, i + 4))
          fail(`no ${line.slice(i + 2, i + 4)} on ${file}${rank}`);
        this.#cells[rank - 1]![9 - file] = null;
      }
      return;
    }
    if (line[1] === '+' || line[1] === '-') {
      this.#readPieces(line, fail);
      return;
    }
    const rank = Number(line[1]);
    if (!(rank >= 1 && rank <= this.#cells.length)) fail('not a CSA position line');
    this.#readRow(line.slice(2), rank - 1, fail);
  }

  #readRow(row: string, r: number, fail: (why: string) => never): void {
    if (row.length < this.#files * 3 - 1) fail('a rank needs a cell per file');
    for (let f = 0; f < this.#files; f++) {
      const cell = row.slice(f * 3, f * 3 + 3).trimEnd();
      if (cell === ' *' || cell === '') this.#cells[r]![f] = null;
      else if ((cell[0] === '+' || cell[0] === '-') && PIECE_BY_CSA.has(cell.slice(1, 3)))
        this.#cells[r]![f] = { sente: cell[0] === '+', code: cell.slice(1, 3) };
      else fail(`'${cell}' is not a CSA piece`);
    }
  }

  #readPieces(line: string, fail: (why: string) => never): void {
    const sente = line[1] === '+';
    for (let i = 2; i < line.length; i += 4) {
      const file = Number(line[i]);
      const rank = Number(line[i + 1]);
      const code = line.slice(i + 2, i + 4);
      if (code === 'AL') {
        this.#takeRest(sente);
        continue;
      }
      if (!PIECE_BY_CSA.has(code) || !Number.isInteger(file) || !Number.isInteger(rank))
        fail('not a CSA piece');
      if (file === 0 && rank === 0) {
        const hand = this.#hands[sente ? 0 : 1]!;
        hand.set(code, (hand.get(code) ?? 0) + 1);
      } else {
        const row = this.#cells[rank - 1];
        if (row === undefined || file < 1 || file > this.#files) fail('square off the board');
        row![this.#files - file] = { sente, code };
      }
    }
  }

  /** `AL`: every piece of a full set not on the board or in a hand goes into one hand. */
  #takeRest(sente: boolean): void {
    const left = new Map(Object.entries(FULL_SET));
    const take = (code: string, n: number) => {
      const base = PIECE_BY_CSA.get(code)!.base ?? code;
      left.set(base, (left.get(base) ?? 0) - n);
    };
    for (const row of this.#cells) for (const cell of row) if (cell !== null) take(cell.code, 1);
    for (const hand of this.#hands) for (const [code, n] of hand) take(code, n);
    const hand = this.#hands[sente ? 0 : 1]!;
    for (const [code, n] of left) if (n > 0 && code !== 'OU') hand.set(code, (hand.get(code) ?? 0) + n);
  }

  /** The position read, as SFEN. */
  sfen(): string {
    if (!this.#placed && this.#files === 9) this.read('PI', 0, 'PI');
    // the rows are held from the top (gote's side), the board field is indexed from sente's back rank
    const board = sfenBoard([...this.#cells].reverse().flat(), this.#files, this.#cells.length, (cell) => {
      const letter = PIECE_BY_CSA.get(cell.code)!.sfen;
      return cell.sente ? letter : letter.toLowerCase();
    });
    const hands = sfenHands((sente, code) => this.#hands[sente ? 0 : 1]!.get(code) ?? 0);
    return `${board} ${this.side} ${hands} 1`;
  }
}
