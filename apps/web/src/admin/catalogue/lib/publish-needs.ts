/** A server message as a sentence: "an image is required…" → "An image is required…" (the publish rules already are). */
export const asSentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);
