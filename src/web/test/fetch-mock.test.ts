import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertNetworkSettled, jsonResponse, mockFetch } from './fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fetch mock', () => {
  it('fails the test after a request nobody queued a reply for, even when the page swallowed it', async () => {
    mockFetch();
    await fetch('/api/recipe').catch(() => 'shown as the offline message');
    expect(() => assertNetworkSettled()).toThrow(
      'unexpected request(s) with no queued reply: /api/recipe',
    );
  });

  it('fails the test that queued a reply nothing asked for', () => {
    mockFetch().reply(() => jsonResponse(200, {}));
    expect(() => assertNetworkSettled()).toThrow('1 queued reply(ies) never requested');
  });

  it('passes when every request had its reply', async () => {
    const network = mockFetch();
    network.reply(() => jsonResponse(200, { ok: true }));
    expect(await (await fetch('/api/health')).json()).toEqual({ ok: true });
    expect(() => assertNetworkSettled()).not.toThrow();
  });
});
