import type { GameRow } from '../../lib/database/rows';
import { useUrlParam } from '../../state/useUrlParam';
import { DatabasePanel } from './DatabasePanel';
import { useDatabase } from './useDatabase';

/**
 * The database of the analysis view: opens files (picker, drop, paste), lists their games, and puts the chosen
 * game's text (read again from the file) into the analysis board. The URL keeps the game's place in the file
 * (`dbgame`) and the file's name (`db`); the game's text is in the URL as any pasted game is.
 */
export function DatabaseSection({ onText }: { readonly onText: (text: string) => void }) {
  const [gameParam, setGameParam] = useUrlParam('dbgame', '');
  const [nameParam, setNameParam] = useUrlParam('db', '');
  // a new file: no game of it is open yet
  const db = useDatabase((name) => {
    setGameParam('');
    setNameParam(name);
  });
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
