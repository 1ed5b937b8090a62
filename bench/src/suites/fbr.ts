/** FBR/MBN: parse, stringify, validate throughput on page examples and reconstructed variants; worst-case inputs. */
import { listFeatures, parse, parseMbn, stringify, validate } from '@x/fbr';
import { type Contender, measure, report } from '../harness.js';

const MIX = [
  'royal{K}=castle{R} promotion+=enter{P} +P==QRBNAC K Q R B N P A=B+N C=R+N',
  'holding drop{P}[^1,8] royal promotion+=enter{P} +P==QRBN K Q R B N P',
  'royal promotion#=move* @K=K @Q=R+N K=mR+c{QRBNP}K #K=mK+c{#Q#R#B#N#P}K ##K Q=mQ+c{QRBNP}Q +P==QRBN +#P==#Q#R#B#N',
  'royal alice K<*> Q<*>=R+N O-O<*>=[*]isR[g]=isR[f] O-O-O<*>=[*]isR[c]=isR[d]',
  'royal stopifchecking @K @Q=QN K=K Q=Q+(dttwQ)0 R=R+(dttwR)0 P=P+(dttwfF)0 +P',
  ':FD:|Fire Demon|=(mF4+msW4+([mK]--[mK]--K))--X @B=B-[([a,h]zB)0] P=(mfW+cesF+imefW02)-!mK',
];

const WORST = [
  { name: '64 KB of tokens', text: 'royal{K}=castle{R} K=mR+c{QRBNP}K '.repeat(1900) },
  { name: '64 KB nested groups (too deep)', text: `X=${'('.repeat(65_000)}` },
  { name: '64 KB one rule with 10k attributes', text: `royal=${'bare,'.repeat(13_000)}bare` },
];

/** Runs the FBR suite. */
export function bench(): void {
  for (const s of MIX) if (stringify(parse(s)) !== s) throw new Error(`round trip failed: ${s}`);
  const chars = MIX.reduce((n, s) => n + s.length, 0);
  const reps = 500;
  const sets = MIX.map((s) => parse(s));
  const mix: Contender[] = [
    {
      name: 'parse',
      run: () => {
        for (let r = 0; r < reps; r++) for (const s of MIX) parse(s);
        return reps * chars;
      },
    },
    {
      name: 'stringify',
      run: () => {
        for (let r = 0; r < reps; r++) for (const s of sets) stringify(s);
        return reps * chars;
      },
    },
    {
      name: 'validate + listFeatures',
      run: () => {
        let n = 0;
        for (let r = 0; r < reps; r++) for (const s of sets) n += listFeatures(s).length + validate(s).length;
        if (n === 0) throw new Error('no features found');
        return reps * chars;
      },
    },
    {
      name: 'parseMbn (betza)',
      run: () => {
        for (let r = 0; r < reps * 10; r++) parseMbn('fmWfceFifmnD', { notation: 'betza' });
        return reps * 10 * 12;
      },
    },
  ];
  report('FBR rule sets (median of 5 rounds)', measure(mix, 5), 'chars');
  report(
    'FBR worst cases (median of 3 rounds)',
    measure(
      WORST.map((w) => ({
        name: w.name,
        run: () => parse(w.text).entries.length * 0 + w.text.length,
      })),
      3,
    ),
    'chars',
  );
}
