import { PIPELINE_TYPES, type ModelData, type WidgetExample } from '@huggingface/tasks';
import { z } from 'zod';
import type { TaskId } from './task-catalogue';

// Hub repo ids: an optional namespace and a name, each of letters, digits, "-", "_" and ".",
// not starting or ending with "-" or ".", without "--" or "..", at most 96 characters. Generators
// paste the id into Python string literals unescaped, so anything looser could break out of them.
// Zod compiles object parsers with `new Function` unless told not to; the app's Content Security
// Policy forbids eval, and even zod's feature probe would be reported as a violation.
z.config({ jitless: true });

const REPO_PART = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
const MAX_ID_LENGTH = 96;

/** Why a model id is not a hub repo id, or undefined when it is one. */
export function modelIdProblem(id: string): string | undefined {
  if (id.trim() === '') return 'Enter a model id, such as "openai-community/gpt2".';
  if (id.length > MAX_ID_LENGTH) return `A model id has at most ${MAX_ID_LENGTH} characters.`;
  const parts = id.split('/');
  if (parts.length > 2) return 'A model id has at most one "/", between owner and name.';
  const valid = parts.every(
    (part) => REPO_PART.test(part) && !part.includes('--') && !part.includes('..'),
  );
  if (!valid) {
    return 'A model id looks like "owner/name": letters, digits, "-", "_" and "." only, starting and ending with a letter or digit.';
  }
  return undefined;
}

const modelId = z.string().superRefine((id, ctx) => {
  const problem = modelIdProblem(id);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const tag = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty.')
  .max(100, 'A tag has at most 100 characters.')
  .regex(/^[^\s"'\\]+$/, 'A tag cannot contain spaces, quotes or backslashes.');

const pipelineTag = z.enum(PIPELINE_TYPES as [TaskId, ...TaskId[]], {
  error: (issue) => `Unknown pipeline tag "${String(issue.input)}".`,
});

const chatTemplate = z.union([
  z.string(),
  z.array(z.object({ name: z.string(), template: z.string() })),
]);

const widgetExample = z.union([
  z.object({
    /** The sentence compared with the others (sentence similarity). */
    source_sentence: z.string(),
    /** The sentences compared with the source sentence. */
    sentences: z.array(z.string()),
  }),
  z.object({
    /** A text input, or the prompt of a text-to-image model. */
    text: z.string(),
  }),
]);

/**
 * The model record read by the snippet generators (docs/rules.md). Unknown keys are dropped.
 */
export const modelRecordSchema = z.object({
  /** Hub repo id, e.g. "google-bert/bert-base-uncased". */
  id: modelId,
  /** The model's tags (library, task, and flags such as "flux", "lora", "skops", "conversational"). */
  tags: z.array(tag).max(100, 'A model has at most 100 tags.').default([]),
  /** The model's task; drives the sample input and several generators. */
  pipeline_tag: pipelineTag.optional(),
  /** The tokenizer's mask token, for fill-mask sample inputs. */
  mask_token: z.string().max(100).optional(),
  /** Parts of the model's config.json the generators read. */
  config: z
    .object({
      adapter_transformers: z.object({ model_name: z.string().optional() }).optional(),
      keras_hub: z.object({ tasks: z.array(z.string()).optional() }).optional(),
      architectures: z.array(z.string()).optional(),
      tokenizer_config: z.object({ chat_template: chatTemplate.optional() }).optional(),
      sklearn: z
        .object({
          model: z.object({ file: z.string().optional() }).optional(),
          model_format: z.string().optional(),
        })
        .optional(),
      speechbrain: z.object({ speechbrain_interface: z.string().optional() }).optional(),
    })
    .optional(),
  /** Model card metadata the generators read. */
  cardData: z
    .object({
      base_model: z.union([z.string(), z.array(z.string())]).optional(),
      instance_prompt: z.string().nullable().optional(),
    })
    .optional(),
  /** Widget examples (text prompts, sentence-similarity inputs). */
  widgetData: z.array(widgetExample).optional(),
  /** What transformers loads the model with; without it the transformers generator gives up. */
  transformersInfo: z
    .object({
      /** Auto class, e.g. "AutoModelForCausalLM". */
      auto_model: z.string(),
      /** Processor class, e.g. "AutoTokenizer". */
      processor: z.string().optional(),
    })
    .optional(),
});

/** A validated model record (see {@link modelRecordSchema}). */
export type ModelRecord = z.output<typeof modelRecordSchema>;
/** What a caller may pass in before validation (tags may be left out). */
export type ModelRecordInput = z.input<typeof modelRecordSchema>;

/** One thing wrong with a model record: where (e.g. "config.sklearn.model.file") and what. */
export interface ModelRecordIssue {
  /** Dotted path of the field, or "" for the record itself. */
  path: string;
  /** A sentence a visitor can act on. */
  message: string;
}

/** Thrown when a model record does not validate; `message` lists every issue. */
export class ModelRecordError extends Error {
  override readonly name = 'ModelRecordError';
  /** Every problem found, in field order. */
  readonly issues: ModelRecordIssue[];

  constructor(issues: ModelRecordIssue[]) {
    super(
      `Invalid model record: ${issues
        .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
        .join('; ')}`,
    );
    this.issues = issues;
  }
}

/** The result of {@link safeParseModelRecord}. */
export type ModelRecordResult =
  { ok: true; record: ModelRecord } | { ok: false; error: ModelRecordError };

/** Validates an untrusted model record without throwing. */
export function safeParseModelRecord(input: unknown): ModelRecordResult {
  const result = modelRecordSchema.safeParse(input);
  if (result.success) return { ok: true, record: result.data };
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message:
      issue.code === 'invalid_type' && issue.input === undefined
        ? 'This field is required.'
        : issue.message,
  }));
  return { ok: false, error: new ModelRecordError(issues) };
}

/** Validates an untrusted model record, throwing a {@link ModelRecordError} that says what is wrong. */
export function parseModelRecord(input: unknown): ModelRecord {
  const result = safeParseModelRecord(input);
  if (!result.ok) throw result.error;
  return result.record;
}

function toWidgetExample(example: NonNullable<ModelRecord['widgetData']>[number]): WidgetExample {
  return 'text' in example
    ? { text: example.text }
    : { source_sentence: example.source_sentence, sentences: example.sentences };
}

/** The validated record in the shape upstream's generators take. */
export function toModelData(record: ModelRecord): ModelData {
  return {
    id: record.id,
    tags: [...record.tags],
    pipeline_tag: record.pipeline_tag,
    mask_token: record.mask_token,
    // Upstream requires the field but no generator we use reads it.
    inference: '',
    config: record.config,
    cardData: record.cardData,
    widgetData: record.widgetData?.map(toWidgetExample),
    transformersInfo: record.transformersInfo,
  };
}
