import type { Game } from '@x/san';

/** The tags of the game on the board, name and value, in file order (nothing for a game without tags). */
export function GameTags(props: { readonly game: Game | undefined }) {
  const game = props.game;
  if (!game || game.headers.size === 0) return null;
  return (
    <table className="tags" data-testid="tags">
      <tbody>
        {[...game.headers].map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
