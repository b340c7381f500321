import type { Locator, Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 } as const;

/** How far the page is wider than the screen (0 when nothing scrolls sideways), once it has settled. */
export async function horizontalOverflow(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export interface TruncationStyle {
  textOverflow: string;
  lineClamp: string;
  overflow: string;
  /** How many lines the element shows at most (its height over its line height, rounded). */
  lines: number;
}

/** The computed styles that cut a long text short, and how many lines it takes on screen. */
export function truncationStyle(element: Locator): Promise<TruncationStyle> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const lineHeight = Number.parseFloat(style.lineHeight);
    return {
      textOverflow: style.textOverflow,
      lineClamp: style.webkitLineClamp,
      overflow: style.overflow,
      lines: Math.round(node.getBoundingClientRect().height / lineHeight),
    };
  });
}

/** Whether nothing covers the middle of the element: what a person sees there (and clicks) is it. */
export function isOnTop(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && node.contains(hit);
  });
}

/** Whether a box lies wholly on screen (a toast has finished sliding in from the right). */
export function isInsideViewport(page: Page, box: { x: number; width: number } | null): boolean {
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}
