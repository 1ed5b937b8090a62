import { useEffect, useRef } from 'react';
import { EDITOR_MAX } from '../../lib/analysis/pgnGames';
import { takeHandedOver } from '../../lib/files/droppedFile';
import type { GameRow } from '../../lib/database/rows';
import { useUrlParam } from '../../state/useUrlParam';
import { DatabasePanel } from './DatabasePanel';
import { type Database, useDatabase } from './useDatabase';
import { useDatabasePick } from './useDatabaseState';

/** The analysis view's database and the URL's place of the game opened from it. */
export interface StudyDatabase {
  readonly db: Database;
  readonly gameParam: string;
  readonly setGameParam: (value: string) => void;
  readonly nameParam: string;
  readonly setNameParam: (value: string) => void;
  /**
   * Reads `text` (a paste of several games, or too large to edit) as a database named `PASTED`, as a file is read
   * (in the worker, game by game); its first game is opened on the board once the text is listed (a file's, as
   * soon as its first row is read).
   */
  readonly openText: (text: string) => void;
  /** Set while an opened text's or file's first game is still to be opened. */
  readonly firstPending: React.MutableRefObject<boolean>;
  /**
   * Puts a row's game in the URL (`dbgame`, `db`) and reads its text again from the file; undefined for a game too
   * large for the editor (`EDITOR_MAX`).
   */
  readonly openRow: (row: GameRow) => Promise<string | undefined>;
}

/** The name of a pasted text read as a database. */
export const PASTED = 'pasted text';

/**
 * The analysis view's database (`useDatabase`), with the URL's `dbgame` (the game's place in the file) and `db`
 * (the file's name); a new file clears the game.
 */
export function useStudyDatabase(): StudyDatabase {
  const [gameParam, setGameParam] = useUrlParam('dbgame', '');
  const [nameParam, setNameParam] = useUrlParam('db', '');
  const firstPending = useRef(false);
  // every text or file opened (the file chooser, a drop, a paste in the editor or outside it) opens its first game
  const db = useDatabase((name) => {
    firstPending.current = true;
    setGameParam('');
    setNameParam(name);
  });
  const openText = (text: string) => db.open(text, PASTED);
  // a file dropped on another tab (App): opened once, on mount, as a file dropped here is
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const handed = takeHandedOver();
    if (handed) db.open(handed, handed.name);
  }, []);
  const openRow = async (row: GameRow) => {
    setGameParam(String(row.index));
    setNameParam(db.current()?.name ?? '');
    return row.length > EDITOR_MAX ? undefined : db.textOf(row);
  };
  return { db, gameParam, setGameParam, nameParam, setNameParam, openText, firstPending, openRow };
}

/**
 * The database of the analysis view: opens files (picker, drop, paste), lists their games, and puts the chosen
 * game's text (read again from the file) into the analysis board. The URL keeps the game's place in the file
 * (`dbgame`) and the file's name (`db`); the game's text is in the URL as any pasted game is.
 */
export function DatabaseSection({
  study,
  onText,
  onTooLarge,
}: {
  readonly study: StudyDatabase;
  /**
   * A game opened: its text (read again from the file), the ply to go to (a search's match), and whether it is the
   * first game of a file or text just opened (none chosen by the user: their eyes are on the list).
   */
  readonly onText: (text: string, ply: number | undefined, first: boolean) => void;
  /** A game opened whose text is too large for the editor (`EDITOR_MAX`): its row only. */
  readonly onTooLarge: (row: GameRow) => void;
}) {
  const { db, gameParam, nameParam, firstPending } = study;
  const opened = gameParam === '' ? undefined : Number(gameParam);
  const onOpen = async (row: GameRow, ply?: number, first = false) => {
    const text = await study.openRow(row);
    if (text === undefined) onTooLarge(row);
    else onText(text, ply, first);
  };
  // the first game on the board: a file's as soon as its first row is read (taken from the file, not the worker);
  // a pasted text's once the whole text is listed (the read has the page's cores to itself meanwhile: a paste
  // lists as fast as the same bytes opened as a file)
  const first = useDatabasePick(db, (state) => state?.rows[0]);
  const listed = useDatabasePick(db, (state) => state?.listed === true);
  const open = useDatabasePick(db, (state) => state !== undefined);
  const pasted = useDatabasePick(db, (state) => state?.name === PASTED);
  useEffect(() => {
    if (!firstPending.current || !(listed || (first && !pasted))) return;
    firstPending.current = false;
    if (first) void onOpen(first, undefined, true);
  });
  return (
    <>
      <DatabasePanel
        db={db}
        opened={open ? opened : undefined}
        onOpen={(row, ply) => void onOpen(row, ply)}
      />
      {!open && opened !== undefined && nameParam ? (
        <p className="muted" data-testid="db-link-note">
          Game {opened + 1} of {nameParam === PASTED ? 'a pasted text' : nameParam}: the link holds this game
          alone; {nameParam === PASTED ? 'paste the text again' : 'open the file again'} to list all its
          games.
        </p>
      ) : null}
    </>
  );
}
