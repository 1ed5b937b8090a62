import type { InfinitePieceType, InfinitePosition, MoveDescription, Square } from '@x/core/infinite';
import { stringifyMove } from '@x/icn';
import { pieceCode } from '@x/icn/piece-codes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { readParam } from '../../state/url';
import { useUrlList } from '../../state/useUrlList';
import { type Bounds, InfiniteBoard, type InfinitePiece } from './InfiniteBoard';
import { PlayLayout } from '../play/PlayLayout';
import type { UnboundedFrame } from '../../lib/board/gameGif';

const DEFAULT_PROMOTIONS: readonly InfinitePieceType[] = ['queen', 'rook', 'bishop', 'knight'];

/** Status line of an infinite position. */
function status(pos: InfinitePosition): string {
  const o = pos.outcome();
  if (o) return o.result === 'win' ? `${o.winner} wins by ${o.condition}` : `draw by ${o.condition}`;
  if (pos.isCheckmate()) return `checkmate — ${pos.turn} is mated`;
  if (pos.isStalemate()) return 'stalemate';
  return `${pos.turn} to move${pos.isCheck() ? ' — check' : ''}`;
}

/** One played move: its ICN, squares and promotion. */
interface Played {
  readonly text: string;
  readonly from: Square;
  readonly to: Square;
  readonly promotion?: InfinitePieceType;
}

/** ICN of a move of `pos` (piece letter, squares, promotion with the mover's colour). */
function icnText(pos: InfinitePosition, from: Square, to: Square, promotion?: InfinitePieceType): string {
  const mover = pos.pieceAt(from);
  return stringifyMove({
    start: [from.x, from.y],
    end: [to.x, to.y],
    ...(mover ? { piece: { type: mover.type, player: mover.player } } : {}),
    ...(promotion && mover ? { promotion: { type: promotion, player: mover.player } } : {}),
  });
}

/** A move as kept in the URL: `x,y>x,y` or `x,y>x,y=queen`. */
function urlMove(p: Played): string {
  return `${p.from.x},${p.from.y}>${p.to.x},${p.to.y}${p.promotion ? `=${p.promotion}` : ''}`;
}

/** The start position with the legal moves listed in the URL parameter `key` played (up to the first bad one). */
function replayFromUrl(
  start: InfinitePosition,
  key: string,
): { pos: InfinitePosition; history: InfinitePosition[]; played: Played[] } {
  let pos = start.clone();
  const history: InfinitePosition[] = [];
  const played: Played[] = [];
  for (const text of readParam(key, '').split('|').filter(Boolean)) {
    const m = /^(-?\d+),(-?\d+)>(-?\d+),(-?\d+)(?:=([a-zA-Z]+))?$/.exec(text);
    if (!m) break;
    const from = { x: BigInt(m[1] as string), y: BigInt(m[2] as string) };
    const to = { x: BigInt(m[3] as string), y: BigInt(m[4] as string) };
    const promotion = m[5] as InfinitePieceType | undefined;
    const move = promotion ? { from, to, promotion } : { from, to };
    if (!pos.isLegal(move)) break;
    const text2 = icnText(pos, from, to, promotion);
    history.push(pos);
    pos = pos.clone();
    pos.play(move);
    played.push({ text: text2, from, to, ...(promotion ? { promotion } : {}) });
  }
  return { pos, history, played };
}

/**
 * The frames of the game on the board: `opening`'s (the moves before `start`; else `start` alone), then the position
 * after each move played here (`history` holds the one before each, `pos` the last), each with its move's squares.
 */
function gameFrames(
  start: InfinitePosition,
  opening: (() => readonly UnboundedFrame[]) | undefined,
  history: readonly InfinitePosition[],
  pos: InfinitePosition,
  played: readonly Played[],
): UnboundedFrame[] {
  const name = (s: Square) => `${s.x},${s.y}`;
  return [
    ...(opening?.() ?? [{ position: start }]),
    ...played.map((p, i) => ({
      position: history[i + 1] ?? pos,
      lastMove: { from: name(p.from), to: name(p.to) },
    })),
  ];
}

/** Props of {@link InfinitePlay}. */
export interface InfinitePlayProps {
  readonly start: InfinitePosition;
  readonly border?: Bounds | undefined;
  readonly fitKey: string;
  /** URL parameter that keeps the moves played here. */
  readonly urlKey: string;
  /** ICN of the moves played before `start` (shown at the head of the move list). */
  readonly earlier?: readonly string[];
  readonly allowed?: (player: string) => readonly InfinitePieceType[] | undefined;
  /**
   * The frames of the moves that led to `start` (`earlier`): the game's first position, then the one after each of
   * them, the last being `start`'s; read when its GIF is made.
   */
  readonly opening?: (() => readonly UnboundedFrame[]) | undefined;
}

/**
 * Play on the unbounded board: click a piece of the player to move to see its legal moves (slides drawn
 * inside the window), click a target to move (promotion chooser when needed); the ICN of each move goes to
 * the move list. Undo, check/mate/stalemate.
 */
export function InfinitePlay({
  start,
  border,
  fitKey,
  urlKey,
  allowed,
  earlier = [],
  opening,
}: InfinitePlayProps) {
  const [initial] = useState(() => replayFromUrl(start, urlKey));
  const initialStart = useRef(start);
  const [history, setHistory] = useState<readonly InfinitePosition[]>(initial.history);
  const [pos, setPos] = useState(initial.pos);
  const [played, setPlayed, resetPlayed] = useUrlList(urlKey, initial.played, (list) =>
    list.map(urlMove).join('|'),
  );
  const [selected, setSelected] = useState<Square | undefined>();
  const [pending, setPending] = useState<{ from: Square; to: Square } | undefined>();
  const [message, setMessage] = useState('');
  /** A move of the list being looked at (its index in `played`): the board shows the position after it. */
  const [viewing, setViewing] = useState<number | undefined>(undefined);
  // a new start position starts a new game; the first one may come with moves from the URL
  useEffect(() => {
    if (start === initialStart.current) return;
    setPos(start.clone());
    setHistory([]);
    resetPlayed();
    setViewing(undefined);
    setSelected(undefined);
    setPending(undefined);
  }, [start, resetPlayed]);
  // the position on the board: the game's, or the one after the move looked at
  const shown = viewing === undefined ? pos : (history[viewing + 1] ?? pos);
  const pieces: InfinitePiece[] = useMemo(
    () =>
      shown.pieces().map((p) => ({
        x: p.x,
        y: p.y,
        label: pieceCode({
          type: p.type,
          player: p.player === 'black' || p.player === 'neutral' ? p.player : 'white',
        }),
        type: p.type,
        color: p.player,
      })),
    [shown],
  );
  const moves: MoveDescription | undefined = useMemo(
    () => (selected ? pos.legalMoves(selected) : undefined),
    [pos, selected],
  );

  const play = (from: Square, to: Square, promotion?: InfinitePieceType) => {
    const next = pos.clone();
    const text = icnText(pos, from, to, promotion);
    next.play(promotion ? { from, to, promotion } : { from, to });
    setHistory((h) => [...h, pos]);
    setPos(next);
    setPlayed((p) => [...p, { text, from, to, ...(promotion ? { promotion } : {}) }]);
    setSelected(undefined);
    setPending(undefined);
    setMessage('');
  };
  const onSquare = (x: bigint, y: bigint) => {
    // a click on the board while looking at an earlier move goes back to the game
    if (viewing !== undefined) {
      setViewing(undefined);
      return;
    }
    const sq = { x, y };
    setPending(undefined);
    if (selected) {
      const r = pos.checkMove({ from: selected, to: sq });
      if (r.legal) return play(selected, sq);
      if (r.reason === 'promotion-required') return setPending({ from: selected, to: sq });
    }
    const piece = pos.pieceAt(sq);
    if (piece && piece.player === pos.turn && !(selected && selected.x === x && selected.y === y)) {
      setSelected(sq);
      setMessage('');
    } else {
      if (selected && piece === undefined) {
        const r = pos.checkMove({ from: selected, to: sq });
        if (!r.legal) setMessage(`not legal: ${r.reason}`);
      }
      setSelected(undefined);
    }
  };
  const undo = () => {
    const prev = history.at(-1);
    if (!prev) return;
    setPos(prev);
    setHistory((h) => h.slice(0, -1));
    setPlayed((p) => p.slice(0, -1));
    setSelected(undefined);
    setViewing(undefined);
  };
  const lastShown = viewing === undefined ? played.at(-1) : played[viewing];
  const mover = pending ? pos.pieceAt(pending.from) : undefined;
  const choices = mover ? (allowed?.(mover.player) ?? DEFAULT_PROMOTIONS) : [];
  const board = (
    <>
      <InfiniteBoard
        pieces={pieces}
        border={border}
        selected={selected}
        moves={moves}
        lastMove={lastShown ? [lastShown.from, lastShown.to] : []}
        onSquare={onSquare}
        fitKey={fitKey}
        urlKey={`${urlKey}-view-`}
        position={shown}
        game={
          earlier.length + played.length > 0
            ? { name: 'icn-game', frames: () => gameFrames(start, opening, history, pos, played) }
            : undefined
        }
      />
      {pending ? (
        <div className="choices" data-testid="promotion-choices">
          Promote to:{' '}
          {choices.map((t) => (
            <button type="button" key={t} onClick={() => play(pending.from, pending.to, t)}>
              {t}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
  return (
    <PlayLayout board={board} status={status(pos)}>
      {message ? <p className="muted">{message}</p> : null}
      {viewing !== undefined ? (
        <p className="muted" data-testid="icn-viewing">
          The position after ply {earlier.length + viewing + 1}: click the board or the last move to go back
          to the game.
        </p>
      ) : null}
      <button type="button" onClick={undo} disabled={history.length === 0} data-testid="undo">
        Undo
      </button>
      <ol className="moves" data-testid="moves">
        {earlier.map((t, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: plies are positional
          <li key={`e${i}`} className="muted">
            {t}
          </li>
        ))}
        {played.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: plies are positional
          <li key={i}>
            <button
              type="button"
              className={`move${(viewing ?? played.length - 1) === i ? ' current' : ''}`}
              aria-current={(viewing ?? played.length - 1) === i ? 'step' : undefined}
              title={i === played.length - 1 ? 'the game' : 'see the position after this move'}
              onClick={() => {
                setSelected(undefined);
                setViewing(i === played.length - 1 ? undefined : i);
              }}
            >
              {p.text}
            </button>
          </li>
        ))}
      </ol>
    </PlayLayout>
  );
}
