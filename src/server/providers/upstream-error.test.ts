import { describe, expect, it } from 'vitest';
import {
  classifyUpstream,
  readUpstreamBody,
  readUpstreamDetail,
  redactForLog,
} from './upstream-error';

describe('reading a provider refusal', () => {
  it('reads every shape of error body', () => {
    expect(readUpstreamBody('{"error":{"message":"m1","type":"t","code":"c1"}}')).toEqual({
      message: 'm1',
      code: 'c1',
    });
    expect(readUpstreamBody('{"error":"out of credits"}')).toEqual({
      message: 'out of credits',
      code: undefined,
    });
    expect(
      readUpstreamBody(
        '{"object":"error","message":"too long","type":"BadRequestError","code":400}',
      ),
    ).toEqual({ message: 'too long', code: 'BadRequestError' });
    expect(readUpstreamBody('{"error":"bad input","error_type":"validation"}')).toEqual({
      message: 'bad input',
      code: 'validation',
    });
    expect(
      readUpstreamBody(
        '<html><title>502 Bad Gateway</title><script>x()</script></html>',
      ).message?.trim(),
    ).toBe('502 Bad Gateway');
    expect(readUpstreamDetail('plain words')).toEqual({ message: 'plain words' });
    expect(readUpstreamBody('')).toEqual({});
  });

  it('keeps keys, tokens and the prompt out of the log, on one short line', () => {
    const key = 'sk-live-abcdefghijklmnop1234';
    const prompt = 'I have Eggs, Milk. Please give me a recipe';
    const line = redactForLog(
      `Incorrect API key provided: sk-live-****1234.\nBearer ${key} for "${prompt}" hf_AbCdEfGhIjKl`,
      [key, prompt],
    );
    expect(line).toBe(
      'Incorrect API key provided: [redacted] Bearer [redacted] for "[redacted]" [redacted]',
    );
    expect(redactForLog('x'.repeat(1000), [])).toHaveLength(300);
    // A token of no known key shape is still caught by the word before it.
    expect(redactForLog('echoed Authorization: Bearer abc.def.ghi', [])).toBe(
      'echoed Authorization: Bearer [redacted]',
    );
  });

  it.each([
    [401, {}, 'key'],
    [403, {}, 'key'],
    [404, { message: 'model "qwen3" not found, try pulling it first' }, 'model'],
    [404, { message: 'Not Found' }, 'model'],
    [
      400,
      { message: "The requested model 'x' is not supported by any provider you have enabled." },
      'model',
    ],
    [400, { message: 'Invalid value for temperature' }, 'bad_request'],
    [400, { message: "This model's maximum context length is 1024 tokens." }, 'context'],
    [402, { message: 'You have exceeded your monthly included credits' }, 'quota'],
    [429, { code: 'insufficient_quota', message: 'You exceeded your current quota' }, 'quota'],
    [
      429,
      {
        code: 'rate_limit_exceeded',
        message:
          'Rate limit reached. Upgrade to Dev Tier at https://console.groq.com/settings/billing',
      },
      'rate_limited',
    ],
    [413, {}, 'context'],
    [500, {}, 'unavailable'],
    [502, { message: '502 Bad Gateway nginx' }, 'unavailable'],
    [undefined, { message: 'the request exceeds the available context size' }, 'context'],
    [
      undefined,
      { message: 'Input validation error: `temperature` must be positive', code: 'validation' },
      'bad_request',
    ],
    [undefined, { message: 'You exceeded your current quota, please check your plan' }, 'quota'],
    [undefined, { message: 'Provider disconnected unexpectedly' }, 'other'],
  ] as const)('classifies %s %j as %s', (status, detail, kind) => {
    expect(classifyUpstream(status, detail)).toBe(kind);
  });
});
