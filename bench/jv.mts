import { toVariant } from '../packages/fairy-variants/src/bridge/to-variant.ts';
for (const n of ['janggi','janggitraditional','janggimodern','janggicasual','xiangqi']) {
  const r = toVariant(`[mine:${n}]\n`, 'mine');
  console.log(n, r.complete, r.diagnostics.map(d => `${d.severity} ${d.code} ${d.message}`));
}
