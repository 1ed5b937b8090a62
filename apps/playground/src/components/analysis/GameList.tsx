import type { Game } from '@x/san';
import { gameTitle } from '../../lib/analysis/pgnGames';
import { Choice } from '../input/Choice';

/** The games of a PGN file to pick from (more than one); the chosen game's tags are `GameTags`, under the board. */
export function GameList(props: {
  readonly games: readonly Game[];
  readonly index: number;
  readonly onPick: (index: number) => void;
}) {
  return (
    <div className="game-list">
      {props.games.length > 1 ? (
        <Choice
          label={`Game (${props.games.length} in the file)`}
          options={props.games.map((g, i) => [String(i), `${i + 1}. ${gameTitle(g, i)}`] as const)}
          value={String(props.index)}
          onChange={(i) => props.onPick(Number(i))}
          testId="game-list"
        />
      ) : null}
    </div>
  );
}
