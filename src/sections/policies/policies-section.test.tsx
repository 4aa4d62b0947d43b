import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { PoliciesSection } from "./policies-section";

describe("PoliciesSection", { timeout: 30_000 }, () => {
  it("denies USB access for the pod and lists the pools and users that override the policies", async () => {
    await signedInEmulator("admin");
    render(<PoliciesSection />);
    const overrides = await screen.findByRole("grid", { name: "Where pools and users override them" });
    await waitFor(() => expect(overrides).toHaveTextContent("User on the pool"));
    expect(overrides).toHaveTextContent("USB access: Deny");
    fireEvent.click(await screen.findByRole("button", { name: "Edit policies" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit global policies" });
    const usb = within(dialog).getByRole("group", { name: "USB access" });
    fireEvent.click(within(usb).getByRole("radio", { name: "Deny" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The pod's panel reads "USB access" then its mode (the grid writes "USB access: Deny").
    await waitFor(() => expect(document.body).toHaveTextContent(/USB access\s*Deny/));
  });
});
