/** The server's resident memory with the built-in chef, after start-up and after many recipes. */
import { readFileSync } from 'node:fs';
import { startApp } from '../../test-support/harness';
import type { Measurement } from '../lib';

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) * 1024;
}

const RECIPES = 1000;

const chefMemory: Measurement = async (bench) => {
  const recipes = RECIPES;
  console.log(
    `Server memory with the built-in chef, after start-up and after ${recipes} recipes...`,
  );
  const app = await startApp({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000' });
  try {
    const pid = app.process.pid!;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const atStart = rssOf(pid);
    const pool = [
      'Chicken',
      'Garlic',
      'Lemon',
      'Rice',
      'Spinach',
      'Tomato',
      'Basil',
      'Pasta',
      'Eggs',
      'Milk',
      'Flour',
      'Sugar',
      'Butter',
      'Onion',
      'Carrot',
      'Potato',
      'Beef',
      'Tofu',
      'Mushroom',
      'Cheese',
    ];
    for (let i = 0; i < recipes; i++) {
      const ingredients = Array.from(
        { length: 4 + (i % 6) },
        (_, k) => pool[(i * 7 + k * 3) % pool.length]!,
      );
      const res = await fetch(`${app.url}/api/recipe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ingredients:
            [...new Set(ingredients)].length >= 4 ? [...new Set(ingredients)] : pool.slice(0, 4),
          attempt: i % 3,
        }),
      });
      await res.arrayBuffer();
    }
    const after = rssOf(pid);
    bench.raw('memory', { atStart, after, recipes });
    bench.record(
      'Server resident memory (built-in chef)',
      'report',
      `${(atStart / 2 ** 20).toFixed(1)} MB after start-up, ${(after / 2 ** 20).toFixed(1)} MB after ${recipes} recipes`,
      after,
      'VmRSS of the server process from /proc, recipes requested one after another over HTTP',
    );
  } finally {
    await app.stop();
  }
};

export default chefMemory;
