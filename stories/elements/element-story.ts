// Helpers for stories of the vdc custom elements: they render inside the story's shadow root, each with
// its own open shadow root, so queries go two shadow roots deep.
import { waitFor } from "storybook/test";

/** The element of a tag rendered by a story, once it has rendered into its own shadow root. */
export async function renderedElement(canvasElement: HTMLElement, tag: string): Promise<HTMLElement> {
  const storyRoot = canvasElement.querySelector('[data-testid="story-host"]')?.shadowRoot;
  return waitFor(() => {
    const element = storyRoot?.querySelector<HTMLElement>(tag);
    if (!element?.shadowRoot?.firstElementChild) throw new Error(`<${tag}> has not rendered yet`);
    return element;
  });
}

/** Waits for a node inside an element's shadow root. */
export function findInElement<T extends Element>(element: HTMLElement, selector: string): Promise<T> {
  return waitFor(() => {
    const found = element.shadowRoot?.querySelector<T>(selector);
    if (!found) throw new Error(`nothing matches ${selector} yet`);
    return found;
  });
}

export interface ElementStoryArgs {
  theme: "light" | "dark" | "auto";
  locale: string;
}

export const ELEMENT_ARG_TYPES = {
  theme: { control: "inline-radio", options: ["light", "dark", "auto"] },
  locale: { control: "select", options: ["en", "de", "es", "fr", "ja", "ko", "zh-CN", "zh-TW"] },
} as const;
