import { type Look, setLook, useLook } from '../../state/look';
import { Choice } from '../input/Choice';
// the kanji web font for the label of Japanese moves (７六歩), on a machine without a CJK font too
import '../../assets/fonts/kanji.css';

/**
 * The page's look to choose: theme (system, light, dark), board colours, shogi moves in Japanese or Western
 * notation (the boards draw shogi and xiangqi pieces with their characters everywhere: `@x/diagram`'s outlines),
 * moves' chess pieces in letters or figurines.
 */
export function LookChoices() {
  const look = useLook();
  const choice = <K extends keyof Look>(key: K, label: string, options: readonly [Look[K], string][]) => (
    <Choice
      label={label}
      options={options}
      value={look[key]}
      onChange={(value) => setLook({ [key]: value } as Partial<Look>)}
      testId={`look-${key}`}
    />
  );
  return (
    <>
      {choice('theme', 'Theme', [
        ['system', 'as the system'],
        ['light', 'light'],
        ['dark', 'dark'],
      ])}
      {choice('board', 'Board', [
        ['wood', 'wood'],
        ['blue', 'blue'],
      ])}
      {choice('shogiMoves', 'Shogi moves', [
        ['japanese', '７六歩(77)'],
        ['western', 'P-7f'],
      ])}
      {choice('notation', 'Moves', [
        ['letters', 'letters (Nf3)'],
        ['figurines', 'figurines (♘f3)'],
      ])}
    </>
  );
}

export default LookChoices;
