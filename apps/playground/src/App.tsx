import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { LookMenu } from './components/look/LookMenu';
import { ShareLink } from './components/input/ShareLink';
import { NotationTabs } from './components/tabs/NotationTabs';
import { handOver, onHandOver, viewOfFile } from './lib/files/droppedFile';
import { inTextField, openPasted, UNREAD_PASTE } from './lib/files/pastedOnPage';
import { listenToPage } from './lib/files/pageInput';
import { applyShared, expandIfShared } from './lib/share/shareHash';
import { readView, VIEW_TITLES, type ViewId, writeParams } from './state/url';

// Each tab is its own chunk, loaded when it is first opened: the first page load carries the shell and
// the one view the URL names, not every notation package (see test/bundle-size.test.ts).
const FenView = lazy(() => import('./views/FenView').then((m) => ({ default: m.FenView })));
const SanView = lazy(() => import('./views/SanView').then((m) => ({ default: m.SanView })));
const FeenView = lazy(() => import('./views/FeenView').then((m) => ({ default: m.FeenView })));
const IcnView = lazy(() => import('./views/IcnView').then((m) => ({ default: m.IcnView })));
const SjaakView = lazy(() => import('./views/SjaakView').then((m) => ({ default: m.SjaakView })));
const FairyView = lazy(() => import('./views/FairyView').then((m) => ({ default: m.FairyView })));
const FbrView = lazy(() => import('./views/FbrView').then((m) => ({ default: m.FbrView })));
const RecordsView = lazy(() => import('./views/RecordsView').then((m) => ({ default: m.RecordsView })));
const ConvertView = lazy(() => import('./views/ConvertView').then((m) => ({ default: m.ConvertView })));

/** The URL parameters a new input of a view replaces: the moves played, the window and the reading of the old one. */
const NEW_GAME: Readonly<Partial<Record<ViewId, Readonly<Record<string, undefined>>>>> = {
  fen: { fenmoves: undefined, fenas: undefined },
  san: { sanmoves: undefined },
  fairy: { fairymoves: undefined },
  icn: {
    icnmoves: undefined,
    'icnmoves-view-x': undefined,
    'icnmoves-view-y': undefined,
    'icnmoves-view-z': undefined,
  },
};

/** The URL parameters holding a view's input (cleared to start it afresh after a failure). */
const VIEW_INPUTS: Readonly<Record<ViewId, Readonly<Record<string, undefined>>>> = {
  fen: { fen: undefined, variant: undefined, fenas: undefined },
  san: { san: undefined, sanfen: undefined, sanvariant: undefined },
  feen: { feen: undefined },
  icn: { icn: undefined },
  sjaak: { sjaak: undefined, sjaakv: undefined },
  fairy: { fairy: undefined, fairysec: undefined },
  fbr: { fbr: undefined, fbrboard: undefined, fbrfen: undefined, fbrdialect: undefined },
  records: { rec: undefined, recgame: undefined },
  convert: { conv: undefined, convtext: undefined, convfen: undefined },
};

/** The playground's root component: one tab per notation plus the converter; the state lives in the URL. */
export function App() {
  const [view, setView] = useState<ViewId>(readView);
  const [generation, setGeneration] = useState(0);
  /** Whether the last text pasted outside the text fields read as no notation (said until the next input). */
  const [unread, setUnread] = useState(false);
  // a link pasted into this tab (only the hash differs): show what it says
  useEffect(() => {
    const onHash = async () => {
      const plain = await expandIfShared(window.location.hash);
      // a refused link was written into the address as `#[object Object]`: now said, as on a first load
      if (plain !== undefined) applyShared(plain);
      void import('./state/variantStore').then(({ restoreVariantsFromUrl }) => {
        restoreVariantsFromUrl();
        setView(readView());
        setGeneration((g) => g + 1);
      });
    };
    const listener = () => void onHash();
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  }, []);
  const go = useCallback((next: ViewId) => {
    setUnread(false);
    writeParams({ view: next });
    setView(next);
  }, []);
  /** Opens another view with some of its URL parameters set (a converted text, a variant to play). */
  const open = useCallback(
    (next: ViewId, params: Readonly<Record<string, string | undefined>>) => {
      writeParams({ ...NEW_GAME[next], ...params });
      setGeneration((g) => g + 1);
      go(next);
    },
    [go],
  );
  // a file handed to the tab that reads it (dropped here, or on the SAN tab, which reads PGN only)
  useEffect(() => onHandOver((next) => open(next, {})), [open]);
  // a file dropped on a tab that reads none (the SAN tab reads its own): opened by the tab that reads it, not by
  // the browser in place of the page; so is a text or a file pasted outside the text fields (on the SAN tab, a
  // text that is no game: its database takes the games)
  useEffect(() => {
    const onDragOver = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const onDrop = (e: DragEvent) => {
      const file = e.dataTransfer?.files[0];
      if (!file) return;
      e.preventDefault();
      void viewOfFile(file).then((tab) => handOver(file, tab));
    };
    const onPaste = (e: ClipboardEvent) => {
      if (inTextField(e.target)) return;
      const text = e.clipboardData?.getData('text/plain') ?? '';
      const file = e.clipboardData?.files[0];
      if (!file && text.trim() === '') return;
      if (view === 'san' && file) return;
      e.preventDefault();
      void openPasted(file, text, open, view).then((opened) => setUnread(!opened));
    };
    if (view !== 'san') return listenToPage({ dragover: onDragOver, drop: onDrop, paste: onPaste });
    // the SAN tab's database reads the files dropped and the files and games pasted there itself
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [view, open]);
  /** Plays a variant of a variants-file tab in the FEN & play tab. */
  const playInFen = (variant: string, fen: string) => open('fen', { variant, fen, fenmoves: undefined });
  /** Reads a written variants.ini section in the Fairy-Stockfish tab. */
  const openIni = (text: string, section: string) => open('fairy', { fairy: text, fairysec: section });
  return (
    // the note answers one paste: the user's next input (typed, chosen: a select fires `input` too) moves on from it
    <div className="app" onInput={unread ? () => setUnread(false) : undefined}>
      <header>
        <h1>@x notation playground</h1>
        <ShareLink />
        <LookMenu />
        <NotationTabs view={view} onGo={go} />
      </header>
      {unread ? (
        <p className="page-note" role="status" data-testid="paste-unread">
          {UNREAD_PASTE}{' '}
          <button type="button" onClick={() => setUnread(false)}>
            OK
          </button>
        </p>
      ) : null}
      <main role="tabpanel" aria-labelledby={`tab-${view}`} key={`${view}-${generation}`}>
        <ErrorBoundary onReset={() => open(view, VIEW_INPUTS[view])}>
          <Suspense fallback={<p className="loading">Loading {VIEW_TITLES[view]}…</p>}>
            {view === 'fen' ? <FenView /> : null}
            {view === 'san' ? <SanView /> : null}
            {view === 'feen' ? <FeenView onOpen={open} /> : null}
            {view === 'icn' ? <IcnView /> : null}
            {view === 'sjaak' ? <SjaakView onPlay={playInFen} onOpenIni={openIni} /> : null}
            {view === 'fairy' ? <FairyView onPlay={playInFen} /> : null}
            {view === 'fbr' ? <FbrView onPlay={playInFen} onOpenIni={openIni} /> : null}
            {view === 'records' ? <RecordsView /> : null}
            {view === 'convert' ? <ConvertView onOpen={open} /> : null}
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
