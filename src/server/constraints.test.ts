import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatServer, type FakeChatServer } from '../../test-support/fake-chat-server';
import { createSseParser } from '../shared/sse';
import { loadConfig } from './config';
import { RECIPE_SYSTEM_PROMPT } from './providers/chat-provider';
import { recipeUserMessage } from './providers/user-message';
import { closingBuildApp } from './test-apps';

/** Diets, allergens and servings through the HTTP API, with the fake provider and the built-in chef. */
const buildApp = closingBuildApp();

const KEY = 'sk-test-SECRET-KEY-0123456789';
const LIST = ['Tofu', 'Broccoli', 'Rice', 'Spring onions'];

/** A recipe a chat model might write, with allergens hidden in bought ingredients. */
const HIDDEN = [
  '# Tofu and Broccoli Stir-fry',
  '',
  'Quick and savoury.',
  '',
  '## Ingredients',
  '',
  '- 400 g firm tofu, cubed',
  '- 1 head broccoli, in florets',
  '- 300 g rice',
  '- 4 spring onions, sliced',
  '- 30 g butter',
  '- 3 tbsp soy sauce',
  '- 2 tbsp basil pesto',
  '- Salt and pepper',
  '',
  '## Instructions',
  '',
  '1. Cook the rice. Fry the tofu in the butter, add the broccoli, then the soy sauce and pesto.',
  '',
].join('\n');

let fake: FakeChatServer;
beforeAll(async () => {
  fake = await startFakeChatServer();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
});

function chatApp() {
  return buildApp({
    config: loadConfig({
      CHAT_API_KEY: KEY,
      CHAT_API_BASE_URL: fake.baseUrl,
      CHAT_MODEL: 'test/model-1',
    }),
    staticDir: false,
    logger: false,
  });
}

function builtinApp() {
  return buildApp({ config: loadConfig({}), staticDir: false, logger: false });
}

describe('POST /api/recipe with servings, diet and allergens', () => {
  it.each([
    [{ servings: 0 }, 'servings'],
    [{ servings: 13 }, 'servings'],
    [{ servings: 2.5 }, 'servings'],
    [{ servings: '4' }, 'servings'],
    [{ diet: 'carnivore' }, 'diet'],
    [{ avoid: 'milk' }, 'avoid'],
    [{ avoid: ['milk', 'nuts'] }, 'avoid'],
  ])('answers %j with a 400 naming the field', async (extra, field) => {
    const app = await builtinApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: LIST, ...extra },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('invalid_ingredients');
    expect(error.message).toContain(`"${field}"`);
  });

  it('tells a chat model the constraints in the system message and leaves the user message as it is', async () => {
    const app = await chatApp();
    fake.enqueue({ kind: 'reply', content: HIDDEN });
    const res = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: LIST, servings: 2, diet: 'vegan', avoid: ['gluten', 'tree-nuts'] },
    });
    expect(res.statusCode).toBe(200);
    const messages = fake.requests[0]?.body.messages ?? [];
    expect(messages).toHaveLength(2);
    const [system, user] = messages;
    expect(system?.content.startsWith(RECIPE_SYSTEM_PROMPT)).toBe(true);
    expect(system?.content).toContain('serve 2');
    expect(system?.content).toContain('"Serves 2"');
    expect(system?.content).toContain('The recipe must be vegan');
    expect(system?.content).toContain('must avoid: gluten, tree nuts');
    expect(user?.content).toBe(recipeUserMessage(LIST));
  });

  it('sends the standing system message alone when the visitor set nothing', async () => {
    const app = await chatApp();
    fake.enqueue({ kind: 'reply', content: HIDDEN });
    await app.inject({ method: 'POST', url: '/api/recipe', payload: { ingredients: LIST } });
    expect(fake.requests[0]?.body.messages?.[0]?.content).toBe(RECIPE_SYSTEM_PROMPT);
  });

  it('reads hidden allergens and what is missing in a chat recipe (JSON)', async () => {
    const app = await chatApp();
    fake.enqueue({ kind: 'reply', content: HIDDEN });
    const res = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: LIST, avoid: ['milk', 'gluten', 'tree-nuts'] },
    });
    const body = res.json() as {
      missing: string[];
      warnings: { avoid: string; ingredient: string }[];
    };
    expect(body.warnings).toEqual([
      { avoid: 'milk', ingredient: '30 g butter' },
      { avoid: 'gluten', ingredient: '3 tbsp soy sauce' },
      { avoid: 'milk', ingredient: '2 tbsp basil pesto' },
      { avoid: 'tree-nuts', ingredient: '2 tbsp basil pesto' },
    ]);
    // tofu, broccoli, rice and spring onions were listed; salt, pepper and butter are in every kitchen
    expect(body.missing).toEqual(['soy sauce', 'pesto']);
  });

  it('reports a diet broken by a hidden animal product, in the done event of a stream', async () => {
    const app = await chatApp();
    const recipe = HIDDEN.replace('- 2 tbsp basil pesto', '- 1 tbsp fish sauce');
    fake.enqueue({ kind: 'reply', content: recipe, chunks: 5 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      headers: { accept: 'text/event-stream' },
      payload: { ingredients: LIST, diet: 'vegetarian' },
    });
    const done = createSseParser()(res.body).find((m) => m.event === 'done');
    expect(JSON.parse(done?.data ?? '{}')).toMatchObject({
      provider: 'chat',
      warnings: [{ avoid: 'vegetarian', ingredient: '1 tbsp fish sauce' }],
      missing: ['soy sauce', 'fish sauce'],
    });
  });

  it('has the built-in chef keep to them: no warnings, the visitor’s ruled-out item left out, Serves N', async () => {
    const app = await builtinApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: {
        ingredients: ['Chicken thighs', 'Butter', 'Rice', 'Peas', 'Onion'],
        servings: 3,
        avoid: ['milk'],
      },
    });
    const body = res.json() as { recipe: string; warnings: unknown[]; missing: string[] };
    expect(res.statusCode).toBe(200);
    expect(body.warnings).toEqual([]);
    expect(body.recipe).toContain('*Serves 3 ·');
    expect(body.recipe).toContain('Left out, as you asked: Butter (milk).');
    expect(body.recipe).not.toMatch(/^- .*\bbutter\b/im);
  });
});
