/**
 * The players beside the board, as lichess's analysis board shows them: each side's name, title and rating from
 * the game's tags, and its clock at the move shown — the last `[%clk]` of that side on the line to the move (the
 * time control's start before the side's first move, when the game has clocks and its `TimeControl` says one).
 */
import { commentInfo } from './commentInfo';
import { type AnalysisGame, type AnalysisNode, type NodePath, nodesOn } from './gameTree';

/** The sides, White first. */
export type Side = 'white' | 'black';

/** One player's bar. */
export interface Player {
  readonly name: string | undefined;
  /** `GM`, `FM`, `BOT`, … (`WhiteTitle`). */
  readonly title: string | undefined;
  /** `WhiteElo` as written (a number). */
  readonly rating: string | undefined;
  /** Seconds left on the side's clock at the move shown; undefined when the game says none. */
  readonly clock: number | undefined;
}

/** A tag's value, unless absent or PGN's unknown (`?`, `-`, empty). */
function known(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v === undefined || v === '' || v === '?' || v === '-' ? undefined : v;
}

/**
 * The clock each side starts with by a PGN `TimeControl` (`180+2`, `300`, `40/7200:1800`: its first period's
 * seconds); undefined for `-`, `?`, a sandclock (`*60`) or anything else.
 */
export function startClock(timeControl: string | undefined): number | undefined {
  const match = /^(?:\d+\/)?(\d+)(?:\+\d+(?:\.\d+)?)?(?::.*)?$/.exec(timeControl?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

/** Whether a move of the main line from `first` carries a `[%clk]`. */
function hasClocks(first: readonly AnalysisNode[]): boolean {
  for (let node = first[0]; node; node = node.children[0])
    if (commentInfo(node.source.data.comments).clock !== undefined) return true;
  return false;
}

/**
 * Both players at the move at `path` of `game` (none: a record without clocks), from the game's `tags`; undefined
 * when the tags name no player (a FEN, a bare movetext: nothing to show).
 */
export function playersAt(
  tags: ReadonlyMap<string, string> | undefined,
  game: Pick<AnalysisGame, 'children'> | undefined,
  path: NodePath,
): Readonly<Record<Side, Player>> | undefined {
  if (!tags) return undefined;
  const tag = (side: Side, name: string) => known(tags.get(`${side === 'white' ? 'White' : 'Black'}${name}`));
  const named = (['white', 'black'] as const).some(
    (side) => tag(side, '') ?? tag(side, 'Elo') ?? tag(side, 'Title'),
  );
  if (!named) return undefined;
  const clocks: Partial<Record<Side, number>> = {};
  if (game && hasClocks(game.children)) {
    const start = startClock(tags.get('TimeControl'));
    if (start !== undefined) clocks.white = clocks.black = start;
    for (const node of nodesOn(game, path)) {
      const clock = commentInfo(node.source.data.comments).clock;
      if (clock !== undefined) clocks[node.turn] = clock;
    }
  }
  const player = (side: Side): Player => ({
    name: tag(side, ''),
    title: tag(side, 'Title'),
    rating: tag(side, 'Elo'),
    clock: clocks[side],
  });
  return { white: player('white'), black: player('black') };
}
