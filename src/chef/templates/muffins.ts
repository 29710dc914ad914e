import { joinList } from '../util';
import { Composer, type Template } from './composer';
import { type Item } from './kinds';
import { names, titleList, isCooked } from './methods';

/** How a muffin's fruit, nuts or chocolate go into the batter. */
function mixNote(item: Item): string | undefined {
  if (item.kind === 'nut') return 'roughly chopped';
  if (item.spec.group === 'chocolate')
    return /\bchips?\b/i.test(item.v.text) ? undefined : 'chopped';
  if (item.spec.group === 'banana') return 'mashed';
  if (item.spec.group === 'orchard') return 'peeled, cored and diced';
  if (item.spec.group === 'berry' || item.spec.group === 'dried-fruit')
    return item.spec.prep === 'hulled and halved' ? 'hulled and chopped' : item.spec.prep;
  return item.spec.prep;
}

export const muffins: Template = {
  key: 'muffins',
  method: 'bake',
  taste: 'sweet',
  course: 'baking',
  build: (ctx) => {
    const c = new Composer(ctx);
    const mix = c.take(
      ['fruit', 'sweet', 'nut'],
      4,
      (i) =>
        (i.kind === 'fruit' && i.spec.group !== 'citrus') ||
        i.spec.group === 'chocolate' ||
        i.spec.group === 'cocoa' ||
        (i.kind === 'nut' && i.spec.group !== 'nut-butter'),
    );
    if (!mix.length) return null;
    // a hard-boiled egg cannot be beaten, scrambled or baked into anything
    const eggs = c.take(['egg'], 1, (i) => !isCooked(i));
    const wet = c.take(['milk', 'yogurt'], 1);
    const butter = c.take(['butter'], 1, (i) => i.id === 'butter' || i.id === 'coconut_oil');
    const spice = c.take(['sweet-spice'], 2);
    const syrup = c.take(
      ['syrup', 'sweet'],
      1,
      (i) => i.kind === 'syrup' || i.spec.group === 'sugar',
    );
    const citrus = c.take(['citrus'], 1);
    const flour = c.need('flour', 300, 'g');
    const bp = c.need('baking_powder', 3, 'tsp');
    const sugar = c.need('sugar', 150, 'g');
    const eN = eggs.length ? c.useAll(eggs, 0.5) : [c.need('egg', 2, '')];
    const wN = wet.length ? c.useAll(wet, 0.8) : [c.need('milk', 200, 'ml')];
    const bN = butter.length ? c.useAll(butter, 3.3) : [c.oil('vegetable_oil', 6)];
    const spN = c.useAll(spice);
    const syN = c.useAll(syrup, 0.5);
    const ctN = c.useAll(citrus, 0.5);
    // each as a baker readies it for the batter: nuts and bars chopped, berries and chips as they are
    const mixN = mix.map((i) => c.use(i, Math.min(1, 2 / mix.length), mixNote(i)));
    const melted = butter.length > 0;
    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps = [
        `Heat the oven to 200 °C / 180 °C fan / 400 °F and line a 12-hole muffin tin with paper cases.`,
        `Mix the ${flour}, ${bp} and ${sugar}${spN.length ? ` with the ${names(spN)}` : ''}${ctN.length ? ` and the grated zest of the ${names(ctN)}` : ''}.`,
        `${melted ? `Melt the ${names(bN)} and leave to cool a little. ` : ''}Whisk the ${names(eN)} with ${joinList([`the ${names(wN)}`, `the ${melted ? 'melted ' : ''}${names(bN)}`, ...syN.map((n) => `the ${n}`)])}, then stir into the dry ingredients until just combined.`,
        `Fold in the ${names(mixN)}, spoon into the cases and bake for 20–22 minutes until risen and a skewer comes out clean.`,
      ];
      return steps;
    };
    const title = `${titleList(
      mix.map((m) => m.id),
      2,
    )} Muffins`;
    // the blurb names what goes into them
    const packed = mixN.length ? ` packed with ${names(mixN.slice(0, 2))}` : '';
    return c.result({
      fit: 0.5 + (eggs.length ? 0.07 : 0) + (butter.length ? 0.07 : 0),
      writeSteps,
      title,
      blurbs: [
        `Soft, domed muffins${packed}, made in one bowl.`,
        `Easy one-bowl muffins${packed}, for breakfast or a snack.`,
      ],
      serves: 12,
      prep: 15,
      cook: 22,
    });
  },
};
