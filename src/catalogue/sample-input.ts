import { getModelInputSnippet } from '@huggingface/tasks';
import { parseModelRecord, toModelData } from './model-record';
import type { TaskId } from './task-catalogue';

/** The text upstream gives for a task without a sample input. */
export const NO_SAMPLE_INPUT = 'No input example has been defined for this model task.';

/** A chat message of a conversational sample input. */
export interface SampleMessage {
  /** "user", "assistant" or "system". */
  role: string;
  /** Plain text, or parts (text and image URLs) for multimodal chat. */
  content: unknown;
}

/** The sample input a model's inference code would send. */
export interface SampleInput {
  /** The input as text: a Python literal for most tasks, JSON for chat messages. */
  text: string;
  /** For chat tasks (text generation, image-text-to-text), the messages themselves. */
  messages: SampleMessage[] | undefined;
  /** True when upstream has no sample input for the task. */
  isFallback: boolean;
}

/**
 * The sample input text for a model (upstream's `getModelInputSnippet`). The record is validated
 * first; a record without a known task gets the "No input example ..." fallback.
 */
export function getSampleInput(record: unknown): SampleInput {
  const model = toModelData(parseModelRecord(record));
  const input = getModelInputSnippet(model);
  if (typeof input === 'string') {
    return { text: input, messages: undefined, isFallback: input === NO_SAMPLE_INPUT };
  }
  const messages = input.map((message) => ({ role: message.role, content: message.content }));
  return { text: JSON.stringify(messages, null, 2), messages, isFallback: false };
}

/**
 * The sample input for a task, as for a model of that task. Fill-mask inputs need the
 * tokenizer's mask token, which a task does not have: `[MASK]` (BERT's) stands in.
 */
export function getTaskSampleInput(task: TaskId, maskToken = '[MASK]'): SampleInput {
  return getSampleInput({ id: 'task-sample', pipeline_tag: task, mask_token: maskToken });
}
