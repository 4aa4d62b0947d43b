import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import "../../elements/user/vdc-user";
import { ELEMENT_ARG_TYPES, findInElement, renderedElement, type ElementStoryArgs } from "./element-story";

const meta = {
  title: "Elements/vdc-user",
  args: { theme: "light", locale: "en" },
  argTypes: ELEMENT_ARG_TYPES,
  render: ({ theme, locale }) => <vdc-user theme={theme} locale={locale} user-id="S-1-5-21-0-0-0-1" />,
} satisfies Meta<ElementStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a token the element waits for the portal's sign-in. */
export const WaitingForSignIn: Story = {
  play: async ({ canvasElement }) => {
    const element = await renderedElement(canvasElement, "vdc-user");
    const note = await findInElement(element, '[part="waiting"]');
    await expect(note).toHaveTextContent("Waiting for the portal to sign in");
  },
};

export const Dark: Story = {
  args: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const element = await renderedElement(canvasElement, "vdc-user");
    const root = await findInElement<HTMLElement>(element, ".vdc-root");
    await expect(getComputedStyle(root).colorScheme).toBe("dark");
  },
};
