import { InfinitePosition, type InfinitePieceType } from '@x/core/infinite';
import * as icn from '@x/icn';
import { impliedWorldBorder, safeParse, stringify } from '@x/icn';
import { useMemo } from 'react';
import { Canonical } from '../components/Canonical';
import { Editor } from '../components/Editor';
import { ErrorBox, type ShownError } from '../components/ErrorBox';
import { InfinitePlay } from '../components/InfinitePlay';
import { JsonView } from '../components/JsonView';
import { NotAvailable } from '../components/NotAvailable';
import { EXAMPLES } from '../lib/examples';
import { icnStartSetup } from '../lib/icnSetup';
import { optionalExport } from '../lib/optional';
import { useUrlParam } from '../state/useUrlParam';

type Replay = (game: icn.IcnGame) => {
  success: boolean;
  data?: unknown;
  error?: { code: string; message: string; offset?: number; length?: number };
};
const icnReplay = optionalExport<Replay>(icn, 'replay');

/** The position after a replay, when `@x/icn`'s replay returns one we can play on. */
function replayedPosition(data: unknown): InfinitePosition | undefined {
  if (data instanceof InfinitePosition) return data;
  const p = (data as { position?: unknown } | undefined)?.position;
  return p instanceof InfinitePosition ? p : undefined;
}

/** The ICN view: parsed game, errors and warnings with their spans, canonical ICN, the unbounded board, play. */
export function IcnView() {
  const [text, setText] = useUrlParam('icn', EXAMPLES.icn);
  const parsed = useMemo(() => safeParse(text), [text]);
  const game = parsed.success ? parsed.data : undefined;
  const canonical = useMemo(() => (game ? stringify(game) : undefined), [game]);
  const setupResult = useMemo(() => {
    if (!game) return undefined;
    try {
      const start = InfinitePosition.fromSetup(icnStartSetup(game));
      if (game.moves.length > 0 && icnReplay) {
        const r = icnReplay(game);
        if (!r.success) return { start, error: r.error };
        return { start: replayedPosition(r.data) ?? start };
      }
      return { start };
    } catch (e) {
      const err = e as { code?: string; message?: string };
      return { error: { code: err.code ?? 'error', message: err.message ?? String(e) } };
    }
  }, [game]);
  let error: ShownError | undefined;
  let highlight: { offset: number; length: number } | undefined;
  if (!parsed.success) {
    error = {
      code: parsed.error.code,
      message: parsed.error.message,
      where: `offset ${parsed.error.offset}, length ${parsed.error.length}`,
    };
    highlight = { offset: parsed.error.offset, length: parsed.error.length };
  } else if (setupResult?.error) {
    const e = setupResult.error as { code: string; message: string; offset?: number; length?: number };
    error = { code: e.code, message: e.message };
    if (e.offset !== undefined && 'start' in setupResult)
      highlight = { offset: e.offset, length: e.length ?? 1 };
  }
  const border = game ? impliedWorldBorder(game) : undefined;
  const start = setupResult && 'start' in setupResult ? setupResult.start : undefined;
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
          <button type="button" onClick={() => setText(EXAMPLES.icnFar)} data-testid="example-far">
            far away (10^30)
          </button>
        </div>
        <Editor id="icn" label="ICN" value={text} onChange={setText} highlight={highlight} rows={5} />
        {error ? (
          <ErrorBox error={error} />
        ) : (
          <p className="ok" data-testid="ok">
            ✔ valid
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
        {start ? (
          <InfinitePlay
            key={text}
            start={start}
            border={border ?? undefined}
            fitKey={text}
            allowed={allowed}
          />
        ) : null}
      </div>
    </section>
  );
}
