/** What publishing needs, by the field names the API uses in `missingForPublish` and in a 422's `errors`. */
const NEEDS: Record<string, string> = {
  title: 'a title',
  price: 'a price above 0',
  imageUrl: 'a cover image',
  chapters: 'at least one chapter',
};

/** "a price above 0, a cover image and at least one chapter". */
export function describeNeeds(paths: readonly string[]): string {
  const words = paths.map((path) => NEEDS[path] ?? path);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** A server message fragment as a sentence: "an image is required…" → "An image is required…". */
export const asSentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);
