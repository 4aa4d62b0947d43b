import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HELP_BASE_URL } from "../../core/help/help-links";
import { changeLocale } from "../../core/i18n/i18n";
import deBundle from "../../locales/bundle_de.json";
import { HelpLink } from "./help-link";

afterEach(async () => {
  await act(() => changeLocale("en", () => Promise.reject(new Error("unused"))));
});

describe("HelpLink", () => {
  it("opens the topic's page in a new tab without handing over the console's window", () => {
    render(<HelpLink topic="globalSettings" />);
    const link = screen.getByRole("link", { name: "Help: Global Settings (opens in a new tab)" });
    expect(link).toHaveAttribute("href", `${HELP_BASE_URL}/7.10/en/global-settings.html`);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("follows the administrator's language", async () => {
    render(<HelpLink topic="sessions" />);
    await act(() => changeLocale("de", () => Promise.resolve(deBundle)));
    const link = screen.getByRole("link", { name: /^Hilfe/ });
    expect(link).toHaveAttribute("href", `${HELP_BASE_URL}/7.10/de/managing-sessions.html`);
    expect(link).toHaveAccessibleName("Hilfe: Sitzungen (wird in einem neuen Tab geöffnet)");
  });
});
