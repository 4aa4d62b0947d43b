import { fireEvent, within } from "storybook/test";

/**
 * Queries scoped to the shadow root the global decorator renders each story into.
 * testing-library reaches into an open shadow root when the root is the query container.
 */
export function storyCanvas(canvasElement: HTMLElement) {
  return within(storyShadowRoot(canvasElement) as unknown as HTMLElement);
}

/**
 * Types text into an input inside a shadow root. user-event types into document.activeElement,
 * which is the shadow host there, so this sets the value the way a keystroke does and fires input.
 */
export async function typeText(input: HTMLElement, text: string): Promise<void> {
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) {
    throw new Error("typeText needs an input or textarea");
  }
  input.focus();
  // React tracks the value through the prototype's setter, so set it there, as typing would.
  const prototype = Object.getPrototypeOf(input) as object;
  for (const character of text) {
    Reflect.set(prototype, "value", input.value + character, input);
    await fireEvent.input(input, { data: character, inputType: "insertText" });
  }
}

/** The shadow root the global decorator renders the story into, where focus inside it shows. */
export function storyShadowRoot(canvasElement: HTMLElement): ShadowRoot {
  const shadowRoot = canvasElement.querySelector('[data-testid="story-host"]')?.shadowRoot;
  if (!shadowRoot) throw new Error("story host has no shadow root");
  return shadowRoot;
}
