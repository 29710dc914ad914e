import { describe, expect, it } from 'vitest';
import { generateSnippets, librariesWithSnippets, type ModelRecordInput } from './index';

// A spread of records: a bare one, a conversational LLM with dots and digits in its name, and a
// Flux LoRA with card data. Ids with "." or a digit after "-" turn an unquoted id into a syntax
// error, which is how upstream's unquoted ids show up as well as through the id check.
const RECORDS: ModelRecordInput[] = [
  { id: 'org/model-name', tags: [] },
  {
    id: 'meta-llama/Llama-3.2-1B-Instruct',
    pipeline_tag: 'text-generation',
    tags: ['conversational'],
    transformersInfo: { auto_model: 'AutoModelForCausalLM', processor: 'AutoTokenizer' },
    config: { tokenizer_config: { chat_template: '{{ messages }}' } },
  },
  {
    id: 'black-forest-labs/FLUX.1-schnell',
    pipeline_tag: 'text-to-image',
    tags: ['flux', 'lora'],
    cardData: { base_model: 'black-forest-labs/FLUX.1-dev', instance_prompt: 'a cat' },
  },
];

interface Failure {
  library: string;
  model: string;
  snippet: number;
  lines: number[];
}

function runGate(): { failures: Failure[]; pythonChecked: number } {
  const failures: Failure[] = [];
  let pythonChecked = 0;
  for (const { key } of librariesWithSnippets()) {
    for (const record of RECORDS) {
      generateSnippets(record, key).forEach((snippet, index) => {
        if (snippet.language === 'python') pythonChecked += 1;
        if (snippet.issues.length === 0) return;
        failures.push({
          library: key,
          model: record.id,
          snippet: index,
          lines: [...new Set(snippet.issues.map((issue) => issue.line))],
        });
      });
    }
  }
  return { failures, pythonChecked };
}

describe('quality gate over every library with generators', () => {
  const { failures, pythonChecked } = runGate();

  it('actually checks Python', () => {
    expect(librariesWithSnippets()).toHaveLength(125);
    expect(pythonChecked).toBeGreaterThan(250);
  });

  // If upstream fixes or breaks a generator, this list changes: update it on purpose.
  it('finds exactly the known broken generators', () => {
    expect([...new Set(failures.map((failure) => failure.library))].sort()).toEqual([
      'cartesia_pytorch',
      'depth-anything-v2',
      'describe-anything',
      'diffusionkit',
      'edsnlp',
      'index-tts',
      'mlx-image',
      'sam-3d-body',
      'sam2',
      'spacy',
    ]);
  });

  it('names the lines', () => {
    const lines = (library: string, model = 'org/model-name', snippet = 0) =>
      failures.find((f) => f.library === library && f.model === model && f.snippet === snippet)
        ?.lines;
    // A stray ")" after the last statement.
    expect(lines('cartesia_pytorch')).toEqual([15]);
    // from_pretrained(org/model-name): the id is not quoted; then "<your_image>" placeholders.
    expect(lines('sam2')).toEqual([5, 8, 9]);
    expect(lines('sam2', 'org/model-name', 1)).toEqual([5, 8, 11]);
    // model_version=org/model-name (line 7 in the SD3 pipeline, 6 in the Flux one).
    expect(lines('diffusionkit')).toEqual([7]);
    expect(lines('diffusionkit', 'black-forest-labs/FLUX.1-schnell')).toEqual([6]);
    expect(lines('describe-anything')).toEqual([5]);
    expect(lines('index-tts')).toEqual([4]);
    expect(lines('mlx-image')).toEqual([3]);
    expect(lines('sam-3d-body')).toEqual([3]);
    // features=<NUMBER_OF_FEATURES> placeholders.
    expect(lines('depth-anything-v2')).toEqual([11]);
    // "import model-name": a hyphenated name is not a Python module name.
    expect(lines('spacy')).toEqual([8]);
    // edsnlp turns "-" into "_" but keeps ".", so only dotted names break.
    expect(lines('edsnlp', 'org/model-name', 1)).toBeUndefined();
    expect(lines('edsnlp', 'meta-llama/Llama-3.2-1B-Instruct', 1)).toEqual([5, 7]);
  });

  it('reports the unquoted id in words a visitor understands', () => {
    const [image] = generateSnippets({ id: 'facebook/sam2-hiera-large' }, 'sam2');
    expect(image?.issues[0]).toMatchObject({
      kind: 'unquoted-model-id',
      line: 5,
      source: 'predictor = SAM2ImagePredictor.from_pretrained(facebook/sam2-hiera-large)',
      message:
        'Line 5 uses the model id facebook/sam2-hiera-large as code, not as a quoted string, so Python cannot load it.',
    });
    const [cartesia] = generateSnippets({ id: 'org/m' }, 'cartesia_pytorch');
    expect(cartesia?.issues).toEqual([
      expect.objectContaining({
        kind: 'syntax',
        line: 15,
        message: 'Line 15 is not valid Python: unexpected ")".',
      }),
    ]);
  });
});
