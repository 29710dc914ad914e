import { composeAll } from '../compose';
import { INGREDIENTS } from '../data/ingredients';
import { renderMarkdown } from '../draft';
import { matchIngredient } from '../lexicon';
import { createRandom } from '../util';

/**
 * What one template writes for a list, whether or not the ranking would choose it: the draft, its
 * markdown split into ingredient lines and steps, the visitor's items it leaves out and what it
 * buys. For the templates' own tests.
 */
export function templateDraft(list: readonly string[], key: string) {
  const visitor = list.map((text, index) => {
    const m = matchIngredient(text);
    return { index, text, id: m?.id ?? null, spec: m ? INGREDIENTS[m.id] : null, nonFood: null };
  });
  const made = composeAll(visitor, createRandom(0)).find((c) => c.key === key);
  if (!made) return undefined;
  const draft = { ...made.draft, steps: made.writeSteps() };
  const markdown = renderMarkdown(draft, visitor);
  let section = '';
  const ingredients: string[] = [];
  const steps: string[] = [];
  for (const row of markdown.split('\n')) {
    if (row.startsWith('## ')) section = row.slice(3);
    else if (section === 'Ingredients' && row.startsWith('- ')) ingredients.push(row.slice(2));
    else if (section === 'Instructions' && /^\d+\. /.test(row))
      steps.push(row.replace(/^\d+\. /, ''));
  }
  const unused = visitor.filter((v) => !draft.used.has(v.index)).map((v) => v.text);
  return { draft, made, markdown, ingredients, steps, unused, extras: draft.extras };
}
