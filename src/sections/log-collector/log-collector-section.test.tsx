import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { LogCollectorSection } from "./log-collector-section";

describe("LogCollectorSection", () => {
  it("says the pod does not offer the log collector, as a state and not a failure", async () => {
    await signedInEmulator("admin");
    render(<LogCollectorSection />);
    const state = await screen.findByRole("status");
    expect(state).toHaveTextContent("The log collector is not available on this pod.");
    expect(state).toHaveAttribute("data-state", "not-offered");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("grid")).toBeNull();
  });
});
