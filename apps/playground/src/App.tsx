import { useEffect, useState } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { readView, VIEWS, type ViewId, writeParams } from './state/url';
import { restoreVariantsFromUrl } from './state/variantStore';
import { ConvertView } from './views/ConvertView';
import { FbrView } from './views/FbrView';
import { FeenView } from './views/FeenView';
import { FenView } from './views/FenView';
import { IcnView } from './views/IcnView';
import { SanView } from './views/SanView';
import { SjaakView } from './views/SjaakView';

const TITLES: Readonly<Record<ViewId, string>> = {
  fen: 'FEN & play',
  san: 'SAN movetext',
  feen: 'FEEN',
  icn: 'ICN (infinite)',
  sjaak: 'SjaakII variants',
  fbr: 'FBR rule set',
  convert: 'Converter',
};

/** The URL parameters a new input of a view replaces: the moves played and the window of the old one. */
const NEW_GAME: Readonly<Partial<Record<ViewId, Readonly<Record<string, undefined>>>>> = {
  fen: { fenmoves: undefined },
  san: { sanmoves: undefined },
  icn: {
    icnmoves: undefined,
    'icnmoves-view-x': undefined,
    'icnmoves-view-y': undefined,
    'icnmoves-view-z': undefined,
  },
};

/** The URL parameters holding a view's input (cleared to start it afresh after a failure). */
const VIEW_INPUTS: Readonly<Record<ViewId, Readonly<Record<string, undefined>>>> = {
  fen: { fen: undefined, variant: undefined },
  san: { san: undefined, sanfen: undefined, sanvariant: undefined },
  feen: { feen: undefined },
  icn: { icn: undefined },
  sjaak: { sjaak: undefined, sjaakv: undefined },
  fbr: { fbr: undefined, fbrboard: undefined, fbrfen: undefined, fbrdialect: undefined },
  convert: { conv: undefined, convtext: undefined, convfen: undefined },
};

/** The playground's root component: one tab per notation plus the converter; the state lives in the URL. */
export function App() {
  const [view, setView] = useState<ViewId>(readView);
  const [generation, setGeneration] = useState(0);
  // a link pasted into this tab (only the hash differs): show what it says
  useEffect(() => {
    const onHash = () => {
      restoreVariantsFromUrl();
      setView(readView());
      setGeneration((g) => g + 1);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const go = (next: ViewId) => {
    writeParams({ view: next });
    setView(next);
  };
  /** Opens another view with some of its URL parameters set (a converted text, a variant to play). */
  const open = (next: ViewId, params: Readonly<Record<string, string | undefined>>) => {
    writeParams({ ...NEW_GAME[next], ...params });
    setGeneration((g) => g + 1);
    go(next);
  };
  const onKeyTabs = (e: React.KeyboardEvent) => {
    const i = VIEWS.indexOf(view);
    const next =
      e.key === 'ArrowRight'
        ? VIEWS[(i + 1) % VIEWS.length]
        : e.key === 'ArrowLeft'
          ? VIEWS[(i + VIEWS.length - 1) % VIEWS.length]
          : undefined;
    if (next) {
      e.preventDefault();
      go(next);
      document.getElementById(`tab-${next}`)?.focus();
    }
  };
  return (
    <div className="app">
      <header>
        <h1>@x notation playground</h1>
        <div className="tabs" role="tablist" aria-label="Notations" onKeyDown={onKeyTabs}>
          {VIEWS.map((v) => (
            <button
              type="button"
              role="tab"
              key={v}
              id={`tab-${v}`}
              data-testid={`tab-${v}`}
              aria-selected={v === view}
              tabIndex={v === view ? 0 : -1}
              onClick={() => go(v)}
            >
              {TITLES[v]}
            </button>
          ))}
        </div>
      </header>
      <main role="tabpanel" aria-labelledby={`tab-${view}`} key={`${view}-${generation}`}>
        <ErrorBoundary onReset={() => open(view, VIEW_INPUTS[view])}>
          {view === 'fen' ? <FenView /> : null}
          {view === 'san' ? <SanView /> : null}
          {view === 'feen' ? <FeenView onOpen={open} /> : null}
          {view === 'icn' ? <IcnView /> : null}
          {view === 'sjaak' ? (
            <SjaakView onPlay={(variant, fen) => open('fen', { variant, fen, fenmoves: undefined })} />
          ) : null}
          {view === 'fbr' ? (
            <FbrView onPlay={(variant, fen) => open('fen', { variant, fen, fenmoves: undefined })} />
          ) : null}
          {view === 'convert' ? <ConvertView onOpen={open} /> : null}
        </ErrorBoundary>
      </main>
    </div>
  );
}
