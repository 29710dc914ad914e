import { joinList } from '../util';
import { Composer, type Template } from './composer';
import { names, titleList, capitalFirst } from './methods';

export const breakfastBowl: Template = {
  key: 'breakfast-bowl',
  method: 'raw',
  taste: 'sweet',
  course: 'breakfast',
  build: (ctx) => {
    const c = new Composer(ctx);
    const base = c.take(['oats', 'yogurt'], 2);
    const fruit = c.take(['fruit'], 4);
    if (!fruit.length) return null;
    // Weetabix, cornflakes or Rice Krispies: scattered over for crunch, never soaked
    const cereal = c.take(['grain'], 1, (i) => i.spec.group === 'cereal');
    const milk = c.take(['milk', 'coconut-milk'], 1);
    const nuts = c.take(['nut'], 3);
    const sweet = c.take(
      ['syrup', 'sweet'],
      2,
      (i) =>
        i.kind === 'syrup' || ['chocolate', 'sweet-spread', 'cocoa'].includes(i.spec.group ?? ''),
    );
    const spice = c.take(['sweet-spice'], 2);
    const hasOats = base.some((b) => b.kind === 'oats' && b.id === 'oats');
    const baseN = base.length ? c.useAll(base, 1) : [c.need('greek_yogurt', 300, 'g')];
    const mN = c.useAll(milk, 0.8);
    const fN = c.useAll(fruit, Math.min(1, 2 / fruit.length));
    const nN = c.useAll(nuts, 0.6);
    const sN = c.useAll(sweet, 0.5);
    const spN = c.useAll(spice, 0.5);
    const cN = c.useAll(cereal, 0.5);
    const crunch = cN.length ? `the ${names(cN)}, crumbled` : '';
    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps = hasOats
        ? [
            `Stir the ${names(baseN)}${mN.length ? ` with the ${names(mN)}` : ' with 250 ml water'}${spN.length ? ` and the ${names(spN)}` : ''} in two jars or bowls.`,
            `Cover and chill overnight (at least 4 hours), or simmer for 5 minutes for warm porridge.`,
            `Top with ${joinList([`the ${names(fN)}`, nN.length ? `the ${names(nN)}` : '', crunch, sN.length ? `a drizzle of the ${names(sN)}` : ''].filter(Boolean))}.`,
          ]
        : [
            `Prepare the ${names(fN)}, cutting larger fruit into bite-sized pieces.`,
            `Layer the ${names(baseN)}${mN.length ? ` loosened with a little ${names(mN)}` : ''}${spN.length ? ` and dusted with the ${names(spN)}` : ''} with the fruit in glasses or bowls.`,
            `Finish with ${joinList([nN.length ? `the ${names(nN)}` : '', crunch, sN.length ? `a drizzle of the ${names(sN)}` : '', 'a last spoon of fruit'].filter(Boolean))}.`,
          ];
      return steps;
    };
    const title = `${titleList(
      fruit.map((f) => f.id),
      2,
    )} ${hasOats ? 'Overnight Oats' : 'Breakfast Bowl'}`;
    // the blurb names what is in the bowl: the base, then what goes on it
    const on = names([...fN, ...nN, ...sN].slice(0, 3));
    return c.result({
      fit: 0.5 + (base.length ? 0.15 : 0),
      writeSteps,
      title,
      blurbs: [
        hasOats
          ? `Oats soaked overnight${mN.length ? ` in ${names(mN)}` : ''}, topped with ${on} in the morning.`
          : `A no-cook breakfast of ${names(baseN)} layered with ${on}.`,
        hasOats
          ? `Make-ahead overnight oats with ${on}: five minutes tonight, breakfast ready tomorrow.`
          : `${capitalFirst(names(baseN))} with ${on}, layered in a bowl in five minutes.`,
      ],
      serves: 2,
      prep: 10,
      cook: 0,
    });
  },
};
