/**
 * The cook's panel: writes the recipes the panel reads, and summarises the scores it gives.
 *
 *   node --import tsx bench/chef-panel/panel.ts write round-2      # recipes-first.md, recipes-ask-again.md
 *   node --import tsx bench/chef-panel/panel.ts summarise round-2  # scores-*.tsv → RESULTS.md
 *
 * Each round of the panel has its own folder, so earlier rounds stay as they were read.
 *
 * First answers are attempt 0 of each list in PANEL_FIRST; ask-again answers are attempt 1 (the
 * first "Want a new recipe?") of each list in PANEL_ASK_AGAIN. Each reader writes one file,
 * `scores-<reader>.tsv`, one line per recipe: `<first|again>:<id>\t<score 1-5>\t<one sentence>`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cookRecipe } from '../../src/chef/chef';
import { PANEL_ASK_AGAIN, PANEL_FIRST, type PanelList } from './lists';
import { PANEL_ASK_AGAIN_2, PANEL_FIRST_2 } from './lists-round-2';
import { PANEL_ASK_AGAIN_3, PANEL_FIRST_3 } from './lists-round-3';
import { PANEL_ASK_AGAIN_4, PANEL_FIRST_4 } from './lists-round-4';
import { PANEL_ASK_AGAIN_5, PANEL_FIRST_5 } from './lists-round-5';
import { PANEL_ASK_AGAIN_6, PANEL_FIRST_6 } from './lists-round-6';
import { PANEL_ASK_AGAIN_7, PANEL_FIRST_7 } from './lists-round-7';
import { PANEL_ASK_AGAIN_8, PANEL_FIRST_8 } from './lists-round-8';
import { PANEL_ASK_AGAIN_9, PANEL_FIRST_9 } from './lists-round-9';
import { PANEL_ASK_AGAIN_10, PANEL_FIRST_10 } from './lists-round-10';
import { PANEL_ASK_AGAIN_11, PANEL_FIRST_11 } from './lists-round-11';
import { PANEL_ASK_AGAIN_12, PANEL_FIRST_12 } from './lists-round-12';
import { PANEL_ASK_AGAIN_13, PANEL_FIRST_13 } from './lists-round-13';
import { PANEL_ASK_AGAIN_14, PANEL_FIRST_14 } from './lists-round-14';
import { PANEL_ASK_AGAIN_15, PANEL_FIRST_15 } from './lists-round-15';
import { PANEL_ASK_AGAIN_16, PANEL_FIRST_16 } from './lists-round-16';
import { PANEL_ASK_AGAIN_17, PANEL_FIRST_17 } from './lists-round-17';
import { PANEL_ASK_AGAIN_18, PANEL_FIRST_18 } from './lists-round-18';
import { PANEL_ASK_AGAIN_19, PANEL_FIRST_19 } from './lists-round-19';
import { PANEL_ASK_AGAIN_20, PANEL_FIRST_20 } from './lists-round-20';
import { PANEL_ASK_AGAIN_21, PANEL_FIRST_21 } from './lists-round-21';
import { PANEL_ASK_AGAIN_22, PANEL_FIRST_22 } from './lists-round-22';
import { PANEL_ASK_AGAIN_23, PANEL_FIRST_23 } from './lists-round-23';
import { PANEL_ASK_AGAIN_24, PANEL_FIRST_24 } from './lists-round-24';

/**
 * The lists each round reads: every round gets lists written after the chef was last tuned, so
 * no round scores lists the chef was tuned on.
 */
const ROUND_LISTS: Record<string, { first: readonly PanelList[]; again: readonly PanelList[] }> = {
  'round-1': { first: PANEL_FIRST, again: PANEL_ASK_AGAIN },
  // Round 2 re-read round 1's lists after tuning on round 1's findings (see round-2/RESULTS.md):
  // a check of the fixes, not a measure on untuned lists.
  'round-2': { first: PANEL_FIRST, again: PANEL_ASK_AGAIN },
  'round-3': { first: PANEL_FIRST_2, again: PANEL_ASK_AGAIN_2 },
  'round-4': { first: PANEL_FIRST_3, again: PANEL_ASK_AGAIN_3 },
  'round-5': { first: PANEL_FIRST_4, again: PANEL_ASK_AGAIN_4 },
  'round-6': { first: PANEL_FIRST_5, again: PANEL_ASK_AGAIN_5 },
  'round-7': { first: PANEL_FIRST_6, again: PANEL_ASK_AGAIN_6 },
  'round-8': { first: PANEL_FIRST_7, again: PANEL_ASK_AGAIN_7 },
  'round-9': { first: PANEL_FIRST_8, again: PANEL_ASK_AGAIN_8 },
  'round-10': { first: PANEL_FIRST_9, again: PANEL_ASK_AGAIN_9 },
  'round-11': { first: PANEL_FIRST_10, again: PANEL_ASK_AGAIN_10 },
  'round-12': { first: PANEL_FIRST_11, again: PANEL_ASK_AGAIN_11 },
  'round-13': { first: PANEL_FIRST_12, again: PANEL_ASK_AGAIN_12 },
  'round-14': { first: PANEL_FIRST_13, again: PANEL_ASK_AGAIN_13 },
  'round-15': { first: PANEL_FIRST_14, again: PANEL_ASK_AGAIN_14 },
  'round-16': { first: PANEL_FIRST_15, again: PANEL_ASK_AGAIN_15 },
  'round-17': { first: PANEL_FIRST_16, again: PANEL_ASK_AGAIN_16 },
  'round-18': { first: PANEL_FIRST_17, again: PANEL_ASK_AGAIN_17 },
  'round-19': { first: PANEL_FIRST_18, again: PANEL_ASK_AGAIN_18 },
  'round-20': { first: PANEL_FIRST_19, again: PANEL_ASK_AGAIN_19 },
  'round-21': { first: PANEL_FIRST_20, again: PANEL_ASK_AGAIN_20 },
  'round-22': { first: PANEL_FIRST_21, again: PANEL_ASK_AGAIN_21 },
  'round-23': { first: PANEL_FIRST_22, again: PANEL_ASK_AGAIN_22 },
  'round-24': { first: PANEL_FIRST_23, again: PANEL_ASK_AGAIN_23 },
  'round-25': { first: PANEL_FIRST_24, again: PANEL_ASK_AGAIN_24 },
};

const ROUND = process.argv[3] ?? '';
if (!/^round-\d+$/.test(ROUND)) {
  console.error('usage: panel.ts write|summarise round-N');
  process.exit(2);
}
const HERE = path.join(path.dirname(fileURLToPath(import.meta.url)), ROUND);
mkdirSync(HERE, { recursive: true });

function writeRecipes(file: string, tag: string, lists: readonly PanelList[], attempt: number) {
  const parts = lists.map((l) => {
    const r = cookRecipe(l.ingredients, { attempt });
    const before =
      attempt > 0
        ? `**The visitor was first offered:** ${cookRecipe(l.ingredients, { attempt: 0 }).title}, and asked for a new recipe. This is the new one.`
        : '';
    return [
      `<!-- ${tag}:${l.id} -->`,
      `## ${tag}:${l.id}`,
      '',
      `**The visitor typed:** ${l.ingredients.join(', ')}`,
      '',
      ...(before ? [before, ''] : []),
      '```markdown',
      r.markdown.trimEnd(),
      '```',
    ].join('\n');
  });
  writeFileSync(path.join(HERE, file), `${parts.join('\n\n')}\n`);
}

interface Score {
  key: string;
  score: number;
  reason: string;
  reader: string;
}

function readScores(): Score[] {
  const out: Score[] = [];
  for (const file of readdirSync(HERE).filter((f) => /^scores-.+\.tsv$/.test(f))) {
    const reader = file.slice('scores-'.length, -'.tsv'.length);
    for (const line of readFileSync(path.join(HERE, file), 'utf8').split('\n')) {
      const [key, score, ...reason] = line.split('\t');
      if (!key || !score || !/^(first|again):/.test(key)) continue;
      out.push({ key, score: Number(score), reason: reason.join(' '), reader });
    }
  }
  return out;
}

function summarise(): string {
  const scores = readScores();
  const rows: string[] = [
    '| set | recipes | readings | mean | lowest | below 3 |',
    '|---|---|---|---|---|---|',
  ];
  const result: Record<string, { mean: number; min: number; below3: number; n: number }> = {};
  for (const set of ['first', 'again'] as const) {
    const mine = scores.filter((s) => s.key.startsWith(`${set}:`));
    // A recipe's score is the mean of its readers' scores.
    const byKey = new Map<string, number[]>();
    for (const s of mine) byKey.set(s.key, [...(byKey.get(s.key) ?? []), s.score]);
    const per = [...byKey.values()].map((v) => v.reduce((a, b) => a + b, 0) / v.length);
    const mean = per.reduce((a, b) => a + b, 0) / Math.max(1, per.length);
    const min = Math.min(...per);
    const below3 = per.filter((x) => x < 3).length;
    result[set] = { mean, min, below3, n: per.length };
    rows.push(
      `| ${set === 'first' ? 'first answers' : 'ask-again answers'} | ${per.length} | ${mine.length} | ${mean.toFixed(2)} | ${min.toFixed(2)} | ${below3} |`,
    );
  }
  const low = scores.filter((s) => s.score < 4).sort((a, b) => a.score - b.score);
  const text = [
    `# Cook’s panel results, ${ROUND}`,
    '',
    `Readers: ${[...new Set(scores.map((s) => s.reader))].join(', ')}. Rubric: RUBRIC.md. Recipes: recipes-first.md and recipes-ask-again.md.`,
    '',
    ...rows,
    '',
    '## Every score below 4',
    '',
    ...low.map((s) => `- ${s.key} (${s.reader}): ${s.score}. ${s.reason}`),
    '',
  ].join('\n');
  writeFileSync(path.join(HERE, 'RESULTS.md'), text);
  return text;
}

const command = process.argv[2];
if (command === 'write') {
  const lists = ROUND_LISTS[ROUND];
  if (!lists) throw new Error(`no lists for ${ROUND}: add them to ROUND_LISTS`);
  writeRecipes('recipes-first.md', 'first', lists.first, 0);
  writeRecipes('recipes-ask-again.md', 'again', lists.again, 1);
  console.log(
    `Wrote ${lists.first.length} first answers and ${lists.again.length} ask-again answers.`,
  );
} else if (command === 'summarise') {
  console.log(summarise());
} else {
  console.error('usage: panel.ts write | summarise');
  process.exit(2);
}
