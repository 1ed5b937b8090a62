import type { Game } from '@x/san';
import { gameTitle } from '../../lib/analysis/pgnGames';

/** The games of a PGN file to pick from (more than one); the chosen game's tags are `GameTags`, under the board. */
export function GameList(props: {
  readonly games: readonly Game[];
  readonly index: number;
  readonly onPick: (index: number) => void;
}) {
  return (
    <div className="game-list">
      {props.games.length > 1 ? (
        <label className="inline">
          Game ({props.games.length} in the file){' '}
          <select
            data-testid="game-list"
            value={props.index}
            onChange={(e) => props.onPick(Number(e.target.value))}
          >
            {props.games.map((g, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: games are identified by their place in the file
              <option key={i} value={i}>
                {i + 1}. {gameTitle(g, i)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
