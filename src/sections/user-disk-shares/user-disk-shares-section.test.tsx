import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { UserDiskSharesSection } from "./user-disk-shares-section";

describe("UserDiskSharesSection", () => {
  it("says the pod does not offer user disk shares, as a state and not a failure", async () => {
    await signedInEmulator("admin");
    render(<UserDiskSharesSection />);
    const state = await screen.findByRole("status");
    expect(state).toHaveTextContent("User disk shares are not available on this pod.");
    expect(state).toHaveAttribute("data-state", "not-offered");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("grid")).toBeNull();
  });
});
