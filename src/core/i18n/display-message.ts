/**
 * Something to show the user: a translation key with values, or a text from the server shown as is.
 * Core code returns these; the UI translates keys.
 */
export type DisplayMessage = { key: string; values?: Record<string, string | number> } | { text: string };

const MARKER = /\{#\s*([^#{}]+?)\s*#\}/;

/** The key of a {# key #} marker inside a server message, if it has one. */
export function markerKey(message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  return MARKER.exec(message)?.[1];
}

/** A server message as shown: a {# key #} marker becomes that key's translation, other text is kept. */
export function serverMessage(message: string): DisplayMessage {
  const key = markerKey(message);
  return key === undefined ? { text: message } : { key };
}

/** Translates a display message with the given translate function (keys) or returns the text. */
export function displayText(
  message: DisplayMessage,
  translate: (key: string, values?: Record<string, string | number>) => string,
): string {
  return "key" in message ? translate(message.key, message.values) : message.text;
}
