import { useMemo } from 'react';
import type { AnalysisNode, NodePath } from '../../lib/analysis/gameTree';
import { JUDGEMENTS, moveReport, nextMarked } from '../../lib/analysis/moveReport';

const SIDES = ['white', 'black'] as const;

/**
 * The game's report per side under the evaluation chart, as lichess shows it: each player's inaccuracies, mistakes
 * and blunders (a click on a count goes to the next such move), accuracy and average centipawn loss; nothing when
 * the game has none of them.
 */
export function MoveReport({
  moves,
  ply,
  players,
  onGo,
}: {
  readonly moves: readonly AnalysisNode[];
  readonly ply: number;
  /** The White and Black tags (the side's name where absent). */
  readonly players: { readonly white: string | undefined; readonly black: string | undefined };
  readonly onGo: (path: NodePath) => void;
}) {
  const report = useMemo(() => moveReport(moves), [moves]);
  if (!report) return null;
  return (
    <table className="move-report" data-testid="move-report">
      <thead>
        <tr>
          <td />
          {SIDES.map((side) => (
            <th key={side} scope="col" title={players[side]}>
              {side === 'white' ? '○' : '●'} {players[side] ?? (side === 'white' ? 'White' : 'Black')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {JUDGEMENTS.map(({ nag, name, plural }) => (
          <tr key={nag} className={`report-${name}`}>
            <th scope="row">{plural}</th>
            {SIDES.map((side) => {
              const nodes = report[side].marked.get(nag) ?? [];
              const go = nextMarked(nodes, ply);
              return (
                <td key={side} data-testid={`report-${side}-${name}`}>
                  {go ? (
                    <button
                      type="button"
                      onClick={() => onGo(go)}
                      aria-label={`${nodes.length} ${nodes.length === 1 ? name : plural} of ${side}: go to the next`}
                    >
                      {nodes.length}
                    </button>
                  ) : (
                    nodes.length
                  )}
                </td>
              );
            })}
          </tr>
        ))}
        <tr>
          <th scope="row">accuracy</th>
          {SIDES.map((side) => {
            const accuracy = report[side].accuracy;
            return (
              <td key={side} data-testid={`report-${side}-accuracy`}>
                {accuracy === undefined ? '–' : `${Math.round(accuracy)}%`}
              </td>
            );
          })}
        </tr>
        <tr>
          <th scope="row">
            <abbr title="average centipawn loss">ACPL</abbr>
          </th>
          {SIDES.map((side) => (
            <td key={side} data-testid={`report-${side}-acpl`}>
              {report[side].acpl ?? '–'}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
