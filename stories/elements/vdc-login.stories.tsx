import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import "../../elements/login/vdc-login";
import { ELEMENT_ARG_TYPES, findInElement, renderedElement, type ElementStoryArgs } from "./element-story";

interface LoginStoryArgs extends ElementStoryArgs {
  domain: string;
}

const meta = {
  title: "Elements/vdc-login",
  args: { theme: "light", locale: "en", domain: "EXAMPLE" },
  argTypes: ELEMENT_ARG_TYPES,
  render: ({ theme, locale, domain }) => <vdc-login theme={theme} locale={locale} domain={domain} />,
} satisfies Meta<LoginStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInForm: Story = {
  play: async ({ canvasElement }) => {
    const element = await renderedElement(canvasElement, "vdc-login");
    const panel = await findInElement<HTMLElement>(element, '[part="login-panel"]');
    await expect(panel.getBoundingClientRect().width).toBe(375);
    const domain = await findInElement<HTMLSelectElement>(element, "select[name=domain]");
    await expect(domain.value).toBe("EXAMPLE");
  },
};

export const Dark: Story = {
  args: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const element = await renderedElement(canvasElement, "vdc-login");
    const root = await findInElement<HTMLElement>(element, ".vdc-root");
    await expect(getComputedStyle(root).colorScheme).toBe("dark");
  },
};
