import type { InfinitePieceType, InfinitePosition, MoveDescription, Square } from '@x/core/infinite';
import { pieceCode, stringifyMove } from '@x/icn';
import { useEffect, useMemo, useState } from 'react';
import { type Bounds, InfiniteBoard, type InfinitePiece } from './InfiniteBoard';

const DEFAULT_PROMOTIONS: readonly InfinitePieceType[] = ['queen', 'rook', 'bishop', 'knight'];

/** Status line of an infinite position. */
function status(pos: InfinitePosition): string {
  const o = pos.outcome();
  if (o) return o.result === 'win' ? `${o.winner} wins by ${o.condition}` : `draw by ${o.condition}`;
  if (pos.isCheckmate()) return `checkmate — ${pos.turn} is mated`;
  if (pos.isStalemate()) return 'stalemate';
  return `${pos.turn} to move${pos.inCheck() ? ' — check' : ''}`;
}

/** Props of {@link InfinitePlay}. */
export interface InfinitePlayProps {
  readonly start: InfinitePosition;
  readonly border?: Bounds | undefined;
  readonly fitKey: string;
  /** ICN of the moves played before `start` (shown at the head of the move list). */
  readonly earlier?: readonly string[];
  readonly allowed?: (player: string) => readonly InfinitePieceType[] | undefined;
}

/**
 * Play on the unbounded board: click a piece of the player to move to see its legal moves (slides drawn
 * inside the window), click a target to move (promotion chooser when needed); the ICN of each move goes to
 * the move list. Undo, check/mate/stalemate.
 */
export function InfinitePlay({ start, border, fitKey, allowed, earlier = [] }: InfinitePlayProps) {
  const [history, setHistory] = useState<readonly InfinitePosition[]>([]);
  const [pos, setPos] = useState(() => start.clone());
  const [played, setPlayed] = useState<readonly { text: string; from: Square; to: Square }[]>([]);
  const [selected, setSelected] = useState<Square | undefined>();
  const [pending, setPending] = useState<{ from: Square; to: Square } | undefined>();
  const [message, setMessage] = useState('');
  useEffect(() => {
    setPos(start.clone());
    setHistory([]);
    setPlayed([]);
    setSelected(undefined);
    setPending(undefined);
  }, [start]);
  const pieces: InfinitePiece[] = useMemo(
    () =>
      pos.pieces().map((p) => ({
        x: p.x,
        y: p.y,
        label: pieceCode({
          type: p.type,
          player: p.player === 'black' || p.player === 'neutral' ? p.player : 'white',
        }),
        color: p.player,
      })),
    [pos],
  );
  const moves: MoveDescription | undefined = useMemo(
    () => (selected ? pos.legalMoves(selected) : undefined),
    [pos, selected],
  );

  const play = (from: Square, to: Square, promotion?: InfinitePieceType) => {
    const mover = pos.pieceAt(from);
    const next = pos.clone();
    const move = promotion ? { from, to, promotion } : { from, to };
    next.play(move);
    const text = stringifyMove({
      start: [from.x, from.y],
      end: [to.x, to.y],
      ...(mover ? { piece: { type: mover.type, player: mover.player } } : {}),
      ...(promotion && mover ? { promotion: { type: promotion, player: mover.player } } : {}),
    });
    setHistory((h) => [...h, pos]);
    setPos(next);
    setPlayed((p) => [...p, { text, from, to }]);
    setSelected(undefined);
    setPending(undefined);
    setMessage('');
  };
  const onSquare = (x: bigint, y: bigint) => {
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
  };
  const mover = pending ? pos.pieceAt(pending.from) : undefined;
  const choices = mover ? (allowed?.(mover.player) ?? DEFAULT_PROMOTIONS) : [];
  return (
    <div className="play">
      <div>
        <InfiniteBoard
          pieces={pieces}
          border={border}
          selected={selected}
          moves={moves}
          lastMove={played.length ? [played.at(-1)?.from as Square, played.at(-1)?.to as Square] : []}
          onSquare={onSquare}
          fitKey={fitKey}
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
      </div>
      <div className="side">
        <p className="status" data-testid="status">
          {status(pos)}
        </p>
        {message ? <p className="muted">{message}</p> : null}
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
            <li key={i}>{p.text}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
