import { type Look, setLook, useLook } from '../../state/look';
import { hasCjkFont } from '../board/cjkFont';
import { Choice } from '../input/Choice';

/**
 * The page's look to choose: theme (system, light, dark), board colours, shogi and xiangqi pieces (the characters
 * option says so when no font here draws them: the pieces then keep their letters), moves in letters or figurines.
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
      {choice('pieces', 'Shogi & xiangqi pieces', [
        ['characters', hasCjkFont() ? '漢字 characters' : 'characters (no CJK font here: letters)'],
        ['letters', 'Latin letters'],
      ])}
      {choice('notation', 'Moves', [
        ['letters', 'letters (Nf3)'],
        ['figurines', 'figurines (♘f3)'],
      ])}
    </>
  );
}

export default LookChoices;
