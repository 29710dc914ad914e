import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults, and picks the built-in chef without a key', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      provider: 'builtin',
      chat: {
        baseUrl: 'https://router.huggingface.co/v1',
        apiKey: undefined,
        model: 'meta-llama/Llama-3.1-8B-Instruct',
        timeoutMs: 60_000,
      },
      rateLimitPerMinute: 10,
      trustProxy: false,
      redisUrl: undefined,
      logLevel: 'info',
    });
  });

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, ::1 ,fd00::/8', ['10.0.0.0/8', '::1', 'fd00::/8']],
    ['loopback,192.168.0.0/255.255.0.0', ['loopback', '192.168.0.0/255.255.0.0']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '0', '101', '10.0.0.0/33', '10.0.0', '127.0.0.1,', 'proxy.example.com'])(
    'refuses TRUST_PROXY=%j with a message saying what it takes',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        new ConfigError(
          `Invalid configuration:\n  - TRUST_PROXY must be "false", "true", a hop count from 1 to 100, or comma-separated proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8), got "${value}"`,
        ),
      );
    },
  );

  it('takes a redis:// URL, and never repeats a bad one (it may hold a password)', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe(
      'redis://127.0.0.1:6379/0',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://user:hunter2@cache:6379' })).toThrow(
      new ConfigError(
        'Invalid configuration:\n  - REDIS_URL must be a redis:// or rediss:// URL (redis://host:6379)',
      ),
    );
  });

  it('picks the chat provider when a key is set, and trims a trailing slash from the base URL', () => {
    const config = loadConfig({
      CHAT_API_KEY: 'k',
      CHAT_API_BASE_URL: 'http://127.0.0.1:11434/v1/',
    });
    expect(config.provider).toBe('chat');
    expect(config.chat.baseUrl).toBe('http://127.0.0.1:11434/v1');
  });

  it('lets RECIPE_PROVIDER=builtin win over a key', () => {
    expect(loadConfig({ CHAT_API_KEY: 'k', RECIPE_PROVIDER: 'builtin' }).provider).toBe('builtin');
  });

  it('names every bad variable in one clear message', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        RECIPE_PROVIDER: 'gpt',
        CHAT_API_BASE_URL: 'ftp://example.com',
        CHAT_TIMEOUT_MS: '0',
        RATE_LIMIT_PER_MINUTE: '-5',
        LOG_LEVEL: 'loud',
      }),
    ).toThrow(
      new ConfigError(
        [
          'Invalid configuration:',
          '  - PORT must be a whole number from 1 to 65535, got "eighty"',
          '  - RECIPE_PROVIDER must be "auto", "chat" or "builtin", got "gpt"',
          '  - CHAT_API_BASE_URL must be an http(s) URL, got "ftp://example.com"',
          '  - CHAT_TIMEOUT_MS must be a whole number from 1 to 600000, got "0"',
          '  - RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000, got "-5"',
          '  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
        ].join('\n'),
      ),
    );
  });

  it('refuses RECIPE_PROVIDER=chat without a key', () => {
    expect(() => loadConfig({ RECIPE_PROVIDER: 'chat' })).toThrow(/needs CHAT_API_KEY/);
  });

  it('never puts the key in its error messages', () => {
    let message = '';
    try {
      loadConfig({ CHAT_API_KEY: 'sk-secret-123', PORT: 'x' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain('PORT must be');
    expect(message).not.toContain('sk-secret-123');
  });
});
