import { describe, expect, it } from 'vitest';
import { ReasoningFilter } from './reasoning-filter';

/** Feeds `pieces` through a filter and returns what the visitor would see, and what it said. */
function run(pieces: readonly string[], cutShort = false) {
  const filter = new ReasoningFilter();
  let shown = '';
  const released: string[] = [];
  let thinking = false;
  for (const piece of pieces) {
    const out = filter.push(piece);
    released.push(out);
    shown += out;
    thinking ||= filter.thinking;
  }
  shown += filter.end({ cutShort });
  return { shown, released, thinking, sawReasoning: filter.sawReasoning };
}

/** Every way of cutting `text` in two. */
function everySplit(text: string): string[][] {
  return Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]);
}

const ANSWER = '# Omelette\n\nWhisk the eggs.\n';

describe('ReasoningFilter', () => {
  it('passes an answer without thinking through unchanged, as it arrives', () => {
    const { shown, released, thinking } = run(['# Omelette\n\n', 'Whisk ', 'the eggs.\n']);
    expect(shown).toBe(ANSWER);
    expect(released).toEqual(['# Omelette\n\n', 'Whisk ', 'the eggs.\n']);
    expect(thinking).toBe(false);
  });

  it.each(['think', 'thinking', 'reasoning'])(
    'removes a <%s> block wherever the chunks split it',
    (tag) => {
      const text = `<${tag}>\nThe user has eggs. Omelette.\n</${tag}>\n\n${ANSWER}`;
      for (const split of everySplit(text)) {
        const { shown, sawReasoning } = run(split);
        expect(shown, JSON.stringify(split)).toBe(ANSWER);
        expect(sawReasoning).toBe(true);
      }
      expect(run([...text]).shown).toBe(ANSWER);
    },
  );

  it('says the model is thinking while a block is open, and not once the answer is written', () => {
    const filter = new ReasoningFilter();
    expect(filter.push('<think>Okay')).toBe('');
    expect(filter.thinking).toBe(true);
    expect(filter.push(', eggs.</think>\n# Omelette')).toBe('# Omelette');
    expect(filter.thinking).toBe(false);
  });

  it('drops a leading block that has only its closing tag (the template opened it)', () => {
    const text = `Okay, the user has eggs.\nLet me think.\n</think>\n\n${ANSWER}`;
    for (const split of everySplit(text)) {
      expect(run(split).shown, JSON.stringify(split)).toBe(ANSWER);
    }
    expect(run([...text]).shown).toBe(ANSWER);
  });

  it('holds back only what may be a tag once the answer is under way', () => {
    const { released, shown } = run(['# Omelette\n\nWhisk <', 'b>the eggs</b> <th', 'ree eggs']);
    expect(released).toEqual(['# Omelette\n\nWhisk ', '<b>the eggs</b> ', '<three eggs']);
    expect(shown).toBe('# Omelette\n\nWhisk <b>the eggs</b> <three eggs');
  });

  it('removes a block in the middle of an answer, and a stray closing tag', () => {
    expect(run(['# Soup\n\n<think>hmm</think>Boil it.</think>\n']).shown).toBe(
      '# Soup\n\nBoil it.\n',
    );
  });

  it('matches tags in any case', () => {
    expect(run(['<THINK>x</Think>', ANSWER]).shown).toBe(ANSWER);
  });

  it('drops an unclosed block at the end: thinking that never finished', () => {
    const { shown, sawReasoning } = run(['<think>Okay, eggs...', ' still thinking'], true);
    expect(shown).toBe('');
    expect(sawReasoning).toBe(true);
  });

  it('releases prose that opens an answer once the answer ends without a closing tag', () => {
    const { released, shown, thinking } = run(['Here is a recipe:\n\n', ANSWER]);
    expect(released.join('')).toBe('');
    expect(thinking).toBe(true);
    expect(shown).toBe(`Here is a recipe:\n\n${ANSWER}`);
  });

  it('treats prose cut off by the token limit with no heading as unfinished thinking', () => {
    expect(run(['Okay, so the user wants a recipe. Let me think'], true)).toMatchObject({
      shown: '',
      sawReasoning: true,
    });
    // An answer that was under way keeps what it wrote.
    expect(run(['Here you go:\n\n# Omelette\n\nWhisk'], true).shown).toBe(
      'Here you go:\n\n# Omelette\n\nWhisk',
    );
  });

  it('keeps a lone "<" that turns out not to be a tag', () => {
    expect(run(['# Dip\n\nUse <', '3 tbsp']).shown).toBe('# Dip\n\nUse <3 tbsp');
    expect(run(['# Dip\n\nUse <']).shown).toBe('# Dip\n\nUse <');
  });
});
