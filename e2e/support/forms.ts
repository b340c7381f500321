import type { Locator, Page } from 'playwright-core';

/**
 * What a screen reader announces with a field besides its label: the text of the elements its
 * aria-describedby names (a hint, and the error once there is one).
 */
export function describedBy(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

/** Sends the main form as it is (empty) with `button` and waits until a field is marked invalid. */
export async function submitEmpty(page: Page, button: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: button }).click();
  await main.locator('[aria-invalid="true"]').first().waitFor();
}
