import { type InfinitePieceType, InfinitePosition, type InfiniteSetup } from '@x/core/infinite';
import * as icn from '@x/icn';
import { impliedWorldBorder, safeParse, stringify, stringifyMove } from '@x/icn';
import { useMemo } from 'react';
import { Canonical } from '../components/Canonical';
import { Editor, type Highlight } from '../components/Editor';
import { ErrorBox, type ShownError } from '../components/ErrorBox';
import { InfinitePlay } from '../components/InfinitePlay';
import { JsonView } from '../components/JsonView';
import { NotAvailable } from '../components/NotAvailable';
import { EXAMPLES } from '../lib/examples';
import { icnStartSetup } from '../lib/icnSetup';
import { optionalExport } from '../lib/optional';
import { writeParams } from '../state/url';
import { useUrlParam } from '../state/useUrlParam';

interface ReplayError {
  readonly code: string;
  readonly message: string;
  readonly offset?: number;
  readonly length?: number;
  readonly reason?: string;
  readonly index?: number;
}
type Replay = (game: icn.IcnGame) => { success: boolean; data?: unknown; error?: ReplayError };
/** `@x/icn`'s `replay` (legal replay on `@x/core/infinite`), once it is exported. */
const icnReplay = optionalExport<Replay>(icn, 'replay');
/** `@x/icn`'s own game → board mapping, once it is exported (else the app's, which follows its README). */
const icnGameToSetup = optionalExport<(game: icn.IcnGame) => InfiniteSetup | undefined>(icn, 'gameToSetup');

/** Whether a value is a live board we can play on (duck-typed: it may come from another module instance). */
function isBoard(v: unknown): v is InfinitePosition {
  return typeof v === 'object' && v !== null && typeof (v as InfinitePosition).legalMoves === 'function';
}

/** The board after a replay, from `data.board` (or `data.position` / `data` itself when that is the board). */
function replayedBoard(data: unknown): InfinitePosition | undefined {
  const d = data as { board?: unknown; position?: unknown } | undefined;
  return [d?.board, d?.position, data].find(isBoard);
}

interface Loaded {
  readonly start?: InfinitePosition;
  readonly error?: ShownError;
  readonly highlight?: Highlight;
  readonly replayed?: number;
  readonly outcome?: unknown;
}

/** Maps the game onto the unbounded board and, when `@x/icn` can, replays its moves. */
function load(game: icn.IcnGame): Loaded {
  try {
    const setup = icnGameToSetup ? icnGameToSetup(game) : icnStartSetup(game);
    if (!setup)
      return {
        error: { code: 'no-position', message: 'the game has no position (no piece list, no known variant)' },
      };
    const start = InfinitePosition.fromSetup(setup);
    if (game.moves.length === 0 || !icnReplay) return { start };
    const r = icnReplay(game);
    if (!r.success || !r.data) {
      const e = r.error ?? { code: 'error', message: 'replay failed' };
      const where = [
        e.index !== undefined ? `ply ${e.index + 1}` : '',
        e.offset !== undefined ? `offset ${e.offset}, length ${e.length ?? 0}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      return {
        start,
        error: {
          code: e.code,
          message: `${e.message}${e.reason ? ` (${e.reason})` : ''}`,
          ...(where ? { where } : {}),
        },
        ...(e.offset !== undefined ? { highlight: { offset: e.offset, length: e.length ?? 0 } } : {}),
      };
    }
    const board = replayedBoard(r.data);
    return board
      ? { start: board, replayed: game.moves.length, outcome: (r.data as { outcome?: unknown }).outcome }
      : { start, error: { code: 'replay', message: 'replay returned no board' } };
  } catch (e) {
    const err = e as { code?: string; message?: string };
    return { error: { code: err.code ?? 'error', message: err.message ?? String(e) } };
  }
}

/** The ICN view: parsed game, errors and warnings with their spans, canonical ICN, the unbounded board, play. */
export function IcnView() {
  const [text, setIcnText] = useUrlParam('icn', EXAMPLES.icn);
  /** A new text is a new game: the moves played and the view kept in the URL go. */
  const setText = (t: string) => {
    setIcnText(t);
    writeParams({
      icnmoves: undefined,
      'icnmoves-view-x': undefined,
      'icnmoves-view-y': undefined,
      'icnmoves-view-z': undefined,
    });
  };
  const parsed = useMemo(() => safeParse(text), [text]);
  const game = parsed.success ? parsed.data : undefined;
  const canonical = useMemo(() => (game ? stringify(game) : undefined), [game]);
  const loaded = useMemo(() => (game ? load(game) : undefined), [game]);
  const error: ShownError | undefined = parsed.success
    ? loaded?.error
    : {
        code: parsed.error.code,
        message: parsed.error.message,
        where: `offset ${parsed.error.offset}, length ${parsed.error.length}`,
      };
  const highlight: Highlight | undefined = parsed.success
    ? loaded?.highlight
    : { offset: parsed.error.offset, length: parsed.error.length };
  const border = game ? impliedWorldBorder(game) : undefined;
  const earlier = useMemo(
    () => (loaded?.replayed && game ? game.moves.map((m) => stringifyMove(m)) : []),
    [loaded, game],
  );
  const allowed = (player: string) =>
    game?.promotions?.[player as keyof NonNullable<typeof game.promotions>]?.allowed as
      | readonly InfinitePieceType[]
      | undefined;
  return (
    <section className="view" aria-label="ICN">
      <div className="column">
        <div className="examples">
          Examples:{' '}
          <button type="button" onClick={() => setText(EXAMPLES.icn)}>
            classical
          </button>{' '}
          <button type="button" onClick={() => setText(EXAMPLES.icnGame)} data-testid="example-game">
            a short game
          </button>{' '}
          <button type="button" onClick={() => setText(EXAMPLES.icnFar)} data-testid="example-far">
            far away (10^30)
          </button>
        </div>
        <Editor id="icn" label="ICN" value={text} onChange={setText} highlight={highlight} rows={5} />
        {error ? (
          <ErrorBox error={error} />
        ) : (
          <p className="ok" data-testid="ok">
            ✔ valid{loaded?.replayed ? ` — ${loaded.replayed} moves replayed` : ''}
          </p>
        )}
        {game?.warnings?.length ? (
          <ul className="warnings" data-testid="warnings">
            {game.warnings.map((w) => (
              <li key={`${w.code}-${w.offset}`}>
                <code>{w.code}</code> {w.message} (offset {w.offset})
              </li>
            ))}
          </ul>
        ) : null}
        {canonical !== undefined ? <Canonical text={canonical} input={text} /> : null}
        {game ? <JsonView value={game} title="Parsed game" /> : null}
      </div>
      <div className="column">
        {game && game.moves.length > 0 && !icnReplay ? (
          <NotAvailable
            what={`Replaying the game's ${game.moves.length} moves (the board shows the start position)`}
            needs="@x/icn replay"
          />
        ) : null}
        {loaded?.outcome ? <JsonView value={loaded.outcome} title="Outcome of the game" /> : null}
        {loaded?.start ? (
          <InfinitePlay
            key={text}
            start={loaded.start}
            earlier={earlier}
            border={border ?? undefined}
            fitKey={text}
            urlKey="icnmoves"
            allowed={allowed}
          />
        ) : null}
      </div>
    </section>
  );
}
