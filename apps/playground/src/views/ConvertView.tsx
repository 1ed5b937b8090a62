import { type Move, Position, safeParseFen } from '@x/core';
import { fromFen, stringify as stringifyFeen, toFen } from '@x/feen';
import * as icn from '@x/icn';
import { fromJson, toJson } from '@x/icn/json';
import * as san from '@x/san';
import { useMemo } from 'react';
import { Editor, type Highlight } from '../components/Editor';
import { ErrorBox, type ShownError } from '../components/ErrorBox';
import { NotAvailable } from '../components/NotAvailable';
import { EXAMPLES } from '../lib/examples';
import { chessSquareOf, embedChessSetup, icnMoveOf } from '../lib/fenToIcn';
import { optionalExport } from '../lib/optional';
import type { OpenView } from '../state/open';
import type { ViewId } from '../state/url';
import { useUrlParam } from '../state/useUrlParam';

const CONVERSIONS = [
  ['fen-feen', 'FEN → FEEN'],
  ['feen-fen', 'FEEN → FEN'],
  ['fen-icn', 'FEN → ICN (embed a finite position)'],
  ['san-icn', 'SAN movetext → ICN moves'],
  ['icn-san', 'ICN moves → SAN movetext'],
  ['icn-json', 'ICN → JSON model (@x/icn/json)'],
  ['json-icn', 'JSON model → ICN'],
] as const;
type Conversion = (typeof CONVERSIONS)[number][0];

type Replay = (
  position: Position,
  text: string,
) =>
  | { success: true; data: { moves: readonly Move[]; position: Position } }
  | { success: false; error: ErrorLike };
type SanStringify = (move: Move, position: Position) => string;
const sanReplay = optionalExport<Replay>(san, 'replay');
const sanStringify = optionalExport<SanStringify>(san, 'stringify');

interface ErrorLike {
  readonly code: string;
  readonly message: string;
  readonly offset?: number;
  readonly length?: number;
}

interface Converted {
  readonly output?: string;
  readonly error?: ShownError;
  readonly highlight?: Highlight;
  readonly missing?: string;
}

function fail(e: unknown): Converted {
  const err = e as ErrorLike;
  const where = err.offset !== undefined ? `offset ${err.offset}, length ${err.length ?? 0}` : undefined;
  return {
    error: { code: err.code ?? 'error', message: err.message ?? String(e), ...(where ? { where } : {}) },
    ...(err.offset !== undefined ? { highlight: { offset: err.offset, length: err.length ?? 0 } } : {}),
  };
}

function startPosition(fen: string): Position {
  const r = safeParseFen(fen);
  if (!r.success) throw r.error;
  return Position.fromSetup(r.data);
}

/** Runs one conversion; every failure becomes an error with its code (and span in the input, when known). */
function convert(
  kind: Conversion,
  text: string,
  startFen: string,
  border: boolean,
  chess960: boolean,
): Converted {
  try {
    switch (kind) {
      case 'fen-feen':
        return { output: stringifyFeen(fromFen(text, { chess960 })) };
      case 'feen-fen':
        return { output: toFen(text, { chess960 }) };
      case 'icn-json': {
        const r = icn.safeParse(text);
        if (!r.success) return fail(r.error);
        return { output: JSON.stringify(toJson(r.data), null, 2) };
      }
      case 'json-icn': {
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch (e) {
          return fail({ code: 'json-syntax', message: e instanceof Error ? e.message : String(e) });
        }
        try {
          return { output: icn.stringify(fromJson(value)) };
        } catch (e) {
          // the model's errors name a JSON path: show it, and highlight the key it ends in
          const err = e as ErrorLike & { path?: string | readonly (string | number)[] };
          const path: string = typeof err.path === 'string' ? err.path : (err.path?.join('.') ?? '');
          const key = path.split('.').pop() ?? '';
          const at = key ? text.indexOf(JSON.stringify(key)) : -1;
          return {
            error: {
              code: err.code ?? 'error',
              message: err.message ?? String(e),
              ...(path ? { where: `at ${path}` } : {}),
            },
            ...(at >= 0 ? { highlight: { offset: at, length: key.length + 2 } } : {}),
          };
        }
      }
      case 'fen-icn': {
        const r = safeParseFen(text);
        if (!r.success) return fail(r.error);
        Position.fromSetup(r.data); // legality first
        return { output: icn.stringify(embedChessSetup(r.data, border)) };
      }
      case 'san-icn': {
        if (!sanReplay) return { missing: '@x/san replay' };
        const start = startPosition(startFen);
        const r = sanReplay(start, text);
        if (!r.success) return fail(r.error);
        const pos = start.clone();
        const moves = r.data.moves.map((m) => {
          if ((m as { nullMove?: boolean }).nullMove)
            throw Object.assign(new Error('a pass has no ICN move'), { code: 'unsupported' });
          const move = icnMoveOf(m, pos.turn);
          pos.play(m);
          return icn.stringifyMove(move);
        });
        const setup = startPosition(startFen).toSetup();
        const game = { ...embedChessSetup(setup, border), moves: [] };
        return { output: `${icn.stringify(game)} ${moves.join('|')}`.trim() };
      }
      case 'icn-san': {
        if (!sanStringify) return { missing: '@x/san stringify' };
        const parsed = icn.safeParse(text);
        if (!parsed.success) return fail(parsed.error);
        const pos = startPosition(startFen);
        const out: string[] = [];
        for (const [i, m] of parsed.data.moves.entries()) {
          const from = chessSquareOf(m.start[0], m.start[1]);
          const to = chessSquareOf(m.end[0], m.end[1]);
          const move = pos
            .legalMoves()
            .find(
              (x) =>
                x.from === from &&
                x.to === to &&
                (x.promotion ?? undefined) === (m.promotion?.type ?? undefined),
            );
          if (!move) {
            return fail({
              code: 'illegal',
              message: `move ${i + 1} is not a legal chess move here`,
              ...(m.span ? { offset: m.span.offset, length: m.span.length } : {}),
            });
          }
          const sanText = sanStringify(move, pos);
          const number = pos.toSetup().fullmoves;
          if (pos.turn === 'white') out.push(`${number}. ${sanText}`);
          else out.push(out.length === 0 ? `${number}... ${sanText}` : sanText);
          pos.play(move);
        }
        return { output: out.join(' ') };
      }
    }
  } catch (e) {
    return fail(e);
  }
}

/** The view (and its URL parameter) that shows a conversion's output. */
const OUTPUT_VIEW: Partial<Record<Conversion, readonly [ViewId, string]>> = {
  'fen-feen': ['feen', 'feen'],
  'feen-fen': ['fen', 'fen'],
  'fen-icn': ['icn', 'icn'],
  'san-icn': ['icn', 'icn'],
  'icn-san': ['san', 'san'],
  'json-icn': ['icn', 'icn'],
};

const SAMPLE: Record<Conversion, string> = {
  'fen-feen': EXAMPLES.fen,
  'feen-fen': EXAMPLES.feen,
  'fen-icn': EXAMPLES.fen,
  'san-icn': '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O',
  'icn-san': '5,2>5,4|5,7>5,5|7,1>6,3|2,8>3,6',
  'icn-json': EXAMPLES.icnGame,
  'json-icn':
    '{"turn":"white","moveRule":"0/100","fullMove":1,"startingPosition":{"5,1":"kingsW","5,8":"kingsB","1,1":"rooksW"},"specialRights":{"5,1":true,"1,1":true},"moves":["1,1>1,7"]}',
};

/** The converter: FEN ⇄ FEEN, FEN → ICN, SAN movetext ⇄ ICN moves (chess games), ICN ⇄ its JSON model. */
export function ConvertView({ onOpen }: { readonly onOpen: OpenView }) {
  const [kind, setKind] = useUrlParam('conv', 'fen-feen');
  const conversion = (CONVERSIONS.find(([k]) => k === kind)?.[0] ?? 'fen-feen') as Conversion;
  const [text, setText] = useUrlParam('convtext', SAMPLE[conversion]);
  const [startFen, setStartFen] = useUrlParam('convfen', EXAMPLES.fen);
  const [border, setBorder] = useUrlParam('border', '1');
  const [c960, setC960] = useUrlParam('chess960', '0');
  const result = useMemo(
    () => convert(conversion, text, startFen, border === '1', c960 === '1'),
    [conversion, text, startFen, border, c960],
  );
  const usesStart = conversion === 'san-icn' || conversion === 'icn-san';
  const usesBorder = conversion === 'fen-icn' || conversion === 'san-icn';
  return (
    <section className="view" aria-label="Converter">
      <div className="column">
        <label className="inline">
          Conversion{' '}
          <select
            value={conversion}
            data-testid="conversion"
            onChange={(e) => {
              const k = e.target.value as Conversion;
              setKind(k);
              setText(SAMPLE[k]);
            }}
          >
            {CONVERSIONS.map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <Editor
          id="convert"
          label="Input"
          value={text}
          onChange={setText}
          highlight={result.highlight}
          rows={4}
        />
        {usesStart ? (
          <label className="inline">
            Start FEN <input value={startFen} onChange={(e) => setStartFen(e.target.value)} size={60} />
          </label>
        ) : null}
        {conversion === 'fen-feen' || conversion === 'feen-fen' ? (
          <label className="inline">
            <input
              type="checkbox"
              checked={c960 === '1'}
              onChange={(e) => setC960(e.target.checked ? '1' : '0')}
            />{' '}
            Chess960 (castling rights by file)
          </label>
        ) : null}
        {usesBorder ? (
          <label className="inline">
            <input
              type="checkbox"
              checked={border === '1'}
              onChange={(e) => setBorder(e.target.checked ? '1' : '0')}
            />{' '}
            keep the 8 × 8 board as a world border
          </label>
        ) : null}
      </div>
      <div className="column">
        {result.missing ? <NotAvailable what="This conversion" needs={result.missing} /> : null}
        {result.error ? <ErrorBox error={result.error} /> : null}
        {result.output !== undefined ? (
          <>
            <h3>
              Output{' '}
              {OUTPUT_VIEW[conversion] ? (
                <button
                  type="button"
                  data-testid="open-output"
                  onClick={() => {
                    const [view, key] = OUTPUT_VIEW[conversion] as readonly [ViewId, string];
                    onOpen(view, {
                      [key]: result.output,
                      ...(view === 'fen' ? { variant: 'chess', fenmoves: undefined } : {}),
                    });
                  }}
                >
                  Open in its view
                </button>
              ) : null}
            </h3>
            <pre className="output" data-testid="output">
              {result.output}
            </pre>
          </>
        ) : null}
      </div>
    </section>
  );
}
