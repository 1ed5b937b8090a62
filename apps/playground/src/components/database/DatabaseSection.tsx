import type { GameRow } from '../../lib/database/rows';
import { useUrlParam } from '../../state/useUrlParam';
import { DatabasePanel } from './DatabasePanel';
import { type Database, useDatabase } from './useDatabase';

/** The analysis view's database and the URL's place of the game opened from it. */
export interface StudyDatabase {
  readonly db: Database;
  readonly gameParam: string;
  readonly setGameParam: (value: string) => void;
  readonly nameParam: string;
  readonly setNameParam: (value: string) => void;
}

/**
 * The analysis view's database (`useDatabase`), with the URL's `dbgame` (the game's place in the file) and `db`
 * (the file's name); a new file clears the game.
 */
export function useStudyDatabase(): StudyDatabase {
  const [gameParam, setGameParam] = useUrlParam('dbgame', '');
  const [nameParam, setNameParam] = useUrlParam('db', '');
  const db = useDatabase((name) => {
    setGameParam('');
    setNameParam(name);
  });
  return { db, gameParam, setGameParam, nameParam, setNameParam };
}

/**
 * The database of the analysis view: opens files (picker, drop, paste), lists their games, and puts the chosen
 * game's text (read again from the file) into the analysis board. The URL keeps the game's place in the file
 * (`dbgame`) and the file's name (`db`); the game's text is in the URL as any pasted game is.
 */
export function DatabaseSection({
  study,
  onText,
}: {
  readonly study: StudyDatabase;
  readonly onText: (text: string) => void;
}) {
  const { db, gameParam, setGameParam, nameParam, setNameParam } = study;
  const opened = gameParam === '' ? undefined : Number(gameParam);
  const onOpen = async (row: GameRow) => {
    const text = await db.textOf(row);
    setGameParam(String(row.index));
    setNameParam(db.state?.name ?? '');
    onText(text);
  };
  return (
    <>
      <DatabasePanel db={db} opened={db.state ? opened : undefined} onOpen={(row) => void onOpen(row)} />
      {!db.state && opened !== undefined && nameParam ? (
        <p className="muted" data-testid="db-link-note">
          Game {opened + 1} of {nameParam}: open the file again to see its other games.
        </p>
      ) : null}
    </>
  );
}
