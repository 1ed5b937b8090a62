import { type Look, setLook, useLook } from '../state/look';

/** The page's look to choose: theme (system, light, dark), board colours, shogi and xiangqi pieces. */
export function LookChoices() {
  const look = useLook();
  const choice = <K extends keyof Look>(key: K, label: string, options: readonly [Look[K], string][]) => (
    <label className="inline">
      {label}{' '}
      <select
        data-testid={`look-${key}`}
        value={look[key]}
        onChange={(e) => setLook({ [key]: e.target.value } as Partial<Look>)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
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
