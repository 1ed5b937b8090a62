import { type Look, setLook, useLook } from '../../state/look';
import { Choice } from '../input/Choice';

/** The page's look to choose: theme (system, light, dark), board colours, shogi and xiangqi pieces. */
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
        ['characters', '漢字 characters'],
        ['letters', 'Latin letters'],
      ])}
    </>
  );
}

export default LookChoices;
