/** One cookie's value in a Cookie header; an oversized header reads as having none. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader || cookieHeader.length > 16_384) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
