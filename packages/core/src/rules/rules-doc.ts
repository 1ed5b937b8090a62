/**
 * The docs' part that the rule registry writes: core's docs/rules.md lists every rule of `ruleModules` and which of them
 * combine, between the markers `<!-- rules -->` and `<!-- /rules -->` (`rules-doc.test.ts` checks that the page
 * holds exactly this text). Only the test imports this file, so the entries stay out of the bundles.
 */
import { type RuleName, ruleModules } from './registry.js';
import type { SuppliedRuleName } from './supplied.js';

/** A rule's entry in the docs: what names it, and the registered rules it does not combine with. */
interface RuleDoc {
  /** What names the rule in a definition. */
  readonly about: string;
  /**
   * The registered rules it does not combine with, whatever their options (compiling a definition that names both
   * throws `VariantError`); a refusal is listed by both rules.
   */
  readonly refuses?: readonly RuleName[];
}

/** The rules whose code is supplied at run time (`supplied.ts`), as keys. */
const suppliedRules: Readonly<Record<SuppliedRuleName, true>> = {
  axfChase: true,
  chase: true,
  mateCheckers: true,
  moveRepetition: true,
  fairyMaterial: true,
  standingPromotions: true,
  wallChoices: true,
};

/** Every registered rule's entry (a rule added to the registry without one does not compile). */
export const ruleDocs: Readonly<Record<RuleName, RuleDoc>> = {
  freeze: {
    about:
      "`PieceType.rules.freeze`: enemy pieces in a freezer's zone cannot move or give check (FBR `freezer`)",
  },
  protect: {
    about: "`PieceType.rules.protect`: own pieces in a protector's zone cannot be captured (FBR `protector`)",
  },
  stymie: {
    about:
      "`PieceType.rules.stymie`: enemy pieces in a stymizer's zone move one step at a time (FBR `stymizer`)",
  },
  pinch: {
    about:
      "`PieceType.rules.pinch`: a pincher sends an enemy piece in its zone to that side's first rank (FBR `pincher`)",
    refuses: ['alice', 'drops'],
  },
  burn: {
    about:
      "`PieceType.rules.burn`: an enemy piece ending its move in a burner's zone is burnt (FBR `burner`)",
    refuses: ['alice', 'drops'],
  },
  walk: {
    about: '`MoveAtom.walk`: a leap repeated up to N times over empty squares in one move (the Fire Demon)',
  },
  swap: {
    about: '`MoveAtom.swap`, `ownVictims`, `swapChain`, `swapRules`: moves that swap pieces or take own ones',
    refuses: ['alice'],
  },
  alice: {
    about: '`alice`: Alice chess, each piece on board A or B and moving to its twin',
    refuses: ['boards', 'burn', 'drops', 'pinch', 'swap'],
  },
  boards: {
    about: '`boards`: several boards side by side, moves with `transfer` going to another board',
    refuses: ['alice'],
  },
  drops: { about: '`drops`: pieces in hand dropped on the board', refuses: ['alice', 'burn', 'pinch'] },
  standingPromotions: { about: '`PromotionRule.standing`: a promotion as a move of its own (sittuyin)' },
  wallChoices: {
    about: "`walls.rule: 'edge'`, `walls.insteadOfMove`: walls placed by a choice of square (atlantis)",
  },
  axfChase: { about: "`end.axfChase`: the Asian Xiangqi Federation's chase rule" },
  chase: { about: "`end.chase`: SjaakII's chase rule" },
  mateCheckers: { about: '`end.mateCheckers`: a mate counts only by some pieces (shatar)' },
  moveRepetition: { about: '`end.moveRepetition`: moving a piece back and forth loses (Kakao janggi)' },
  fairyMaterial: { about: "`end.insufficientMaterial: 'fairy'`: Fairy-Stockfish's material draw" },
  captureOnly: {
    about: '`captureOnly`: zones a piece enters only by capturing or swapping (FBR `zone=captureonly`)',
  },
  conversion: {
    about: '`PieceType.rules.conversion`: enemy pieces attacked or reached change side (Benedict, FBR)',
  },
  lion: {
    about: '`MoveAtom.secondStep`: a leap and a second step, capturing on either (the chu shogi lion)',
  },
};

/** The README's folder name of a rule: its name in kebab case. */
function folderOf(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The rules' table and the table of refused combinations, as markdown. */
export function rulesDoc(): string {
  const rows = ruleModules.map(
    (m) =>
      `| \`${m.name}\` | \`rules/${folderOf(m.name)}/\` | ${ruleDocs[m.name].about} | ${m.name in suppliedRules ? 'supplied' : 'root'} |`,
  );
  const refusing = ruleModules.filter((m) => (ruleDocs[m.name].refuses?.length ?? 0) > 0);
  const refusal = refusing.map((m) => {
    const cells = refusing.map((o) =>
      o === m ? '—' : ruleDocs[m.name].refuses!.includes(o.name) ? 'no' : ' ',
    );
    return `| \`${m.name}\` | ${cells.join(' | ')} |`;
  });
  return [
    '| rule | folder | named by | code |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    'Which rules combine: `no` where compiling a definition that names both rules throws `VariantError`, whatever',
    "their options; a blank where they combine, but for narrower refusals the rule's doc comment states (such as",
    '`boards.transfer` with drops, swaps or pinches, `MoveAtom.ownVictims` with drops); rules not in this table',
    'refuse none of the registered rules.',
    '',
    `| | ${refusing.map((m) => `\`${m.name}\``).join(' | ')} |`,
    `| --- | ${refusing.map(() => ':-:').join(' | ')} |`,
    ...refusal,
  ].join('\n');
}
