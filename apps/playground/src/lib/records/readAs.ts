/**
 * The records tab's "Read as" choices: detect the reader (naming the one detected once there is a record to detect
 * it from), shogi (`@x/kif`) or the xiangqi family (`@x/wxf`).
 */
import { detectGame, type RecordGame } from './recordTree';

/** The choices' texts. */
const GAMES: Readonly<Record<'auto' | RecordGame, string>> = {
  auto: 'Detect',
  shogi: 'Shogi (KIF, KI2, CSA, USI)',
  xiangqi: 'Xiangqi, janggi, makruk',
};

/**
 * The "Read as" options for the record `text`: `Detect (shogi)` names the reader `detectGame` picks for it, plain
 * `Detect` for an empty or blank box (which no reader reads).
 */
export function readAsOptions(text: string): readonly (readonly [id: 'auto' | RecordGame, text: string])[] {
  const detected = text.trim() === '' ? undefined : detectGame(text);
  return (Object.keys(GAMES) as ('auto' | RecordGame)[]).map((id) => [
    id,
    id === 'auto' && detected ? `${GAMES.auto} (${detected})` : GAMES[id],
  ]);
}
