import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import "../../elements/users-groups/vdc-users-groups";
import { ELEMENT_ARG_TYPES, findInElement, renderedElement, type ElementStoryArgs } from "./element-story";

const meta = {
  title: "Elements/vdc-users-groups",
  args: { theme: "light", locale: "en" },
  argTypes: ELEMENT_ARG_TYPES,
  render: ({ theme, locale }) => <vdc-users-groups theme={theme} locale={locale} />,
} satisfies Meta<ElementStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a token the element waits for the portal's sign-in. */
export const WaitingForSignIn: Story = {
  play: async ({ canvasElement }) => {
    const element = await renderedElement(canvasElement, "vdc-users-groups");
    const note = await findInElement(element, '[part="waiting"]');
    await expect(note).toHaveTextContent("Waiting for the portal to sign in");
  },
};

export const Dark: Story = {
  args: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const element = await renderedElement(canvasElement, "vdc-users-groups");
    const root = await findInElement<HTMLElement>(element, ".vdc-root");
    await expect(getComputedStyle(root).colorScheme).toBe("dark");
  },
};
