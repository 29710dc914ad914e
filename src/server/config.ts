import { isIP } from 'node:net';
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

/** Named address ranges Fastify's proxy-addr understands, for TRUST_PROXY lists. */
const NAMED_RANGES: ReadonlySet<string> = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY list entry: an address, an address/prefix (CIDR), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // An IPv4 netmask (10.0.0.0/255.0.0.0) is accepted too, as proxy-addr does.
  if (family === 4 && isIP(prefix) === 4) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For to believe, in the forms Fastify's `trustProxy` takes: nobody (`false`,
 * the default: the socket's address is the visitor's), every proxy (`true`), the last n hops, or
 * the proxies at these addresses.
 */
export type TrustProxy = boolean | number | string[];

const trustProxySchema = optionalText.transform((value, ctx): TrustProxy => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 100) return hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
  }
  ctx.addIssue({
    code: 'custom',
    message: `TRUST_PROXY must be "false", "true", a hop count from 1 to 100, or comma-separated proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8), got "${value}"`,
  });
  return z.NEVER;
});

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
  TRUST_PROXY: trustProxySchema,
  // The URL may hold a password, so the message never repeats it.
  REDIS_URL: optionalText.pipe(
    z
      .url({
        protocol: /^rediss?$/,
        error: 'REDIS_URL must be a redis:// or rediss:// URL (redis://host:6379)',
      })
      .optional(),
  ),
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
  /** Fastify's `trustProxy`: decides `request.ip`, which rate limits and logs use. */
  trustProxy: TrustProxy;
  /** Where the shared rate-limit counters live; without it each instance counts on its own. */
  redisUrl: string | undefined;
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
    trustProxy: values.TRUST_PROXY,
    redisUrl: values.REDIS_URL,
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
