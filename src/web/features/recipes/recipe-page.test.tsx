import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app';
import { controlledStream, jsonResponse, mockFetch, sseResponse } from '../../test/fetch-mock';

let network: ReturnType<typeof mockFetch>;
beforeEach(() => {
  network = mockFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('textbox', { name: 'Add Ingredient' });
const addButton = () =>
  screen.getByRole('button', { name: /^(Add ingredient|Please Wait\.\.\.)$/ });

async function addAll(user: ReturnType<typeof userEvent.setup>, items: string[]) {
  for (const item of items) {
    await user.type(input(), item);
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
  }
}

const LOADING = 'Loading AI Recommended Recipe...';

const RECIPE =
  '# Tomato Basil Pasta\n\nA quick pasta.\n\n## Ingredients\n\n- 200 g pasta\n\n## Instructions\n\n1. Boil.\n';

describe('the recipe page', () => {
  it('starts with the form and the chef illustration', () => {
    render(<App />);
    expect(input()).toHaveAttribute('placeholder', 'e.g. oregano');
    expect(addButton()).toHaveTextContent('Add ingredient');
    expect(screen.getByRole('img', { name: /chef/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ready for a recipe?' })).not.toBeInTheDocument();
  });

  it('adds normalised ingredients, clears the input and keeps focus in it', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(input(), '  oREGANO  {Enter}');
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Ingredients on hand:' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Oregano');
    expect(screen.queryByRole('img', { name: /chef/i })).not.toBeInTheDocument();
  });

  it('rejects short and duplicate ingredients with an inline alert, adding nothing', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(input(), ' ab {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please input a valid ingredient!');
    expect(input()).toHaveValue(' ab ');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();

    await user.clear(input());
    await user.type(input(), 'Basil{Enter}');
    await user.type(input(), 'BASIL{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Ingredient already exists!');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await user.type(input(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts down to four ingredients, then offers a recipe', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil']);
    expect(screen.getByRole('heading', { name: 'Ready for a recipe?' })).toBeInTheDocument();
    expect(screen.getByText('Add 3 more ingredients to proceed...')).toBeInTheDocument();
    await addAll(user, ['Garlic', 'Tomato']);
    expect(screen.getByText('Add 1 more ingredient to proceed...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get a Recipe' })).not.toBeInTheDocument();
    await addAll(user, ['Pasta']);
    expect(
      screen.getByText('Generate a recipe from your list of ingredients.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a Recipe' })).toBeEnabled();
  });

  it('removes an ingredient with its labelled × button', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic']);
    const remove = screen.getByRole('button', { name: 'Remove Basil' });
    expect(remove).toHaveTextContent('×');
    await user.click(remove);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Add 3 more ingredients to proceed...')).toBeInTheDocument();
  });

  it('keeps keyboard focus in the list when removing, and returns it to the input at the end', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato']);
    screen.getByRole('button', { name: 'Remove Garlic' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Tomato' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Basil' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
  });

  it('streams a recipe in, disabling the buttons until it is done', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    const stream = controlledStream();
    network.reply(() => stream.response);
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));

    expect(await screen.findByText(LOADING, { selector: 'p.loading' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    // Both read "Please Wait..." but have names of their own, and stay focusable (aria-disabled).
    const waits = screen.getAllByRole('button', { name: /^Please Wait\.\.\./ });
    expect(waits.map((button) => button.textContent)).toEqual([
      'Please Wait... to add more ingredients',
      'Please Wait... for your recipe',
    ]);
    for (const button of waits) expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Please Wait... for your recipe' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove Basil' })).toBeDisabled();
    expect(network.calls[0]).toEqual({
      url: '/api/recipe',
      body: { ingredients: ['Basil', 'Garlic', 'Tomato', 'Pasta'], attempt: 0 },
    });

    stream.push('delta', { text: '# Tomato Basil' });
    expect(
      await screen.findByRole('heading', { name: 'AI Recipe Recommendation:' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(LOADING, { selector: 'p.loading' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    // Never the raw markdown, even before the renderer has loaded.
    expect(screen.queryByText(/# Tomato Basil/)).not.toBeInTheDocument();
    stream.push('delta', { text: ' Pasta\n\n## Ingredients\n\n- 200 g pasta\n' });
    stream.push('done', { provider: 'builtin', model: 'builtin-chef-1' });
    stream.close();

    expect(await screen.findByRole('heading', { name: 'Want a new recipe?' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your recipe is ready: Tomato Basil Pasta.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'AI Recipe Recommendation:' })).toHaveFocus();
    const output = screen.getByRole('region', { name: 'AI Recipe Recommendation:' });
    expect(
      await within(output).findByRole('heading', { name: 'Tomato Basil Pasta' }),
    ).toBeInTheDocument();
    expect(within(output).getByRole('listitem')).toHaveTextContent('200 g pasta');
    expect(screen.getByRole('button', { name: 'Get a Recipe' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove Basil' })).toBeEnabled();
  });

  it('hides the recipe when the list changes, and the heading resets on removal', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta', 'Olive oil']);
    network.reply(() =>
      sseResponse([
        ['delta', { text: RECIPE }],
        ['done', { provider: 'builtin', model: 'm' }],
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    await screen.findByRole('heading', { name: 'Want a new recipe?' });

    await addAll(user, ['Lemon']);
    expect(
      screen.queryByRole('heading', { name: 'AI Recipe Recommendation:' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Want a new recipe?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Lemon' }));
    expect(screen.getByRole('heading', { name: 'Ready for a recipe?' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'AI Recipe Recommendation:' }),
    ).not.toBeInTheDocument();
  });

  it('asks for a different recipe on the next request for the same list', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    for (let i = 0; i < 2; i++) {
      network.reply(() =>
        sseResponse([
          ['delta', { text: RECIPE }],
          ['done', { provider: 'builtin', model: 'm' }],
        ]),
      );
      await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
      await screen.findByRole('button', { name: 'Get a Recipe' });
    }
    expect(network.calls.map((call) => (call.body as { attempt: number }).attempt)).toEqual([0, 1]);
  });

  it('shows a server error with Try again, keeps the list, and recovers', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    network.reply(() =>
      jsonResponse(502, {
        error: {
          code: 'provider_unavailable',
          message: 'The recipe service is unavailable right now. Please try again in a moment.',
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The recipe service is unavailable right now.');
    expect(screen.queryByText('Loading AI Recommended Recipe...')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Get a Recipe' })).toBeEnabled();

    network.reply(() =>
      sseResponse([
        ['delta', { text: RECIPE }],
        ['done', { provider: 'chat', model: 'm' }],
      ]),
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Tomato Basil Pasta' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats an empty reply as a failure, not an endless wait', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    network.reply(() => sseResponse([['done', { provider: 'chat', model: 'm' }]]));
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('empty recipe');
    expect(screen.queryByText('Loading AI Recommended Recipe...')).not.toBeInTheDocument();
  });

  it('keeps text that arrived before a cut-off, marked incomplete', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    network.reply(() => sseResponse([['delta', { text: '# Half a recipe\n\n1. Boil water' }]]));
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cut off');
    expect(screen.getByRole('heading', { name: 'Half a recipe' })).toBeInTheDocument();
    expect(screen.getByText(/this recipe was cut off/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    network.reply(() => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the recipe server');
  });

  it('passes on a rate-limit message from the server', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    network.reply(() =>
      jsonResponse(429, {
        error: {
          code: 'rate_limited',
          message: 'Too many recipe requests. Please try again in 42 seconds.',
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 42 seconds.');
  });

  it('renders markdown safely: no raw HTML, unsafe links blanked, safe links open in a new tab', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    const nasty =
      '# Safe\n\n<script>window.__x = 1</script><img src=x onerror="window.__x=1">\n\n[bad](javascript:alert(1)) [good](https://example.com/recipe) ![pic](data:image/png;base64,AAAA)';
    network.reply(() =>
      sseResponse([
        ['delta', { text: nasty }],
        ['done', { provider: 'chat', model: 'm' }],
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    const output = await screen.findByRole('region', { name: 'AI Recipe Recommendation:' });
    await waitFor(() =>
      expect(within(output).getByRole('heading', { name: 'Safe' })).toBeInTheDocument(),
    );
    expect(output.querySelector('script')).toBeNull();
    expect(output.querySelector('[onerror]')).toBeNull();
    expect(within(output).getByText('bad').closest('a')).toBeNull();
    const good = within(output).getByRole('link', { name: 'good' });
    expect(good).toHaveAttribute('href', 'https://example.com/recipe');
    expect(good).toHaveAttribute('target', '_blank');
    expect(good.getAttribute('rel')).toContain('noopener');
    expect(output.querySelector('img')).toBeNull();
  });
  it('says each change in one status region, composed, and nothing on the list itself', async () => {
    const user = userEvent.setup();
    render(<App />);
    const status = screen.getByRole('status');
    await addAll(user, ['Tomato']);
    expect(status).toHaveTextContent('Tomato added; 3 more needed');
    await addAll(user, ['Basil', 'Garlic', 'Pasta']);
    expect(status).toHaveTextContent('Pasta added; you can get a recipe now');
    await addAll(user, ['Onion']);
    expect(status).toHaveTextContent('Onion added; 5 ingredients');
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-live');

    network.reply(() =>
      sseResponse([
        ['delta', { text: RECIPE }],
        ['done', { provider: 'builtin', model: 'm' }],
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    await waitFor(() => expect(status).toHaveTextContent(/^Your recipe is ready/));
    await user.click(screen.getByRole('button', { name: 'Remove Onion' }));
    expect(status).toHaveTextContent(
      'Onion removed; the recipe was cleared; you can get a recipe now',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Pasta' }));
    expect(status).toHaveTextContent('Pasta removed; 1 more needed');
  });

  it('moves focus from Try again to the waiting button, then to the error panel', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    network.reply(() =>
      jsonResponse(502, { error: { code: 'provider_unavailable', message: 'Down.' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());

    const stream = controlledStream();
    network.reply(() => stream.response);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Please Wait... for your recipe' })).toHaveFocus();
    stream.push('error', { code: 'provider_unavailable', message: 'Still down.' });
    stream.close();
    const again = await screen.findByRole('alert');
    expect(again).toHaveTextContent('Still down.');
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('says a recipe the server cut short is ready but cut short, and marks it', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    network.reply(() =>
      sseResponse([
        ['delta', { text: RECIPE }],
        ['done', { provider: 'chat', model: 'm', truncated: true, stopReason: 'length' }],
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your recipe is ready: Tomato Basil Pasta. It was cut short: the end of the recipe is missing.',
      ),
    );
    expect(screen.getByText(/Cut short:/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('answers Enter during loading, and says a repeated mistake again', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(input(), 'ab{Enter}');
    const first = screen.getByRole('alert');
    expect(first).toHaveTextContent('Please input a valid ingredient!');
    await user.keyboard('{Enter}');
    const second = screen.getByRole('alert');
    expect(second).toHaveTextContent('Please input a valid ingredient!');
    // A new alert element, so assistive technology announces it again.
    expect(second).not.toBe(first);

    await user.clear(input());
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    const stream = controlledStream();
    network.reply(() => stream.response);
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    await user.type(input(), 'Lemon{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please wait for your recipe before adding more ingredients.',
    );
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(input()).toHaveValue('Lemon');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    stream.push('delta', { text: RECIPE });
    stream.push('done', { provider: 'chat', model: 'm' });
    stream.close();
    await screen.findByRole('heading', { name: 'Want a new recipe?' });
  });

  it('labels the input visibly and ties the hint and any message to it', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(screen.getByText('Add Ingredient', { selector: 'label' })).toBeVisible();
    expect(input()).toHaveAccessibleDescription('One at a time, at least 3 characters each.');
    await user.type(input(), 'ab{Enter}');
    expect(input()).toHaveAccessibleDescription(
      'Please input a valid ingredient! One at a time, at least 3 characters each.',
    );
  });

  it('says the chef is thinking until the recipe starts, and never shows the thinking', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    const stream = controlledStream();
    network.reply(() => stream.response);
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    stream.push('thinking', {});
    expect(await screen.findByText('The chef is thinking…')).toBeInTheDocument();
    expect(screen.getAllByText('Loading AI Recommended Recipe...').length).toBeGreaterThan(0);
    stream.push('delta', { text: RECIPE });
    expect(await screen.findByRole('heading', { name: 'Tomato Basil Pasta' })).toBeInTheDocument();
    expect(screen.queryByText('The chef is thinking…')).not.toBeInTheDocument();
    stream.push('done', { provider: 'chat', model: 'm' });
    stream.close();
    await screen.findByRole('heading', { name: 'Want a new recipe?' });
  });

  it.each([
    ['length', 'the recipe service ran out of room before the end.'],
    ['content_filter', "the recipe service's content filter stopped it."],
    ['max_chars', 'it ran longer than we can show.'],
  ])('keeps a recipe cut short (%s), says so and offers Try again', async (stopReason, why) => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Basil', 'Garlic', 'Tomato', 'Pasta']);
    network.reply(() =>
      sseResponse([
        ['delta', { text: '# Tomato Basil Pasta\n\n## Ingredients\n\n- 200 g pasta\n' }],
        ['done', { provider: 'chat', model: 'm', truncated: true, stopReason }],
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    const output = await screen.findByRole('region', { name: 'AI Recipe Recommendation:' });
    expect((await within(output).findByText(/Cut short:/)).closest('p')).toHaveTextContent(
      `Cut short: this recipe is not complete, because ${why}`,
    );
    expect(within(output).getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeInTheDocument();

    network.reply(() =>
      sseResponse([
        ['delta', { text: RECIPE }],
        ['done', { provider: 'chat', model: 'm' }],
      ]),
    );
    await user.click(within(output).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/Cut short:/)).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Tomato Basil Pasta' })).toBeInTheDocument();
    expect(network.calls).toHaveLength(2);
  });

  it('tells the visitor what was left out as not food, in the recipe area', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Bleach', 'Basil', 'Garlic', 'Tomato', 'Pasta']);
    network.reply(() =>
      sseResponse([
        ['omitted', { omitted: [{ ingredient: 'Bleach', reason: 'a cleaning product' }] }],
        ['delta', { text: RECIPE }],
        ['done', { provider: 'chat', model: 'm' }],
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    expect(
      await screen.findByText('Left out because it is not food: Bleach (a cleaning product).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Bleach' }));
    expect(screen.queryByText(/Left out because/)).not.toBeInTheDocument();
  });

  it('offers no Try again when too little food is left to ask for a recipe', async () => {
    const user = userEvent.setup();
    render(<App />);
    await addAll(user, ['Bleach', 'Soap', 'Basil', 'Garlic']);
    const message =
      'Left out because they are not food: Bleach (a cleaning product) and Soap (a cleaning product). That leaves 2 ingredients, and a recipe needs at least 4. Please add more food to your list.';
    network.reply(() => jsonResponse(422, { error: { code: 'inedible_ingredients', message } }));
    await user.click(screen.getByRole('button', { name: 'Get a Recipe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
