/**
 * A game's main line annotated with an engine's reports (one per position, from the start to the last move's):
 * `[%eval]` after every move (White's point of view, with the depth), the NAG `?!`, `?` or `??` where lichess
 * would mark the move (`win-percent.ts`), a comment saying so and naming the best move, and the engine's lines
 * from the position before a marked move as variations. The file's own comments (text, clocks, arrows) and
 * variations stay; its own move-assessment NAGs give way to the engine's where it marks a move.
 */
import type { BasePosition, Color, Move } from '@x/core';
import type { PgnChildNode, Game, PgnNode } from '@x/san';
import { makeComment, parseComments } from '@x/san/annotations';
import type { Info } from '@x/engine';
import { type MoveTexts, lineNodes } from '../engine/pgn-tree.js';
import { lineEvaluation, whiteEvaluation } from '../engine/score-text.js';
import { markMove, type PositionReport } from './move-mark.js';
import { type Judgement, JUDGEMENT_NAGS } from './win-percent.js';

export type { PositionReport } from './move-mark.js';

/** A main-line move: its node, the move, and the position before it (not played on). */
export interface MainMove {
  readonly node: PgnChildNode;
  readonly move: Move;
  readonly before: BasePosition;
}

/** The longest engine line written as a variation, in plies. */
const MAX_LINE_PLIES = 20;

/** The NAGs of move assessments (`!`, `?`, `!!`, `??`, `!?`, `?!`). */
const ASSESSMENTS = new Set([1, 2, 3, 4, 5, 6]);

const WORD: Readonly<Record<Judgement, string>> = {
  inaccuracy: 'Inaccuracy',
  mistake: 'Mistake',
  blunder: 'Blunder',
};

/**
 * The game with `main` (its main line) annotated from `reports` (`reports[i]`: the position before `main[i]`;
 * `reports[main.length]`: the position after the last move). The SAN of the engine's moves is added to `texts`.
 */
export function annotateGame(
  game: Game,
  main: readonly MainMove[],
  reports: readonly PositionReport[],
  texts: MoveTexts,
): Omit<Game, 'offset' | 'length'> {
  const annotated = main.map((played, i) => annotateMove(played, reports[i]!, reports[i + 1]!, texts));
  // from the last move back: each node gets its annotated successor as its main child, the engine's lines
  // beside that successor next, and the file's variations after them
  const withSuccessor = (node: PgnNode, i: number): PgnChildNode[] => {
    const rest = node.children.slice(1);
    const successor = annotated[i];
    return successor === undefined ? rest : [successor.node, ...successor.lines, ...rest];
  };
  for (let i = annotated.length - 1; i >= 0; i--) {
    const { node } = annotated[i]!;
    const rebuilt: PgnChildNode = { data: node.data, children: withSuccessor(main[i]!.node, i + 1) };
    texts.set(rebuilt, texts.get(node)!);
    annotated[i] = { ...annotated[i]!, node: rebuilt };
  }
  const moves = { children: withSuccessor(game.moves, 0) };
  return { headers: game.headers, comments: game.comments, moves, result: game.result };
}

/** A move annotated (its node without children yet) and the engine's lines beside it. */
function annotateMove(
  { node, move, before }: MainMove,
  reportBefore: PositionReport,
  reportAfter: PositionReport,
  texts: MoveTexts,
): { node: PgnChildNode; lines: PgnChildNode[] } {
  const mover: Color = before.turn;
  const after = reportAfter.lines[0];
  const afterScore = lineEvaluation(after);
  const mark = markMove(move, before, reportBefore, reportAfter);
  const judgement = mark?.judgement;
  const lines = mark === undefined ? [] : variations(reportBefore.lines, move, before, texts);
  const comment = parseComments(node.data.comments);
  const words = mark === undefined ? '' : `${WORD[mark.judgement]}. ${mark.best} was best.`;
  const text = [comment.text, words].filter((t) => t !== '').join(' ');
  const evaluation =
    afterScore === undefined ? comment.evaluation : whiteEvaluation(afterScore, other(mover), after?.depth);
  const nags =
    judgement === undefined
      ? node.data.nags
      : [JUDGEMENT_NAGS[judgement], ...node.data.nags.filter((n) => !ASSESSMENTS.has(n))];
  const written = makeComment({ ...comment, text, evaluation });
  const annotated: PgnChildNode = {
    data: { ...node.data, comments: written === '' ? [] : [written], nags },
    children: [],
  };
  texts.set(annotated, texts.get(node)!);
  return { node: annotated, lines };
}

const other = (side: Color): Color => (side === 'white' ? 'black' : 'white');

/**
 * The engine's lines from `before` whose first move is not the one played, as variation nodes (the first move of
 * each carries the line's `[%eval]`).
 */
function variations(
  lines: readonly Info[],
  played: Move,
  before: BasePosition,
  texts: MoveTexts,
): PgnChildNode[] {
  const playedUci = before.uci(played);
  const out: PgnChildNode[] = [];
  for (const line of lines) {
    const moves = line.pv ?? [];
    const [first] = moves;
    if (first === undefined || before.uci(first) === playedUci) continue;
    const nodes = lineNodes(before, moves.slice(0, MAX_LINE_PLIES), texts);
    const score = lineEvaluation(line);
    if (score !== undefined)
      nodes[0]!.data.comments.push(
        makeComment({ evaluation: whiteEvaluation(score, before.turn, line.depth) }),
      );
    out.push(nodes[0]!);
  }
  return out;
}
