import { type InfiniteMove, type InfinitePieceType, InfinitePosition } from '@x/core/infinite';
import type * as icn from '@x/icn';
import {
  infiniteSetupFromGame,
  impliedWorldBorder,
  replay,
  safeParse,
  stringify,
  stringifyMove,
} from '@x/icn';
import { useMemo } from 'react';
import { Canonical } from '../components/output/Canonical';
import { Editor, type Highlight } from '../components/input/Editor';
import { DiagnosticList, ErrorBox, type ShownError, shownError } from '../components/output/ErrorBox';
import { OtherTab } from '../components/output/OtherTab';
import { type Example, Examples } from '../components/input/Examples';
import { InfinitePlay } from '../components/infinite/InfinitePlay';
import { JsonView } from '../components/output/JsonView';
import { EXAMPLES } from '../lib/examples';
import { illegalReasonWords } from '../lib/infinite/illegalReasons';
import type { UnboundedFrame } from '../lib/board/gameGif';
import { writeParams } from '../state/url';
import { useUrlParam } from '../state/useUrlParam';

/** The examples of the ICN view. */
const ICN_EXAMPLES: readonly Example[] = [
  { label: 'classical', text: EXAMPLES.icn },
  { label: 'a short game', text: EXAMPLES.icnGame, testId: 'example-game' },
  { label: 'far away (10^30)', text: EXAMPLES.icnFar, testId: 'example-far' },
];

interface Loaded {
  readonly start?: InfinitePosition;
  readonly error?: ShownError;
  readonly highlight?: Highlight;
  readonly replayed?: number;
  readonly outcome?: unknown;
}

/** A replay error in words: the move as written and why it is illegal (not the bare reason code). */
function replayError(e: icn.IcnError, text: string): ShownError {
  const shown = shownError(e);
  if (e.code !== 'illegal-move' || !e.reason) return shown;
  const move = text.slice(e.offset, e.offset + e.length) || `move ${(e.index ?? 0) + 1}`;
  const why = e.reason === 'game-over' ? 'the game is already over' : illegalReasonWords(e.reason);
  return { ...shown, message: why, move, ply: (e.index ?? 0) + 1 };
}

/** Maps the game onto the unbounded board and replays its moves. */
function load(game: icn.IcnGame, text: string): Loaded {
  try {
    const setup = infiniteSetupFromGame(game);
    if (!setup)
      return {
        error: { code: 'no-position', message: 'the game has no position (no piece list, no known variant)' },
      };
    const start = InfinitePosition.fromSetup(setup);
    if (game.moves.length === 0) return { start };
    const r = replay(game);
    if (!r.success) {
      const error = replayError(r.error, text);
      return { start, error, highlight: { offset: r.error.offset, length: r.error.length } };
    }
    return { start: r.data.board, replayed: game.moves.length, outcome: r.data.outcome };
  } catch (e) {
    return { error: shownError(e) };
  }
}

/**
 * The game's positions for its GIF: its start, then the position after each of its moves with the move's squares
 * (the game replayed without error: `load`'s `replayed`).
 */
function openingFrames(game: icn.IcnGame): UnboundedFrame[] {
  const setup = infiniteSetupFromGame(game);
  if (!setup) return [];
  const pos = InfinitePosition.fromSetup(setup);
  const frames: UnboundedFrame[] = [{ position: pos.clone() }];
  for (const m of game.moves) {
    const from = { x: m.start[0], y: m.start[1] };
    const to = { x: m.end[0], y: m.end[1] };
    const move: InfiniteMove = m.promotion ? { from, to, promotion: m.promotion.type } : { from, to };
    pos.play(move);
    frames.push({ position: pos.clone(), lastMove: { from: `${from.x},${from.y}`, to: `${to.x},${to.y}` } });
  }
  return frames;
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
  const loaded = useMemo(() => (game ? load(game, text) : undefined), [game, text]);
  const error: ShownError | undefined = parsed.success ? loaded?.error : shownError(parsed.error);
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
        <Examples items={ICN_EXAMPLES} onPick={(e) => setText(e.text)} />
        <Editor id="icn" label="ICN" value={text} onChange={setText} highlight={highlight} rows={5} />
        {error ? (
          <>
            <ErrorBox error={error} />
            <OtherTab text={text} here="icn" />
          </>
        ) : (
          <p className="ok" data-testid="ok">
            ✔ valid{loaded?.replayed ? ` — ${loaded.replayed} moves replayed` : ''}
          </p>
        )}
        {game?.diagnostics?.length ? (
          <DiagnosticList items={game.diagnostics.map(shownError)} testId="warnings" />
        ) : null}
        {canonical !== undefined ? <Canonical text={canonical} input={text} /> : null}
        {game ? <JsonView value={game} title="Parsed game" /> : null}
      </div>
      {/* the board, and its moves, first on one column (`styles.css`) */}
      <div className="column board-first">
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
            opening={loaded.replayed && game ? () => openingFrames(game) : undefined}
          />
        ) : null}
      </div>
    </section>
  );
}
