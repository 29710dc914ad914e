import { describe, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * European, Latin American and Middle Eastern classics, eleventh round: asking again after the
 * classic. Each list is a dish's own list, typed as a visitor would; the chef names the classic
 * first, and the second answer is another named dish (another method or cuisine) that keeps the
 * main ingredient, uses much of the list and buys one thing at most. Before these dishes were
 * written, each second answer here was a composed template (a sheet-pan tray, a soup of the list,
 * pasta with the cheese).
 */
describe('asking again after a European or Latin classic offers another named dish', () => {
  it.each([
    [
      ['risotto rice', 'saffron', 'chicken stock', 'onion', 'butter', 'parmesan'],
      'Risotto alla Milanese',
      'Riso al Salto',
    ],
    [
      ['sea bass fillets', 'cherry tomatoes', 'white wine', 'garlic'],
      'Sea Bass all’Acqua Pazza',
      'Sea Bass al Cartoccio with Cherry Tomatoes and Lemon',
    ],
    [
      ['polenta', 'mushrooms', 'parmesan', 'butter', 'garlic', 'thyme'],
      'Polenta con Funghi',
      'Polenta Pasticciata ai Funghi',
    ],
    [
      ['pork sausages', 'cannellini beans', 'sage', 'chopped tomatoes', 'garlic'],
      'Salsicce e Fagioli',
      'Quick Pork Sausage Cassoulet',
    ],
    [
      [
        'chicken breasts',
        'tarragon',
        'double cream',
        'shallots',
        'white wine',
        'chicken stock',
        'butter',
      ],
      "Poulet à l'Estragon",
      'Chicken and Tarragon Pie',
    ],
    [['cornmeal', 'butter', 'feta', 'sour cream'], 'Mămăligă', 'Bulz'],
    [
      ['tomatoes', 'cucumber', 'feta', 'red onion', 'olives', 'oregano'],
      'Greek Salad',
      'Bouyiourdi',
    ],
    [['aubergines', 'red peppers', 'onions', 'garlic'], 'Escalivada', 'Ajvar'],
    [
      ['white fish fillets', 'limes', 'red onion', 'chilli', 'coriander'],
      'Ceviche de Pescado',
      'Griddled White Fish Tacos with Pickled Red Onion',
    ],
    [['crème fraîche', 'bacon', 'onion'], 'Tarte Flambée', 'Pâtes aux Lardons et Crème Fraîche'],
    [
      ['buckwheat groats', 'mushrooms', 'onion', 'butter'],
      'Buckwheat Groats with Mushrooms and Onions',
      'Grechaniki with Mushrooms',
    ],
    [
      ['chicken thighs', 'garlic', 'white wine', 'bay leaves'],
      'Pollo al Ajillo',
      "Poulet aux Quarante Gousses d'Ail",
    ],
  ] as const)('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });
});
