import { z } from 'zod';

/**
 * Configuration comes from the environment once, here, validated at start-up (.env.example lists the
 * variables). Nothing else in the server reads `process.env`.
 */
const positiveInt = (name: string, fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a whole number from 1 to ${max}, got "${value}"`,
        });
        return z.NEVER;
      }
      return parsed;
    });

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const envSchema = z.object({
  PORT: positiveInt('PORT', 3000, 65535),
  HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  RECIPE_PROVIDER: optionalText.pipe(
    z
      .enum(['auto', 'chat', 'builtin'], {
        error: (issue) =>
          `RECIPE_PROVIDER must be "auto", "chat" or "builtin", got "${String(issue.input)}"`,
      })
      .default('auto'),
  ),
  CHAT_API_BASE_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: (issue) => `CHAT_API_BASE_URL must be an http(s) URL, got "${String(issue.input)}"`,
      })
      .default('https://router.huggingface.co/v1'),
  ),
  CHAT_API_KEY: optionalText,
  CHAT_MODEL: optionalText.transform((value) => value ?? 'meta-llama/Llama-3.1-8B-Instruct'),
  CHAT_TIMEOUT_MS: positiveInt('CHAT_TIMEOUT_MS', 60_000, 600_000),
  RATE_LIMIT_PER_MINUTE: positiveInt('RATE_LIMIT_PER_MINUTE', 10, 1_000_000),
  LOG_LEVEL: optionalText.pipe(
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: (issue) =>
          `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${String(issue.input)}"`,
      })
      .default('info'),
  ),
});

export interface AppConfig {
  port: number;
  host: string;
  /** The provider actually used, after `auto` is resolved. */
  provider: 'chat' | 'builtin';
  chat: {
    baseUrl: string;
    /** Never logged, never sent to a browser. */
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
  };
  rateLimitPerMinute: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const provider =
    values.RECIPE_PROVIDER === 'auto'
      ? values.CHAT_API_KEY
        ? 'chat'
        : 'builtin'
      : values.RECIPE_PROVIDER;
  if (provider === 'chat' && !values.CHAT_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  - RECIPE_PROVIDER=chat needs CHAT_API_KEY (or use RECIPE_PROVIDER=builtin)',
    );
  }
  return {
    port: values.PORT,
    host: values.HOST,
    provider,
    chat: {
      baseUrl: values.CHAT_API_BASE_URL.replace(/\/+$/, ''),
      apiKey: values.CHAT_API_KEY,
      model: values.CHAT_MODEL,
      timeoutMs: values.CHAT_TIMEOUT_MS,
    },
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    logLevel: values.LOG_LEVEL,
  };
}

/** For the entry points: the configuration, or a clear message and exit code 1. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
