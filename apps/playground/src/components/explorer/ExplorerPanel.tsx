import './explorer.css';
import type { BasePosition } from '@x/core';
import { useEffect, useMemo, useState } from 'react';
import { EXPLORER_PLIES } from '../../lib/explorer/explorerIndex';
import { explorerKey } from '../../lib/explorer/explorerKey';
import { type ShownMove, withSan } from '../../lib/explorer/explorerSan';
import type { Database, ExplorerReply } from '../database/useDatabase';
import { useDatabaseState } from '../database/useDatabaseState';
import { countText, numberText } from '../../lib/text/numberText';

/** Props of {@link ExplorerPanel}. */
export interface ExplorerPanelProps {
  readonly db: Database;
  /** The position on the board. */
  readonly position: BasePosition;
  /** Plays a move of the list (its SAN) on the board. */
  readonly onPlay: (san: string) => void;
}

/** A share as a whole percentage of `total`. */
function percent(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * part) / total);
}

/**
 * One move's row: SAN, games, the White/draw/Black bar with its percentages (of every game of the move; the games
 * with no result, `*`, as a grey "unfinished" share, so a move of unfinished games only is a grey bar saying so),
 * the average Elo.
 */
function MoveRow({ move, total, onPlay }: { move: ShownMove; total: number; onPlay: (san: string) => void }) {
  const unfinished = move.games - move.white - move.draws - move.black;
  const w = percent(move.white, move.games);
  const d = percent(move.draws, move.games);
  const b = percent(move.black, move.games);
  const u = percent(unfinished, move.games);
  const label = (share: number, text = `${share}%`) => (share >= 12 ? text : '');
  const title = `White ${w}%, draws ${d}%, Black ${b}%${unfinished > 0 ? `, unfinished (no result) ${u}%` : ''}`;
  return (
    // the whole row plays its move, as lichess's does; the keyboard reaches it through the row's button (Enter on
    // it clicks, and the click comes up to the row)
    <tr
      className="explorer-row"
      onClick={() => onPlay(move.san)}
      data-testid="explorer-move"
      data-san={move.san}
      data-games={move.games}
      data-results={`${move.white}/${move.draws}/${move.black}`}
      data-unfinished={unfinished}
    >
      <td>
        <button type="button" className="link explorer-san">
          {move.san}
        </button>
      </td>
      <td className="num" title={`${percent(move.games, total)}% of the games here`}>
        {numberText(move.games)}
      </td>
      <td className="explorer-bar-cell">
        <div className="explorer-bar" title={title}>
          <span className="white" style={{ width: `${w}%` }}>
            {label(w)}
          </span>
          <span className="draw" style={{ width: `${d}%` }}>
            {label(d)}
          </span>
          <span className="black" style={{ width: `${b}%` }}>
            {label(b)}
          </span>
          {unfinished > 0 ? (
            <span className="unfinished" data-testid="explorer-unfinished" style={{ width: `${u}%` }}>
              {label(u, u === 100 ? 'unfinished' : `${u}% *`)}
            </span>
          ) : null}
        </div>
      </td>
      <td className="num">{move.elo ?? ''}</td>
    </tr>
  );
}

/**
 * The opening explorer of the open database: the moves played from the position on the board in the file's games
 * (found by position, so transpositions join), with their games, White/draw/Black shares and average Elo; the
 * list's filter narrows it. A click plays the move. The index is built by the database worker; lookups are
 * answered there too (`data-ms`: the last lookup's time in the worker).
 */
export default function ExplorerPanel({ db, position, onPlay }: ExplorerPanelProps) {
  const state = useDatabaseState(db);
  const key = explorerKey(position);
  const [reply, setReply] = useState<{ key: string; reply: ExplorerReply } | undefined>(undefined);
  const indexed = state?.indexed;
  const keep = state?.keep;
  const bytes = state?.bytes ?? 0;
  // a tenth of the file more read (and indexed): a lookup before the index is grouped reads every row so far
  const step = Math.floor((10 * bytes) / Math.max(1, state?.size ?? 1));
  const explore = db.explore;
  // ask again as the index grows (every tenth of the file read), on a new position and on a new filter
  // biome-ignore lint/correctness/useExhaustiveDependencies: keep, indexed and step change the answer (the worker holds the index)
  useEffect(() => {
    let live = true;
    void explore(key).then((r) => {
      if (live && r) setReply({ key, reply: r });
    });
    return () => {
      live = false;
    };
  }, [explore, key, keep, indexed, step]);
  const shown = reply?.key === key ? reply.reply : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is a new position (one object may move on)
  const moves = useMemo(() => (shown ? withSan(shown.moves, position) : []), [shown, position, key]);
  if (!state) return null;
  const total = shown?.games ?? 0;
  const filter = state.filterText ? ` (games matching “${state.filterText}”)` : '';
  return (
    <section
      className="explorer side-box"
      aria-label="Opening explorer"
      data-testid="explorer"
      data-indexed={indexed ? 'true' : 'false'}
      data-index-ms={indexed?.ms.toFixed(0)}
      data-positions={indexed?.positions}
      data-games={total}
      data-ms={shown?.ms.toFixed(2)}
      data-reply={shown?.id}
    >
      <h3>Opening explorer</h3>
      <p className="muted explorer-status" data-testid="explorer-status">
        {indexed
          ? `${countText(total, 'game')} of ${state.name} reached this position${filter}`
          : `indexing ${state.name}: ${percent(bytes, state.size)}%…`}
      </p>
      {moves.length > 0 ? (
        <table className="explorer-table">
          <thead>
            <tr>
              <th>Move</th>
              <th className="num">Games</th>
              <th>White / draw / Black</th>
              <th className="num">Elo</th>
            </tr>
          </thead>
          <tbody>
            {moves.map((m) => (
              <MoveRow key={m.san} move={m} total={total} onPlay={onPlay} />
            ))}
          </tbody>
        </table>
      ) : indexed ? (
        <p className="muted" data-testid="explorer-empty">
          No game of the file plays on from here (within its first {EXPLORER_PLIES} plies).
        </p>
      ) : null}
    </section>
  );
}
