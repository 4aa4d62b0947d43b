import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import "../../elements/helpdesk/vdc-helpdesk";
import { ELEMENT_ARG_TYPES, findInElement, renderedElement, type ElementStoryArgs } from "./element-story";

const meta = {
  title: "Elements/vdc-helpdesk",
  args: { theme: "light", locale: "en" },
  argTypes: ELEMENT_ARG_TYPES,
  render: ({ theme, locale }) => <vdc-helpdesk theme={theme} locale={locale} />,
} satisfies Meta<ElementStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a token the element waits for the portal's sign-in. */
export const WaitingForSignIn: Story = {
  play: async ({ canvasElement }) => {
    const element = await renderedElement(canvasElement, "vdc-helpdesk");
    const note = await findInElement(element, '[part="waiting"]');
    await expect(note).toHaveTextContent("Waiting for the portal to sign in");
  },
};

export const Dark: Story = {
  args: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const element = await renderedElement(canvasElement, "vdc-helpdesk");
    const root = await findInElement<HTMLElement>(element, ".vdc-root");
    await expect(getComputedStyle(root).colorScheme).toBe("dark");
  },
};
