import type { Game } from '@x/san';

/**
 * Whether a tag's value says nothing: PGN's unknown (`?`, a date `????.??.??`; a partly known `2024.??.??` says
 * something), lichess's not-applicable round (`-`), or nothing at all.
 */
function saysNothing(value: string): boolean {
  return value === '-' || /^[?.]*$/.test(value);
}

/**
 * The tags of the game on the board, name and value, in file order; a tag whose value says nothing (`?`,
 * `????.??.??`, `-`) is left out, and the table with it when no tag says anything.
 */
export function GameTags(props: { readonly game: Game | undefined }) {
  const tags = [...(props.game?.headers ?? [])].filter(([, value]) => !saysNothing(value));
  if (tags.length === 0) return null;
  return (
    <table className="tags" data-testid="tags">
      <tbody>
        {tags.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
