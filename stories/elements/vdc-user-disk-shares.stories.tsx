import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import "../../elements/user-disk-shares/vdc-user-disk-shares";
import { ELEMENT_ARG_TYPES, findInElement, renderedElement, type ElementStoryArgs } from "./element-story";

const meta = {
  title: "Elements/vdc-user-disk-shares",
  args: { theme: "light", locale: "en" },
  argTypes: ELEMENT_ARG_TYPES,
  render: ({ theme, locale }) => <vdc-user-disk-shares theme={theme} locale={locale} />,
} satisfies Meta<ElementStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a token the element waits for the portal's sign-in. */
export const WaitingForSignIn: Story = {
  play: async ({ canvasElement }) => {
    const element = await renderedElement(canvasElement, "vdc-user-disk-shares");
    const note = await findInElement(element, '[part="waiting"]');
    await expect(note).toHaveTextContent("Waiting for the portal to sign in");
  },
};

export const Dark: Story = {
  args: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const element = await renderedElement(canvasElement, "vdc-user-disk-shares");
    const root = await findInElement<HTMLElement>(element, ".vdc-root");
    await expect(getComputedStyle(root).colorScheme).toBe("dark");
  },
};
