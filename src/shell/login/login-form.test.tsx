import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoginForm, type LoginFormProps } from "./login-form";

const DOMAINS = [
  { label: "EXAMPLE", value: "EXAMPLE" },
  { label: "LAB", value: "LAB" },
];

function renderForm(overrides: Partial<LoginFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <LoginForm
      domains={DOMAINS}
      canRememberUser={false}
      isReady
      isBusy={false}
      onSubmit={onSubmit}
      {...overrides}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe("LoginForm", () => {
  it("enables Sign in only once both user name and password are filled", async () => {
    const { user } = renderForm();
    const signIn = screen.getByRole("button", { name: "Sign in" });
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText("User name"), "admin");
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText("Password"), "vdc-demo");
    expect(signIn).toBeEnabled();
  });

  it("keeps Sign in disabled until the form is ready, and while a request is in progress", async () => {
    const { user } = renderForm({ isReady: false });
    await user.type(screen.getByLabelText("User name"), "admin");
    await user.type(screen.getByLabelText("Password"), "x");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
  });

  it("shows progress and stays disabled while busy", () => {
    renderForm({ isBusy: true });
    expect(screen.getByRole("button", { name: "Signing in…" })).toBeDisabled();
  });

  it("submits the trimmed user name, password, chosen domain and remember flag", async () => {
    const { onSubmit, user } = renderForm({ canRememberUser: true });
    await user.type(screen.getByLabelText("User name"), "  admin ");
    await user.type(screen.getByLabelText("Password"), "vdc-demo");
    await user.selectOptions(screen.getByLabelText("Domain"), "LAB");
    await user.click(screen.getByLabelText("Remember user name"));
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledWith({
      username: "admin",
      password: "vdc-demo",
      domain: "LAB",
      rememberUser: true,
    });
  });

  it("offers Remember user only when the server allows user name caching", () => {
    renderForm({ canRememberUser: false });
    expect(screen.queryByLabelText("Remember user name")).toBeNull();
  });
});
