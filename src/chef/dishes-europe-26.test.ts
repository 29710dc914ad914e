import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Cuisine-leaning ask-again lists the panel scored 3 or below in round 24 (the `r23-` lists,
 * wave 18), each typed exactly as the panel typed it. Before these dishes were written, asking
 * again for the Syrian sour cherry list gave a hawawshi of plain salted mince in flatbread that
 * dropped the sour cherries, pomegranate molasses and allspice (the mince-in-bread idea of the
 * kebab karaz again), and the Armenian lamb list gave a Turkish tas kebabı after a kuzu güveç
 * (the same lamb, aubergine and tomato braise twice, the first buying onions, cumin and potatoes),
 * and the Shanghainese spare rib list gave a yakisoba that stir-fried the ribs, then a lu rou fan
 * that bought rice while the wheat noodles went unused, both without the black vinegar, and the
 * Neapolitan escarole list gave a Catalan escarole side, then a pasta to buy while the pizza dough
 * and beans went unused, and the Danish pork belly list gave a lechon kawali that wanted one
 * skin-on slab and left the potatoes, bacon, butter, milk and beetroot unused.
 */
describe('round 24 cuisine-leaning ask-again lists (wave 18) get a second dish a cook would name', () => {
  it.each([
    [
      [
        '600g beef mince',
        'jar of sour cherries',
        'pomegranate molasses',
        'pine nuts',
        'pack of flatbreads',
        'long grain rice',
        '1 onion',
        'ground allspice',
        'bunch of parsley',
      ],
      'Albaloo Polo: Sour Cherry Rice with Minced Beef and a Flatbread Crust',
      'Kebab Karaz',
    ],
    [
      [
        '1kg lamb shoulder',
        '2 aubergines',
        '3 peppers',
        '4 tomatoes',
        'coarse bulgur',
        'natural yoghurt',
        'garlic',
        'dried mint',
        'aleppo pepper',
      ],
      'Khorovats: Armenian Lamb Skewers with Charred Aubergine Salad and Bulgur Wheat Pilaf',
      'Khashlama: Armenian Lamb Braised with Aubergine, Bell Peppers and Tomatoes',
    ],
    [
      [
        '800g pork spare ribs, cut small',
        'chinkiang black vinegar',
        'rock sugar',
        'dark soy sauce',
        'shaoxing wine',
        '4 bok choy',
        'pack of thick wheat noodles',
        '4 eggs',
        'spring onions',
        'ginger',
      ],
      'Shanghai Braised Pork Rib Noodle Soup with Soy Eggs',
      'Tang Cu Xiao Pai: Shanghai Sweet and Sour Pork Ribs',
    ],
    [
      [
        '2 heads of escarole',
        'tin of anchovies',
        'black olives',
        'capers',
        'pine nuts',
        'raisins',
        'ball of pizza dough',
        'tin of cannellini beans',
        'garlic',
        'dried chilli',
      ],
      'Pizza di Scarola',
      'Scarola e Fagioli with Pizzelle Fritte',
    ],
    [
      [
        '800g pork belly slices',
        '1.5kg potatoes',
        'jar of pickled red cabbage',
        'pack of smoked bacon',
        '3 onions',
        'butter',
        'milk',
        'pickled beetroot',
      ],
      'Brændende Kærlighed: Mash with Crisp Pork Belly, Smoked Bacon and Fried Onions',
      'Danish Roast Pork Belly with Brunede Kartofler, Rødkål and Brown Gravy',
    ],
  ])('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });
});

/**
 * The composed pasta (the Neapolitan list's second answer before its dishes were written) served
 * its pine nuts "toasted" that no step had toasted, and lifted the anchovies onto a plate after
 * melting them into the oil.
 */
describe('a composed pasta toasts its nuts and leaves melted anchovies in the sauce', () => {
  it('toasts the pine nuts in the dry pan and never lifts the anchovies out', () => {
    const r = cookRecipe(
      ['cauliflower', 'raisins', 'capers', 'pine nuts', 'anchovies', 'bucatini'],
      {
        attempt: 0,
      },
    );
    expect(r.source).toBe('composed');
    expect(r.markdown).toMatch(/toast the pine nuts in a large dry frying pan/);
    expect(r.markdown).toMatch(/the toasted pine nuts/);
    expect(r.markdown).not.toMatch(/until they melt\. Lift onto a plate/);
    expect(r.markdown).not.toMatch(/with the anchovies/);
  });
});

/**
 * A stand-in's line took the lexicon's usual form for the visitor's item even when they had said
 * how theirs was cut: "pork ribs, in racks" for "800g pork spare ribs, cut small" in a lu rou fan.
 */
describe('a stand-in the visitor says is cut already is not written in its usual form', () => {
  it('does not ask for ribs in racks when the visitor’s are cut small', () => {
    const r = cookRecipe(
      [
        '800g pork spare ribs, cut small',
        'dark soy sauce',
        'rock sugar',
        'rice',
        'shaoxing wine',
        'ginger',
        'eggs',
      ],
      { attempt: 0 },
    );
    expect(r.title).toBe('Lu Rou Fan');
    expect(r.markdown).toMatch(/- 800 g pork ribs/);
    expect(r.markdown).not.toMatch(/in racks/);
  });
});
