/**
 * A game of `xn match` as PGN: the seven tag roster, `FEN`/`SetUp` when it does not start from the variant's start,
 * `Variant`, `TimeControl`, `PlyCount` and `Termination`; each engine move with `[%eval]` (White's point of view,
 * with the depth), `[%emt]` (the time it took, where time is the limit: a search by nodes or depth writes the same
 * bytes every run) and, under a time control, `[%clk]` (the time left); the opening's
 * moves marked `book`; the reason the game ended after the last move (as cutechess-cli writes it).
 */
import { type BasePosition, Position } from '@x/core';
import type { Game } from '@x/san';
import { makeComment } from '@x/san/annotations';
import { type MoveTexts, moveNode, writeGame } from '../engine/pgn-tree.js';
import { lineEvaluation, whiteEvaluation } from '../engine/score-text.js';
import type { PlayedGame } from './play-game.js';
import type { TimeControl } from './time-control.js';

/** The tags of a game that are not its moves'. */
export interface GameTags {
  readonly event: string;
  readonly round: number;
  readonly white: string;
  readonly black: string;
  readonly date: Date;
  /** The `Variant` tag's value (none for chess). */
  readonly variant: string | undefined;
  readonly timeControl: TimeControl | undefined;
  /** Whether each move's time is written (`[%emt]`): under a time control or `--movetime`, where time is the limit. */
  readonly times: boolean;
}

/** The PGN `TimeControl` tag of a control (`40/60:60+0.1` style: `MOVES/SECONDS` or `SECONDS+INCREMENT`). */
export function timeControlTag(control: TimeControl | undefined): string {
  if (control === undefined) return '-';
  const base = `${control.baseMs / 1000}`;
  if (control.moves > 0) return `${control.moves}/${base}`;
  return control.incrementMs > 0 ? `${base}+${control.incrementMs / 1000}` : base;
}

/** `YYYY.MM.DD` of a date (UTC). */
const pgnDate = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '.');

/** The PGN text of a played game. */
export function gamePgn(game: PlayedGame, tags: GameTags): string {
  const { start, moves, verdict } = game;
  const headers = new Map<string, string>([
    ['Event', tags.event],
    ['Site', '?'],
    ['Date', pgnDate(tags.date)],
    ['Round', String(tags.round)],
    ['White', tags.white],
    ['Black', tags.black],
    ['Result', verdict.result],
  ]);
  if (!startsAtStart(start)) headers.set('FEN', start.toFen()).set('SetUp', '1');
  if (tags.variant !== undefined) headers.set('Variant', tags.variant);
  headers.set('TimeControl', timeControlTag(tags.timeControl));
  headers.set('PlyCount', String(moves.length));
  headers.set('Termination', verdict.termination);
  const texts: MoveTexts = new Map();
  const root = { children: [] as ReturnType<typeof moveNode>[] };
  let parent: { children: ReturnType<typeof moveNode>[] } = root;
  const position = start.clone();
  for (const played of moves) {
    const node = moveNode(position, played.move, texts);
    const mover = position.turn;
    position.play(played.move);
    const { line, spentMs, clockMs } = played;
    const score = lineEvaluation(line);
    node.data.comments.push(
      spentMs === undefined
        ? 'book'
        : makeComment({
            text: '',
            // the engine's score is its own (the mover's): White's point of view in the file
            ...(score && { evaluation: whiteEvaluation(score, mover, line?.depth) }),
            ...(tags.times && { emt: Math.round(spentMs) / 1000 }),
            ...(clockMs !== undefined && { clock: Math.max(0, Math.round(clockMs)) / 1000 }),
          }),
    );
    parent.children.push(node);
    parent = node;
  }
  const last = parent === root ? undefined : (parent as ReturnType<typeof moveNode>);
  const written: Omit<Game, 'offset' | 'length'> = {
    headers,
    comments: last === undefined ? [verdict.reason] : [],
    moves: root,
    result: verdict.result,
  };
  last?.data.comments.push(verdict.reason);
  return writeGame(written, texts);
}

/** Whether a position is its variant's start (no `FEN` tag needed). */
function startsAtStart(position: BasePosition): boolean {
  return position.toFen() === Position.fromFen(position.variant.startFen, position.variant).toFen();
}
