import type { Locator } from 'playwright-core';

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

/** Whether the field is marked invalid for assistive technology. */
export async function isInvalid(field: Locator): Promise<boolean> {
  return (await field.getAttribute('aria-invalid')) === 'true';
}
