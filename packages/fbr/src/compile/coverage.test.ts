/**
 * The compile coverage of the 61 rule sets quoted on the FBR page (`test/fixtures/page-examples.txt`):
 * which compile with `complete: true`, and for the others which features are `unsupported` (or which
 * other error diagnostics they get). This is the measured before/after table of issue #17
 * (`packages/core/docs/variant-model.md`): when a construct becomes playable, the pinned lists shrink.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { parse } from '../parse/parse.js';

const examples = fs
  .readFileSync(new URL('../../test/fixtures/page-examples.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'));

/** The error diagnostics of one rule set: `unsupported` by feature name, the others by code. */
function errorsOf(text: string): string[] {
  const result = compile(parse(text, { mode: 'lenient' }));
  const found = new Set<string>();
  for (const d of result.diagnostics) {
    if (d.severity !== 'error') continue;
    found.add(d.code === 'unsupported' ? (d.feature ?? d.code) : d.code);
  }
  return [...found].sort();
}

describe('FBR page rule sets: compile coverage (issue #17)', () => {
  const rows = examples.map((text) => ({ text, errors: errorsOf(text) }));

  it('complete rule sets', () => {
    const complete = rows.filter((r) => r.errors.length === 0).map((r) => r.text);
    expect({ all: rows.length, complete: complete.length, list: complete }).toMatchInlineSnapshot(`
      {
        "all": 61,
        "complete": 55,
        "list": [
          "andernach K Q=BN R B N P +P",
          "avalanche K Q=BN R B N P +P",
          "burner#={^A} :FD:|Fire Demon|=(mF4+msW4+([mK]--[mK]--K))--X #:FD:=K",
          "conversion* K=mK *K=[+]cK !*K=j{K}K",
          "conversion*=capture K Q=BN R B N P +P *Q=ccO *R=ccO *B=ccO *N=ccO *P=ccO",
          "direction<n>[1,2] direction<s>[a2,c2,e2,f2] direction<e>[c-f2] direction<w>[b-e2]",
          "freezer# B<3>|Basilisk|=fK+mbW #B=<+1>cO",
          "freezer# I|Immobilizer|=mQ #I=cK",
          "freezer{S}*=(2) S|Superpawn|=K P|Pawn|=mW+cF *P=cW",
          "holding",
          "holding drop[1-8]{P} P=fW",
          "holding=demote B +B==H R +R==D -R==B",
          "pieces{Kpp}=win",
          "pincher*={^A} C<1>|Crab|=<2>mO *C<1>=K",
          "promotion",
          "promotion*=origin,move N *N==X",
          "promotion*[1-12]=capture{D} promotion#[1-12]=swap,enpassant,origin,demote @D=K D Q=acc?{D}Q *Q==(wwO--:QD:)+D :QD:=Q #Q==D -:QD:==Q",
          "promotion+[1-12]=capture{D}<br/> swap{K:MD:}=demote,promote swap{:KD:M}=demote,promote K=acc?{D}:K: :KD:=:K: +K==:KD: -:KD:==K<br/> M=acc?{D}:M: :MD:=:M: +M==:MD: -:MD:==M<br/>",
          "protector*<1> freezer#<2> I=mQ #I=cK<br/> S=mQ *S=cK<br/>",
          "protector*<2> freezer#<1>",
          "royal",
          "royal @B=B-[([a,h]zB)0] K Q R B N P +P",
          "royal @K @Q=QN @R @B @N @P @X=wwK K=KX Q=QX R=RX B=BX N=NX P=PX +P",
          "royal @K @Q=QN @R @B @N @P @X=wwK--!jj{K}U[*] K=K+[*]wwK Q=QX R=RX B=BX N=NX P=PX +P",
          "royal @K @Q=QN @R @B @N @P @X=ww{^K}K K Q=QX R=RX B=BX N=NX P=PX +P",
          "royal @K=K @Q=R+N @R=R @B=B @N=N @P=P K<*>=aK--<+>aO Q<*>=aQ--<+>mO R<*>=aR--<+>mO B<*>=aB--<+>mO N<*>=aN--<+>mO P<*>=aP--<+>mO +P<*> O-O<*>=[*]isR[g]--<+>mO=isR[f]--<+>mO O-O-O<*>=[*]isR[c]--<+>mO=isR[d]--<+>mO",
          "royal @K=K @Q=R+N @R=R @B=B @N=N @P=P K<*>=aK--<+>mO Q<*>=aQ--<+>mO R<*>=aR--<+>mO B<*>=aB--<+>mO N<*>=aN--<+>mO P<*>=aP--<+>mO +P<*> O-O<*>=[*]isR[g]--<+>mO=isR[f]--<+>mO O-O-O<*>=[*]isR[c]--<+>mO=isR[d]--<+>mO",
          "royal K Q R B N P +P",
          "royal K Q=R+N R B N P +P",
          "royal K=K-!mK Q=Q-!mK R=R-!mW B=B-!mF N=N-!mN P=(mfW+cesF+imefW02)-!mK +P",
          "royal alice K Q=R+N R B N P +P",
          "royal alice K<*> Q<*>=R+N R<*> B<*> N<*> P<*> +P<*> O-O<*>=[*]isR[g]=isR[f] O-O-O<*>=[*]isR[c]=isR[d]",
          "royal atomic{^P} K Q=Q+N R B N P +P",
          "royal bouncing K Q R B N P +P",
          "royal cheshire{X} K Q R B N P +P",
          "royal pieces=capture(0) pieces{K}=morethan(0) conversion# @K @Q=R+N @R @B @N @P K #K=(!dcK)** Q #Q=(!dcQ)** R #R=(!dcR)** B #B=(!dcB)** N #N=(!dcN)** P #P=(!dcP)** +P",
          "royal pieces{X}=neutral,immovable,transparent promotion*=origin,move X *KQRBNP==X",
          "royal promotion#=move* @K=K @Q=R+N @R=R @B=B @N=N @P=P K=mR+c{QRBNP}K #K=mK+c{#Q#R#B#N#P}K ##K Q=mQ+c{QRBNP}Q #Q=mQ+c{#Q#R#B#N#P}Q ##Q R=mR+c{QRBNP}R #R=mR+c{#Q#R#B#N#P}R ##R B=mB+c{QRBNP}B #B=mB+c{#Q#R#B#N#P}B ##B N=mN+c{QRBNP}N #N=mN+c{#Q#R#B#N#P}N ##N P=mP+c{QRBNP}P #P=mP+c{#Q#R#B#N#P}P ##P +P==QRBN +#P==#Q#R#B#N",
          "royal spacious K Q R B N P +P",
          "royal stopifchecking @K @Q=QN @R @B @N @P K=K Q=Q+(dttwQ)0 R=R+(dttwR)0 B=B+(dttwB)0 N=N+(dttwN)0 P=P+(dttwfF)0 +P",
          "royal swapping K Q=QN R B N P +P",
          "royal switching K Q=QN R B N P +P",
          "royal=expose @K @Q=Q+N @R @B @N K=mK Q=mQ+(cQ--X) R=mR+(cR--X) B=mB+(cB--X) N=mN+(cN--X) P +P",
          "royal=untilcaptured turn<1>{!KQRBNP} turn<1>{!kqrbnp}=check turn<2>{!kqrbnp}=captureroyal",
          "stymizer* G=K2 *G=cK",
          "swap=demote Q=mQ+wQ -Q==R",
          "swap=promote R=mR+wR +R==Q +B==R +N==B +P==N",
          "turn",
          "turn<1> turn#<2>{!p} K Q=BN R B N P #P=mfW +P",
          "turn<1> turn#<2>{!p}=avalanche K Q=BN R B N P #P=mfW +P",
          "turn<1> turn<2>{ET}=optional,again",
          "turn<1>=balance turn#<2>{!p}=avalanche K Q=BN R B N P #P=mfW +P",
          "turn<1>=balance turn<2>",
          "turn<1>=enpassant turn<2>=untilcapture",
          "turn=enpassant turn{C}=optional",
        ],
      }
    `);
  });

  it('incomplete rule sets, each with what it lacks (docs/compile.md says why)', () => {
    const short = (t: string) => (t.length > 60 ? `${t.slice(0, 57)}…` : t);
    const list = rows
      .filter((r) => r.errors.length > 0)
      .map((r) => `${short(r.text)} — ${r.errors.join(', ')}`);
    expect(list).toMatchInlineSnapshot(`
      [
        "+W==H !+W/DragonResurrection/ *W/DragonResurrection/==+D — id:name, id:setup, unknown-piece",
        "drop — conflict",
        "freezer#=single{X} I #I=cK X *X=cK — group, prefix:*, setup",
        "pieces — incomplete-rule",
        "pieces*<1>{!k}=minimum(1) pieces$<2>{!K}=minimum(1) *K==@… — prefix:$, prefix:*, rule:pieces:prefix, rule:pieces<seq>, rule:pieces=minimum",
        "promotion+[8-9] promotion*[9] announcement{GHW}[8-9]/Drag… — rule:announcement",
      ]
    `);
  });

  it('features still missing, by how many rule sets need them', () => {
    const counts = new Map<string, number>();
    for (const r of rows) for (const e of r.errors) counts.set(e, (counts.get(e) ?? 0) + 1);
    const table = [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([f, n]) => `${n} ${f}`);
    expect(table).toMatchInlineSnapshot(`
      [
        "2 prefix:*",
        "1 conflict",
        "1 group",
        "1 id:name",
        "1 id:setup",
        "1 incomplete-rule",
        "1 prefix:$",
        "1 rule:announcement",
        "1 rule:pieces:prefix",
        "1 rule:pieces<seq>",
        "1 rule:pieces=minimum",
        "1 setup",
        "1 unknown-piece",
      ]
    `);
  });
});
