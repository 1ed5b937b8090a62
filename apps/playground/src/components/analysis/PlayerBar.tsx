import './playerBar.css';
import { clockText } from '../../lib/analysis/commentInfo';
import type { Player, Side } from '../../lib/analysis/players';

/**
 * One player's line above or below the board, as lichess's analysis board shows it: the side's mark, title, name
 * (ellipsised when long), rating and clock (never cut), the clock of the side to move highlighted — the time left,
 * or with `used` the time the side has used so far (a shogi record without its time control). The side at the
 * bottom is White's unless the board is flipped; nothing when the game names no player.
 */
export function PlayerBar({
  players,
  place,
  flipped,
  turn,
  marks = ['○', '●'],
  used = false,
}: {
  /** Both players (`playersAt`); undefined: no bar. */
  readonly players: Readonly<Record<Side, Player>> | undefined;
  readonly place: 'top' | 'bottom';
  readonly flipped: boolean;
  /** The side to move at the position shown. */
  readonly turn: Side;
  /** The marks of White and Black (shogi's ☗ sente and ☖ gote, where sente is the first mover, `white`). */
  readonly marks?: readonly [string, string] | undefined;
  /** Whether the players' clocks are the time used so far rather than the time left. */
  readonly used?: boolean;
}) {
  if (!players) return null;
  const side: Side = (place === 'bottom') !== flipped ? 'white' : 'black';
  const { name, title, rating, clock } = players[side];
  const running = turn === side;
  return (
    <div className={`player-bar player-${place}`} data-testid={`player-${place}`} data-side={side}>
      <span className="player-mark" aria-hidden="true">
        {marks[side === 'white' ? 0 : 1]}
      </span>
      <span className="player-name" title={name}>
        {title ? <abbr className="player-title">{title}</abbr> : null}
        {name ?? (side === 'white' ? 'White' : 'Black')}
      </span>
      {rating ? <span className="player-rating">{rating}</span> : null}
      {clock !== undefined ? (
        <span
          className={running ? 'player-clock running' : 'player-clock'}
          role="timer"
          data-testid={`clock-${side}`}
          title={used ? 'time used' : undefined}
          aria-label={`${side === 'white' ? 'White' : 'Black'}'s ${used ? 'time used' : 'clock'}${running ? ', to move' : ''}`}
        >
          {clockText(clock)}
        </span>
      ) : null}
    </div>
  );
}
