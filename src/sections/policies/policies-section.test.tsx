import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { PoliciesSection } from "./policies-section";

describe("PoliciesSection", () => {
  it("says the pod does not offer global policies, as a state and not a failure", async () => {
    await signedInEmulator("admin");
    render(<PoliciesSection />);
    const state = await screen.findByRole("status");
    expect(state).toHaveTextContent("Global policies are not available on this pod.");
    expect(state).toHaveAttribute("data-state", "not-offered");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("grid")).toBeNull();
  });
});
