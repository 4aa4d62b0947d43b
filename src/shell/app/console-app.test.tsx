import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../../server/emulator/emulator";
import { idleSecondsLeft } from "../../core/auth/idle-timeout";
import { expireSession } from "../../core/auth/session-expiry";
import { features } from "../../core/features/feature-flags";
import { isLoggedIn, targetAddress } from "../../core/session/session.model";
import { currentHash } from "../router/hash-location";
import {
  closeConsole,
  openConsole,
  resetConsole,
  serveEmulator,
  signInThroughForm,
  type AnswerOverride,
} from "../../../tests/support/standalone-console";

let emulator: Emulator;

function serve(target: Emulator, override?: AnswerOverride) {
  emulator = target;
  serveEmulator(target, override);
}

beforeEach(() => {
  resetConsole();
  serve(createEmulator());
});

afterEach(closeConsole);

describe("the standalone console", () => {
  it("stores the target of a signed-out visit, signs in and lands there", async () => {
    openConsole("/main/servers");
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeDisabled();
    expect(currentHash.value).toBe("/login");
    expect(targetAddress.value).toBe("/main/servers");
    await signInThroughForm();
    expect(await screen.findByRole("heading", { name: "Servers" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "vCenter Servers" })).toBeInTheDocument();
    expect(currentHash.value).toBe("/main/servers");
    const nav = screen.getByRole("navigation", { name: "Console sections" });
    expect(within(nav).getByRole("link", { name: "Servers" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Desktop Pools" })).toHaveAttribute(
      "href",
      "#/main/desktops",
    );
  });

  it("offers a skip link as the first tab stop, which moves focus to the content", async () => {
    openConsole("/login");
    targetAddress.value = "/main/events";
    await signInThroughForm();
    await screen.findByRole("heading", { name: "Events" });
    const user = userEvent.setup();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    const skip = screen.getByRole("button", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
    // The next stop is inside the content, past the header and the navigation.
    await user.tab();
    expect(screen.getByRole("main")).toContainElement(document.activeElement as HTMLElement);
  });

  it("shows the authentication error on a wrong password and keeps the form", async () => {
    openConsole("/login");
    await signInThroughForm("admin", "wrong");
    expect(await screen.findByText("The user name, password or domain is incorrect.")).toBeInTheDocument();
    expect(isLoggedIn.value).toBe(false);
  });

  it("sends a helpdesk administrator to the helpdesk home", async () => {
    // This page keeps no view API cookie (the DOM's fetch hides Set-Cookie), and a view API 401 ends the
    // console session: the home's help desk activity query is answered here.
    serve(createEmulator(), (request) =>
      request.url.endsWith("/view-vlsi/rest/v1/queryservice/query") ? Response.json([]) : undefined,
    );
    openConsole("/login");
    await signInThroughForm("helpdesk");
    // The help desk home replaces the loading section: wait for its own control, then read the heading.
    await screen.findByRole("button", { name: "Find a user" });
    expect(screen.getByRole("heading", { name: "Help Desk" })).toBeInTheDocument();
    expect(currentHash.value).toBe("/main/helpdesk_home");
  });

  it("bounces a signed-in user away from the login route", async () => {
    openConsole("/login");
    targetAddress.value = "/main/events";
    await signInThroughForm();
    await screen.findByRole("heading", { name: "Events" });
    act(() => {
      window.location.hash = "#/login";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    await waitFor(() => expect(currentHash.value).not.toBe("/login"));
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
  });

  it("returns to login with the timeout message after an expiry, then back to the same page", async () => {
    openConsole("/login");
    targetAddress.value = "/main/machines/vcenter";
    await signInThroughForm();
    await screen.findByRole("heading", { name: "Machines" });
    act(() => expireSession());
    expect(await screen.findByText("Your session timed out. Please sign in again.")).toBeInTheDocument();
    expect(currentHash.value).toBe("/login?sessionTimeout=true");
    await signInThroughForm();
    await screen.findByRole("heading", { name: "Machines" });
    expect(currentHash.value).toBe("/main/machines/vcenter");
  });

  it("signs out to the login page without keeping a target", async () => {
    openConsole("/login");
    targetAddress.value = "/main/events";
    const user = await signInThroughForm();
    await screen.findByRole("heading", { name: "Events" });
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(isLoggedIn.value).toBe(false);
    expect(targetAddress.value).toBeNull();
    const logouts = emulator.inspect.requests().filter((request) => request.path.endsWith("/logout"));
    expect(logouts.map((request) => request.path).sort()).toEqual([
      "/rest/logout",
      "/view-vlsi/rest/v1/logout",
    ]);
  });

  it("remembers the user name and domain, never a token, only when asked", async () => {
    localStorage.clear();
    openConsole("/login");
    targetAddress.value = "/main/events";
    const user = await signInThroughForm("readonly", "vdc-demo", { remember: true });
    await screen.findByRole("heading", { name: "Events" });
    const stored = localStorage.getItem("vdc.rememberedUser") ?? "";
    // The dropdown shows the domain map's label (EXAMPLE) and sends its value.
    expect(JSON.parse(stored)).toEqual({ username: "readonly", domain: "example.com" });
    expect(Object.values(localStorage).join()).not.toMatch(/eyJ/);
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByLabelText("User name")).toHaveValue("readonly");
    expect(screen.getByLabelText("Domain")).toHaveValue("example.com");
    expect(screen.getByRole("option", { name: "EXAMPLE" })).toHaveAttribute("value", "example.com");
    expect(screen.getByLabelText("Remember user name")).toBeChecked();
    await signInThroughForm("readonly", "vdc-demo", { remember: false });
    await screen.findByRole("button", { name: "Sign out" });
    expect(localStorage.getItem("vdc.rememberedUser")).toBeNull();
  });

  it("shows the no-access screen when smart cards are required", async () => {
    emulator.configure({ smartCardMode: "REQUIRED" });
    openConsole("/login");
    expect(await screen.findByText("A valid smart card is required to sign in.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("shows a feature-disabled page for a route whose feature is off", async () => {
    openConsole("/login");
    targetAddress.value = "/main/events";
    await signInThroughForm();
    await screen.findByRole("heading", { name: "Events" });
    act(() => {
      features.value = { persistentDiskSupport: false };
    });
    act(() => {
      window.location.hash = "#/main/persistent_disks/attached";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(await screen.findByText("Persistent Disks is turned off for this console.")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Console sections" });
    expect(within(nav).queryByRole("link", { name: "Persistent Disks" })).toBeNull();
  });

  it("warns before the idle timeout and lets the admin stay signed in", async () => {
    openConsole("/login");
    targetAddress.value = "/main/events";
    const user = await signInThroughForm();
    await screen.findByRole("heading", { name: "Events" });
    act(() => {
      idleSecondsLeft.value = 42;
    });
    expect(
      await screen.findByText("You will be signed out in 42 seconds because of inactivity."),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Stay signed in" }));
    expect(idleSecondsLeft.value).toBeNull();
  });
});

describe("the pre-login banner", () => {
  const BANNER = Response.json({
    enable_user_name_caching: true,
    display_pre_login_admin_banner: true,
    pre_login_admin_banner_header: "Authorised use",
    pre_login_admin_banner_message: "<b>Monitored</b> system",
  });

  beforeEach(() => {
    serve(createEmulator(), (request) =>
      new URL(request.url).pathname === "/rest/config/v1/pre-logon-settings" ? BANNER.clone() : undefined,
    );
  });

  it("shows the admin's text as text and the form after I Agree", async () => {
    openConsole("/login");
    const dialog = await screen.findByRole("dialog", { name: "Authorised use" });
    expect(within(dialog).getByText("<b>Monitored</b> system")).toBeInTheDocument();
    expect(dialog.querySelector("b")).toBeNull();
    expect(screen.queryByLabelText("Password")).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "I Agree" }));
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(screen.getByLabelText("Remember user name")).toBeInTheDocument();
  });

  it("hides the form and marks the login non-compliant on Cancel", async () => {
    openConsole("/login");
    const dialog = await screen.findByRole("dialog", { name: "Authorised use" });
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText(/You did not accept the terms of use/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("treats Escape as Cancel", async () => {
    openConsole("/login");
    const dialog = await screen.findByRole("dialog", { name: "Authorised use" });
    fireEvent.keyDown(within(dialog).getByText("<b>Monitored</b> system"), { key: "Escape" });
    expect(await screen.findByText(/You did not accept the terms of use/)).toBeInTheDocument();
  });
});
