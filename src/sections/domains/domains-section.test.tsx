import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { DomainsSection } from "./domains-section";

function bodyRows(name: string): HTMLElement[] {
  return within(screen.getByRole("grid", { name }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

const actionBar = () => screen.getByRole("group", { name: "Domain actions" });

describe("DomainsSection", { timeout: 30_000 }, () => {
  it("changes an instant clone account's password: a wrong one is refused and kept, the right one saves", async () => {
    await signedInEmulator("admin");
    render(<DomainsSection />);
    await waitFor(() => expect(bodyRows("Instant clone domain accounts")).toHaveLength(1));
    const [row] = bodyRows("Instant clone domain accounts") as [HTMLElement];
    expect(row).toHaveTextContent("ic-admin");
    expect(row).toHaveTextContent("example.com");
    fireEvent.click(within(row).getByRole("radio", { name: "Select row" }));
    // A single-select grid enables its actions a moment after the selection.
    const change = within(actionBar()).getByRole("button", { name: "Change password" });
    await waitFor(() => expect(change).toBeEnabled());
    fireEvent.click(change);
    const dialog = await screen.findByRole("dialog", { name: "Change the account's password" });
    const password = within(dialog).getByLabelText("Password");
    expect(password).toHaveValue("");
    fireEvent.change(password, { target: { value: "not-it" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("refused the credentials of ic-admin");
    expect(password).toHaveValue("not-it");
    fireEvent.change(password, { target: { value: "vdc-demo" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the domain that cannot bind on the connection server and domain bind tabs", async () => {
    await signedInEmulator("admin");
    const { rerender } = render(<DomainsSection tab="connection-server" onTabChange={vi.fn()} />);
    await waitFor(() => expect(bodyRows("Domains seen by the connection servers").length).toBeGreaterThan(1));
    const legacy = bodyRows("Domains seen by the connection servers").find((row) =>
      row.textContent?.includes("legacy.example.com"),
    );
    expect(legacy).toHaveTextContent("Cannot bind");
    expect(legacy).toHaveTextContent("No trust");
    rerender(<DomainsSection tab="domain-bind" onTabChange={vi.fn()} />);
    await waitFor(() => expect(bodyRows("Bound domains")).toHaveLength(2));
    const bound = bodyRows("Bound domains").find((row) => row.textContent?.includes("LEGACY"));
    expect(bound).toHaveTextContent("svc-horizon-2");
    expect(bound).toHaveTextContent("Cannot bind");
  });

  it("lets a read-only administrator see the accounts but change nothing", async () => {
    await signedInEmulator("readonly");
    render(<DomainsSection isInstantCloneOnly />);
    await waitFor(() => expect(bodyRows("Instant clone domain accounts")).toHaveLength(1));
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(within(actionBar()).getByRole("button", { name: "Add" })).toHaveAttribute("aria-disabled", "true");
  });
});
