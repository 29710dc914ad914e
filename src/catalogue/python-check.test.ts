import { describe, expect, it } from 'vitest';
import { checkPythonSnippet, detectSnippetLanguage } from './index';

describe('checkPythonSnippet', () => {
  it('accepts valid Python', () => {
    const code =
      'import torch\n\nmodel = load("org/model")  # org/model in a comment\nprint(f"{model} org/model")\n';
    expect(checkPythonSnippet(code, { modelId: 'org/model' })).toEqual([]);
  });

  it('reports each broken line once, with line, column and source', () => {
    const code = 'x = 1\ny = (2\nz = 3 3\n';
    const issues = checkPythonSnippet(code);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((issue) => issue.kind === 'syntax')).toBe(true);
    expect(new Set(issues.map((issue) => issue.line)).size).toBe(issues.length);
    const [first] = checkPythonSnippet('a = 1\nb = a b\n');
    expect(first).toMatchObject({ line: 2, column: 7, source: 'b = a b', kind: 'syntax' });
    expect(first?.message).toBe('Line 2 is not valid Python: unexpected "b".');
  });

  it('says when the code ends too early', () => {
    const [issue] = checkPythonSnippet('model = load(\n');
    expect(issue?.message).toMatch(/^Line \d is not valid Python: the code ends too early\.$/);
  });

  it('flags a model id used as code', () => {
    const issues = checkPythonSnippet('m = load(org/model)\n', { modelId: 'org/model' });
    expect(issues).toEqual([
      expect.objectContaining({ kind: 'unquoted-model-id', line: 1, column: 10 }),
    ]);
  });

  it('reads notebook shell escapes as comments', () => {
    expect(checkPythonSnippet('!pip install x\nimport x\n')).toEqual([]);
  });
});

describe('detectSnippetLanguage', () => {
  it.each([
    ['import torch\nmodel = 1', 'python'],
    ['# comment\nfrom a import b', 'python'],
    ['pipe = pipeline("x")', 'python'],
    ['with open("f") as f:\n    pass', 'python'],
    ['pip install -U diffusers', 'shell'],
    ['# Install\ngit clone https://example.com/r.git\ncd r', 'shell'],
    ['whisperkit-cli transcribe --help', 'shell'],
    ['python -m moshi.server --hf-repo "a/b"', 'shell'],
    ['MEMRA_CHAT=1 run-gen hf:a/b', 'shell'],
    [
      "// npm i @huggingface/transformers\nimport { pipeline } from '@huggingface/transformers';",
      'javascript',
    ],
    ['string name = "x";\nModel m = Load(name);', 'other'],
    ['# ⚠️ Type of model unknown', 'note'],
    ['// ⚠️ Unknown pipeline tag', 'note'],
    ['unknown model type (must be text-to-speech or automatic-speech-recognition)', 'note'],
    ['', 'note'],
  ])('%j is %s', (code, language) => {
    expect(detectSnippetLanguage(code)).toBe(language);
  });
});
