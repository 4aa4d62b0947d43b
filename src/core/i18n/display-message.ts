/**
 * Something to show the user: a translation key with values, or a text from the server shown as is.
 * Core code returns these; the UI translates keys.
 */
export type DisplayMessage =
  | {
      key: string;
      values?: Record<string, string | number>;
      /** The server's own sentence, kept behind "Details" when the key says it in the user's language. */
      details?: string;
    }
  | { text: string };

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

/** An error that says itself what the user should read (e.g. an export whose names could not be resolved). */
export interface ErrorWithDisplayMessage {
  displayMessage: DisplayMessage;
}

/** Whether an error carries its own display message. */
export function hasDisplayMessage(error: unknown): error is ErrorWithDisplayMessage {
  if (typeof error !== "object" || error === null || !("displayMessage" in error)) return false;
  const message: unknown = error.displayMessage;
  return typeof message === "object" && message !== null && ("key" in message || "text" in message);
}
