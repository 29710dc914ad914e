import { describe, expect, it } from 'vitest';
import { highlightPython } from './index';

describe('highlightPython', () => {
  const code = 'import torch\n# load it\nmodel = torch.load("m.pt", strict=True)  # 1\n';

  it('gives the source back unchanged', () => {
    expect(
      highlightPython(code)
        .map((span) => span.text)
        .join(''),
    ).toBe(code);
  });

  it('classes keywords, strings, comments and numbers', () => {
    const spans = highlightPython(code);
    const classOf = (text: string) => spans.find((span) => span.text === text)?.className;
    expect(classOf('import')).toContain('tok-keyword');
    expect(classOf('"m.pt"')).toContain('tok-string');
    expect(classOf('# load it')).toContain('tok-comment');
    expect(classOf('True')).toContain('tok-bool');
    expect(spans.some((span) => span.className === '')).toBe(true);
  });
});
