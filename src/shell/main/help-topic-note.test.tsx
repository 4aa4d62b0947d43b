import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createEmulator } from "../../../server/emulator/emulator";
import { HELP_BASE_URL } from "../../core/help/help-links";
import {
  closeConsole,
  openConsole,
  keepServerCookies,
  resetConsole,
  serveEmulator,
  signInThroughForm,
} from "../../../tests/support/standalone-console";
import { currentHash, navigate } from "../router/hash-location";

// Global settings are read through the view API, whose session is a cookie.
let restoreResponse = () => {};

beforeEach(() => {
  resetConsole();
  restoreResponse = keepServerCookies();
  serveEmulator(createEmulator());
});

afterEach(() => {
  closeConsole();
  restoreResponse();
});

function currentSectionLink(): HTMLElement | undefined {
  const nav = screen.getByRole("navigation", { name: "Console sections" });
  return within(nav)
    .getAllByRole("link")
    .find((link) => link.getAttribute("aria-current") === "page");
}

describe("the settings route", () => {
  // One console for both routes: a second console in the same file met the first one's late requests.
  it("shows no help topic on global settings, and opens it with the topic linked on the settings route", async () => {
    openConsole("/main/global_settings");
    await signInThroughForm();
    await screen.findByRole("navigation", { name: "Console sections" });
    expect(currentSectionLink()).toHaveAttribute("href", "#/main/global_settings");
    expect(screen.queryByRole("complementary", { name: /^Help/ })).toBeNull();

    navigate("/main/settings");
    const note = await screen.findByRole("complementary", { name: "Help: Global Settings" });
    expect(within(note).getByRole("link", { name: /^Help: Global Settings/ })).toHaveAttribute(
      "href",
      `${HELP_BASE_URL}/7.10/en/global-settings.html`,
    );
    // The route is the global settings section's: its navigation item is the current page.
    expect(currentSectionLink()).toHaveAttribute("href", "#/main/global_settings");
    expect(currentHash.value).toBe("/main/settings");
  });
});
