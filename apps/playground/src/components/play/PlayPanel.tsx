import type { Move, BasePosition } from '@x/core';
import { useFlipParam } from '../../state/useFlipParam';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { setupModel } from '../../lib/board/coreModel';
import { type SanWriter, useSanWriter } from '../../lib/position/lazySan';
import { readParam } from '../../state/url';
import { movesParam, replayMoves } from '../../lib/position/playedMoves';
import { useUrlList } from '../../state/useUrlList';
import { Board } from '../board/Board';
import { FenText } from '../output/FenText';
import { promotionOverlay } from '../board/PromotionPicker';
import { useMoveChoice } from '../board/useMoveChoice';
import { WallHint } from '../board/WallHint';
import { PlayLayout } from './PlayLayout';
import { playStatus } from '../../lib/position/playStatus';
import { useDiagram } from '../board/diagramStore';
import { type GameStyle, useTypedNotation } from '../../lib/position/typedNotation';
import { readSan } from '../../lib/position/typedSan';

// perft (its panel and worker client) is fetched after the board: the first load does not wait for it
const PerftPanel = lazy(() => import('./PerftPanel').then((m) => ({ default: m.PerftPanel })));

const ids = new WeakMap<BasePosition, number>();
let nextId = 0;
/** A stable id per position object (keys the perft panel). */
function positionId(pos: BasePosition): number {
  let id = ids.get(pos);
  if (id === undefined) {
    id = nextId++;
    ids.set(pos, id);
  }
  return id;
}

/** One played move: its squares (last-move highlight) and its UCI (the URL; the list writes it as SAN). */
interface Played {
  readonly squares: readonly string[];
  /** UCI text, kept in the URL. */
  readonly uci: string;
}

/** The squares a move's highlight shows: from, to, and its wall. */
function movedSquares(move: Move): string[] {
  return [move.from ?? move.to, move.to, ...(move.fairy?.wall ? [move.fairy.wall] : [])];
}

/** One ply of the move list. */
interface Ply {
  readonly text: string;
  readonly earlier: boolean;
}

/** The move as shown: SAN when `@x/san` has loaded and can write it (every variant it knows), else UCI. */
function moveText(pos: BasePosition, move: Move, san: SanWriter | undefined): string {
  // a move with a wall: Fairy-Stockfish's UCI (`e2e4,e4d5`), which names the wall square
  if (!san || move.fairy?.wall !== undefined) return pos.uci(move);
  try {
    return san(move, pos);
  } catch {
    return pos.uci(move);
  }
}

/** The texts of the played moves, replayed from `start` (SAN once `@x/san` is there). */
function playedTexts(start: BasePosition, played: readonly Played[], san: SanWriter | undefined): string[] {
  if (!san || start.variant.walls) return played.map((p) => p.uci);
  const pos = start.clone();
  return played.map((p) => {
    const move = pos.legalMoves().find((m) => pos.uci(m) === p.uci);
    if (!move) return p.uci;
    const text = moveText(pos, move, san);
    pos.play(move);
    return text;
  });
}

/** The start position with the moves listed in the URL parameter `key` (`movesParam`) played. */
function replayFromUrl(start: BasePosition, key: string): { pos: BasePosition; played: Played[] } {
  const { pos, moves } = replayMoves(start, readParam(key, ''));
  return { pos, played: moves.map(({ move, uci }) => ({ squares: movedSquares(move), uci })) };
}

/**
 * Play on a finite board: click a piece of the side to move to see its legal moves, click a target to move
 * (a chooser appears for promotions; in a variant with walls placed by a move, the wall's squares are offered
 * next and a click places it), click a hand piece then a square to drop. Undo, move list,
 * check/mate/stalemate, perft. Once a move is played, the game from `start` downloads as an animated GIF too.
 */
export function PlayPanel({
  start,
  urlKey,
  earlier = [],
}: {
  readonly start: BasePosition;
  readonly urlKey: string;
  /** Moves (as text) that led to `start`, shown greyed at the head of the move list. */
  readonly earlier?: readonly string[];
}) {
  const [initial] = useState(() => replayFromUrl(start, urlKey));
  const initialStart = useRef(start);
  const [pos, setPos] = useState(initial.pos);
  const [played, setPlayed, resetPlayed] = useUrlList(urlKey, initial.played, (list) =>
    movesParam(list.map((x) => x.uci)),
  );
  const [flipped, flip] = useFlipParam();
  // a new start position (edited text, other variant) starts a new game; the first one may come with moves
  useEffect(() => {
    if (start === initialStart.current) return;
    setPos(start.clone());
    resetPlayed();
  }, [start, resetPlayed]);
  const variant = pos.variant;
  // the status names the sides as the game's players do (sente, red, Cho) once `@x/diagram` (the board's) has loaded
  const diagram = useDiagram();
  const play = (move: Move) => {
    const uci = pos.uci(move);
    const next = pos.clone();
    next.play(move);
    setPos(next);
    setPlayed((p) => [...p, { squares: movedSquares(move), uci }]);
  };
  // a piece selected, then a promotion's picker, then a wall's squares (dropped when the position changes)
  const choice = useMoveChoice(pos, play);
  // while a wall waits, the move made (its piece on its target)
  const model = useMemo(() => setupModel(choice.setup, variant), [choice.setup, variant]);
  const undo = () => {
    if (played.length === 0) return;
    const next = pos.clone();
    next.undo();
    setPos(next);
    setPlayed((p) => p.slice(0, -1));
  };
  const san = useSanWriter();
  const rows = useMemo(
    () => moveRows(start, earlier, playedTexts(start, played, san)),
    [start, earlier, played, san],
  );
  const board = (
    <>
      <Board
        model={model}
        selected={choice.selected}
        targets={choice.targets}
        lastMove={choice.waitingSquares ?? played.at(-1)?.squares ?? []}
        onSquare={choice.onSquare}
        onDrop={choice.onDrop}
        canDrag={choice.canDrag}
        onHand={variant.drops ? choice.onHand : undefined}
        flipped={flipped}
        variant={variant}
        game={
          played.length > 0
            ? { name: `${variant.id}-game`, start, moves: () => played.map((p) => p.uci) }
            : undefined
        }
        overlay={promotionOverlay({
          choices: choice.choices,
          variant,
          turn: pos.turn,
          onPick: choice.pick,
          onCancel: choice.cancel,
        })}
      />
      <WallHint position={pos} walling={choice.walling} />
    </>
  );
  return (
    <PlayLayout board={board} status={playStatus(pos, diagram?.boardStyleOf(variant))}>
      <div className="buttons">
        <button type="button" onClick={undo} disabled={played.length === 0} data-testid="undo">
          Undo
        </button>{' '}
        <button type="button" onClick={flip} data-testid="flip">
          Flip board
        </button>
      </div>
      <TypedMove pos={pos} style={diagram?.boardStyleOf(variant)} onPlay={play} />
      <ol className="moves" data-testid="moves">
        {rows.map((r) => (
          <li key={r.n} value={r.n}>
            <span className={r.white?.earlier ? 'muted' : ''}>{r.white?.text ?? '…'}</span>{' '}
            <span className={r.black?.earlier ? 'muted' : ''}>{r.black?.text ?? ''}</span>
          </li>
        ))}
      </ol>
      <p className="fen-line">
        FEN <FenText testId="current-fen" text={pos.toFen()} />
      </p>
      <Suspense fallback={null}>
        <PerftPanel key={positionId(pos)} position={pos} />
      </Suspense>
    </PlayLayout>
  );
}

/**
 * A move typed in the board's own notation (USI for shogi, WXF or ICCS for xiangqi…: `typedNotation.ts`; UCI
 * `e2e4`, `e7e8q`, `N@f3` elsewhere) or as SAN (`Nf3`, `O-O`, `e8=Q`: `typedSan.ts`, as lichess's keyboard input),
 * played when legal, else said why not.
 */
function TypedMove({
  pos,
  style,
  onPlay,
}: {
  readonly pos: BasePosition;
  /** The board's drawing style (`@x/diagram`'s), which names the game's family; undefined until it has loaded. */
  readonly style: GameStyle | undefined;
  readonly onPlay: (move: Move) => void;
}) {
  const notation = useTypedNotation(style);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState('');
  // the position shown now: a SAN read (after `@x/san` has loaded) plays only on the position it was typed on
  const shown = useRef(pos);
  shown.current = pos;
  // the box emptied, unless typed on while `@x/san` loaded
  const played = (move: Move, text: string) => {
    setTypedError('');
    setTyped((now) => (now === text ? '' : now));
    onPlay(move);
  };
  const playTyped = (e: React.FormEvent) => {
    e.preventDefault();
    const own = notation.read(typed, pos);
    if ('move' in own) {
      played(own.move, typed);
      return;
    }
    void readSan(typed, pos).then((san) => {
      if (shown.current !== pos) return;
      if (san && 'move' in san) played(san.move, typed);
      else setTypedError(san?.error ?? own.error);
    });
  };
  return (
    <form onSubmit={playTyped} className="typed">
      <label>
        Move ({notation.name}){' '}
        <input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          size={8}
          placeholder={notation.example}
          data-testid="move-input"
        />
      </label>{' '}
      <button type="submit">Play</button>
      {typedError ? (
        <span className="muted" data-testid="typed-error">
          {' '}
          {typedError}
        </span>
      ) : null}
    </form>
  );
}

/** The move list by full move: the earlier moves (greyed) then the played ones, from the start's ply. */
function moveRows(
  start: BasePosition,
  earlier: readonly string[],
  played: readonly string[],
): { n: number; white?: Ply; black?: Ply }[] {
  // absolute ply of the start position (0 = White's first move), the earlier moves just before it
  const startPly = (start.toSetup().fullmoves - 1) * 2 + (start.turn === 'white' ? 0 : 1);
  const rows = new Map<number, { n: number; white?: Ply; black?: Ply }>();
  const texts: Ply[] = [
    ...earlier.map((text) => ({ text, earlier: true })),
    ...played.map((text) => ({ text, earlier: false })),
  ];
  texts.forEach((t, i) => {
    const ply = startPly - earlier.length + i;
    const n = Math.floor(ply / 2) + 1;
    const row = rows.get(n) ?? { n };
    if (ply % 2 === 0) row.white = t;
    else row.black = t;
    rows.set(n, row);
  });
  return [...rows.values()];
}
