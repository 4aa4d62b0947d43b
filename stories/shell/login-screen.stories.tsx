import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { LoginForm } from "../../src/shell/login/login-form";
import { LoginScreen } from "../../src/shell/login/login-screen";
import { loginScreenStyles } from "../../src/shell/login/login-screen.styles";
import { VdcRoot } from "../../src/ui/root/vdc-root";
import { storyCanvas, typeText } from "../support/story-canvas";

const DOMAINS = [
  { label: "EXAMPLE", value: "EXAMPLE" },
  { label: "LAB", value: "LAB" },
];

const meta = {
  title: "Shell/Login screen",
  component: LoginForm,
  args: { domains: DOMAINS, canRememberUser: true, isReady: true, isBusy: false, onSubmit: fn() },
  render: (args) => (
    <VdcRoot styles={[loginScreenStyles]}>
      <LoginScreen version="0.1.0">
        <LoginForm {...args} />
      </LoginScreen>
    </VdcRoot>
  ),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const signIn = await canvas.findByRole("button", { name: "Sign in" });
    await expect(signIn).toBeDisabled();
    await typeText(canvas.getByLabelText("User name"), "admin");
    await typeText(canvas.getByLabelText("Password"), "vdc-demo");
    await expect(signIn).toBeEnabled();
    await userEvent.click(signIn);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: "admin",
      password: "vdc-demo",
      domain: "EXAMPLE",
      rememberUser: false,
    });
  },
};

export const SigningIn: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement }) => {
    await expect(
      await storyCanvas(canvasElement).findByRole("button", { name: "Signing in…" }),
    ).toBeDisabled();
  },
};

export const WithoutUserNameCaching: Story = {
  args: { canRememberUser: false },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByLabelText("User name");
    await expect(canvas.queryByLabelText("Remember user name")).toBeNull();
  },
};
