import type { Page } from 'playwright-core';

/** One thing a screen reader would say from a live region or alert, and what was on screen then. */
export interface Announcement {
  text: string;
  /** `alert` (assertive) or `status` (polite). */
  kind: 'alert' | 'status';
  /** Whether the recipe's rendered markdown (its title heading) was on the page at that moment. */
  recipeRendered: boolean;
}

interface RecorderWindow {
  __announcements: Announcement[];
  __rawMarkdown: string[];
}

/**
 * Runs in the page before any of its scripts (page.addInitScript). Models what assistive technology
 * announces: a change inside a live region that was already on the page (the whole region when it
 * is atomic, as role="status" and role="alert" are; otherwise only the added text), and an alert
 * when it is inserted. A live region inserted together with its text is not announced, as screen
 * readers do not announce it either. Also notes any raw markdown shown in the recipe area.
 */
export function recordAnnouncements(): void {
  const w = window as unknown as RecorderWindow;
  w.__announcements = [];
  w.__rawMarkdown = [];
  const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
  const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  // innerText, like a screen reader, keeps a paragraph and a button that follows it apart.
  const textOf = (node: Node) =>
    clean(node instanceof HTMLElement ? node.innerText : node.textContent);
  const isAtomic = (region: Element) =>
    region.getAttribute('aria-atomic') === 'true' ||
    (region.matches('[role="status"], [role="alert"]') &&
      region.getAttribute('aria-atomic') !== 'false');
  const kindOf = (region: Element): Announcement['kind'] =>
    region.getAttribute('role') === 'alert' || region.getAttribute('aria-live') === 'assertive'
      ? 'alert'
      : 'status';
  const say = (region: Element, text: string) => {
    if (text === '' || region.closest('[hidden], [aria-hidden="true"]')) return;
    w.__announcements.push({
      text,
      kind: kindOf(region),
      recipeRendered: document.querySelector('.recipe-output .recipe-markdown h3') !== null,
    });
  };

  const start = () =>
    new MutationObserver((records) => {
      const atomic = new Set<Element>();
      const inserted = new Set<Element>();
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('[role="alert"]')) inserted.add(node);
          for (const alert of node.querySelectorAll('[role="alert"]')) inserted.add(alert);
        }
        const target =
          record.target instanceof Element ? record.target : record.target.parentElement;
        const region = target?.closest(LIVE);
        if (!region || !region.isConnected) continue;
        if (isAtomic(region)) atomic.add(region);
        else if (record.type === 'characterData') say(region, clean(record.target.textContent));
        else for (const node of record.addedNodes) say(region, textOf(node));
      }
      for (const region of new Set([...inserted, ...atomic])) {
        if (region.isConnected) say(region, textOf(region));
      }
      const output = document.querySelector('.recipe-output .recipe-markdown');
      const shown = output?.textContent ?? '';
      if (/(^|\n)\s*#{1,6} |\*\*/.test(shown)) w.__rawMarkdown.push(shown.slice(0, 80));
    }).observe(document, { subtree: true, childList: true, characterData: true });

  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/** Everything announced since the page loaded (or since the last `takeAnnouncements`). */
export async function takeAnnouncements(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => {
    const w = window as unknown as RecorderWindow;
    return w.__announcements.splice(0);
  });
}

/** Raw markdown seen in the recipe area so far (should stay empty). */
export async function rawMarkdownSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as RecorderWindow).__rawMarkdown);
}
