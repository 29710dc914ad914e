import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app';
import { mockFetch, sseResponse } from '../../test/fetch-mock';
import { readShareLink } from './read-share-link';

let network: ReturnType<typeof mockFetch>;
beforeEach(() => {
  network = mockFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

type User = ReturnType<typeof userEvent.setup>;
const input = () => screen.getByRole('textbox', { name: 'Add Ingredient' });
const FOUR = ['Basil', 'Garlic', 'Tomato', 'Pasta'];
const RECIPE = '# Butter Pasta\n\n## Ingredients\n\n- 200 g pasta\n- 50 g butter\n';

async function addAll(user: User, items: string[]) {
  for (const item of items) {
    await user.type(input(), item);
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
  }
}

async function openOptions(user: User) {
  await user.click(screen.getByText('Diet, allergies and servings'));
  // The controls load when the options are first opened.
  return screen.findByRole('group', { name: 'Diet' });
}

function queueRecipe(done: Record<string, unknown> = {}) {
  network.reply(() =>
    sseResponse([
      ['delta', { text: RECIPE }],
      ['done', { provider: 'chat', model: 'm', missing: [], warnings: [], ...done }],
    ]),
  );
}

async function getRecipe(user: User) {
  await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
  await screen.findByRole('heading', { name: 'Butter Pasta' });
}

describe('diet, allergies and servings', () => {
  it('are closed at first, with every choice once opened', async () => {
    const user = userEvent.setup();
    render(<App />);
    const summary = screen.getByText('Diet, allergies and servings');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(screen.queryByRole('group', { name: 'Diet' })).not.toBeInTheDocument();

    const diet = await openOptions(user);
    expect(
      within(diet)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['No preference', 'Vegetarian', 'Vegan', 'Pescatarian']);
    expect(within(diet).getByRole('radio', { name: 'No preference' })).toBeChecked();
    const leaveOut = screen.getByRole('group', { name: 'Leave out' });
    expect(
      within(leaveOut)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'Gluten',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Peanuts',
      'Soy',
      'Milk',
      'Tree nuts',
      'Celery',
      'Mustard',
      'Sesame',
      'Sulphites',
      'Lupin',
      'Molluscs',
    ]);
    const servings = screen.getByRole('combobox', { name: 'Servings' });
    expect(servings).toHaveValue('');
    expect(
      within(servings)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["Chef's choice", ...Array.from({ length: 12 }, (_, i) => String(i + 1))]);
    expect(
      screen.getByText(/^The built-in chef keeps to these strictly\. A recipe from an AI provider/),
    ).toHaveTextContent(
      'The built-in chef keeps to these strictly. A recipe from an AI provider is checked after it is written: the check helps, but it does not guarantee. Read every label if an allergy is serious.',
    );
  });

  it('go into the request, unset ones left out', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, FOUR);
    await openOptions(user);
    await user.click(screen.getByRole('radio', { name: 'Vegan' }));
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }));
    await user.click(screen.getByRole('checkbox', { name: 'Eggs' }));
    queueRecipe();
    await getRecipe(user);
    // The allergens go in the order of the list, whatever order they were ticked in.
    expect(network.calls[0]?.body).toEqual({
      ingredients: FOUR,
      attempt: 0,
      diet: 'vegan',
      avoid: ['eggs', 'milk'],
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Servings' }), '2');
    await user.click(screen.getByRole('radio', { name: 'No preference' }));
    await user.click(screen.getByRole('checkbox', { name: 'Eggs' }));
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }));
    queueRecipe();
    await getRecipe(user);
    expect(network.calls[1]?.body).toEqual({ ingredients: FOUR, attempt: 0, servings: 2 });
  });

  it('mark the recipe stale when changed, like a list change, and start the attempts again', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, FOUR);
    queueRecipe();
    await getRecipe(user);
    queueRecipe();
    await getRecipe(user);
    expect(network.calls.map((call) => (call.body as { attempt: number }).attempt)).toEqual([0, 1]);

    await openOptions(user);
    await user.click(screen.getByRole('checkbox', { name: 'Sesame' }));
    expect(
      screen.queryByRole('heading', { name: 'AI Recipe Recommendation:' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Options changed; the recipe was cleared');
    queueRecipe();
    await getRecipe(user);
    expect(network.calls[2]?.body).toMatchObject({ attempt: 0, avoid: ['sesame'] });
  });

  it('cannot be changed while a recipe is being written', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, FOUR);
    await openOptions(user);
    let finish!: () => void;
    network.reply(
      () =>
        new Promise((resolve) => {
          finish = () =>
            resolve(
              sseResponse([
                ['delta', { text: RECIPE }],
                ['done', { provider: 'chat', model: 'm' }],
              ]),
            );
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Vegan' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Servings' })).toBeDisabled();
    finish();
    await screen.findByRole('heading', { name: 'Butter Pasta' });
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeEnabled();
  });
});

describe('what the server read in the recipe', () => {
  it('shows warnings above the recipe as an alert, and only known constraints', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, FOUR);
    queueRecipe({
      warnings: [
        { avoid: 'milk', ingredient: '50 g butter' },
        { avoid: 'gluten', ingredient: '1 tbsp soy sauce' },
        { avoid: 'not-a-thing', ingredient: 'ignored' },
        { avoid: 'vegan', ingredient: 42 },
      ],
    });
    await getRecipe(user);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      /^Check before cooking: 50 g butter \(Milk\); 1 tbsp soy sauce \(Gluten\)$/,
    );
    const output = screen.getByRole('region', { name: 'AI Recipe Recommendation:' });
    // Above the recipe: it comes first in the document.
    expect(alert.compareDocumentPosition(output) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    queueRecipe();
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await screen.findByRole('heading', { name: 'Butter Pasta' });
    expect(screen.queryByText(/Check before cooking/)).not.toBeInTheDocument();
  });

  it("lists what you'll need and copies it, one item a line", async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, FOUR);
    queueRecipe({ missing: ['Butter', 'Parmesan'] });
    await getRecipe(user);
    const needs = screen.getByRole('region', { name: "What you'll need" });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Butter', 'Parmesan']);
    const output = screen.getByRole('region', { name: 'AI Recipe Recommendation:' });
    expect(output.compareDocumentPosition(needs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(needs).getByRole('button', { name: 'Copy shopping list' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('Butter\nParmesan');
    expect(screen.getByRole('status')).toHaveTextContent('Shopping list copied');
  });

  it("shows no What you'll need when nothing is missing", async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, FOUR);
    queueRecipe();
    await getRecipe(user);
    expect(screen.queryByRole('heading', { name: "What you'll need" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy recipe' })).toBeInTheDocument();
  });
});

describe('copy, print and share', () => {
  it('copies the markdown, prints, and copies a link that rebuilds the list and options', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<App />);
    await addAll(user, FOUR);
    await openOptions(user);
    await user.click(screen.getByRole('radio', { name: 'Pescatarian' }));
    await user.click(screen.getByRole('checkbox', { name: 'Peanuts' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Servings' }), '6');
    queueRecipe();
    await getRecipe(user);

    await user.click(screen.getByRole('button', { name: 'Copy recipe' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(RECIPE);
    expect(screen.getByRole('status')).toHaveTextContent('Recipe copied');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    const link = new URL(await navigator.clipboard.readText());
    expect(link.origin + link.pathname).toBe(`${window.location.origin}/`);
    expect(readShareLink(link.search)).toEqual({
      ingredients: FOUR,
      options: { diet: 'pescatarian', avoid: ['peanuts'], servings: 6 },
      problems: [],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('says so when the browser does not allow copying', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, FOUR);
    queueRecipe();
    await getRecipe(user);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy recipe' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Could not copy: the browser did not allow it.',
      ),
    );
  });
});

describe('opening a shared link', () => {
  it('rebuilds the list and options, names what it could not use, asks for nothing, and clears the address', async () => {
    window.history.replaceState(
      null,
      '',
      '/?i=tomato&i=ab&i=Tomato&i=basil&i=garlic&i=pasta&diet=vegan&avoid=milk&avoid=nuts&servings=2',
    );
    render(<App />);
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('Not everything in the shared link could be used:');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '"ab": Please input a valid ingredient!',
      'The allergen "nuts" is not one we know, so it was ignored.',
    ]);
    const list = screen.getByRole('region', { name: 'Ingredients on hand:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tomato×', 'Basil×', 'Garlic×', 'Pasta×']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Shared list loaded; you can get a recipe now',
    );
    // Options in force are shown open.
    expect(await screen.findByRole('radio', { name: 'Vegan' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Servings' })).toHaveValue('2');
    expect(window.location.search).toBe('');
    expect(network.calls).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'AI Recipe Recommendation:' })).toBeNull();
  });

  it('keeps the problems on screen until the visitor changes something', async () => {
    window.history.replaceState(null, '', '/?i=ab&i=Lemon');
    const user = userEvent.setup();
    render(<App />);
    await screen.findByRole('alert');
    expect(screen.getByText('Diet, allergies and servings').closest('details')).not.toHaveAttribute(
      'open',
    );
    await addAll(user, ['Rice']);
    expect(screen.queryByText(/Not everything in the shared link/)).not.toBeInTheDocument();
  });
});
