import { PANEL_FIRST_19, PANEL_ASK_AGAIN_19 } from '/work/wt11-hF/bench/chef-panel/lists-round-19.ts';
import { cookRecipe } from '/work/wt11-hF/src/chef/chef.ts';
const ids = process.argv.slice(2);
const md = process.env.MD === '1';
for (const l of [...PANEL_FIRST_19, ...PANEL_ASK_AGAIN_19]) {
  if (!ids.some((i) => l.id.includes(i))) continue;
  console.log('=== ' + l.id + '\n' + JSON.stringify(l.ingredients));
  const n = l.id.includes('again') ? 2 : 1;
  for (let a = 0; a < n; a++) {
    const r = cookRecipe(l.ingredients, { attempt: a });
    console.log(`  [${a}] ${r.title} (${r.source}) extras=${JSON.stringify(r.extras)} unused=${JSON.stringify(r.unused)}`);
    if (md) console.log(r.markdown);
  }
}
