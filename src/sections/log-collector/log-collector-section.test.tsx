import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { LogCollectorSection } from "./log-collector-section";

function bodyRows(gridName: string): HTMLElement[] {
  return within(screen.getByRole("grid", { name: gridName }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

const actionButton = (name: string) =>
  within(screen.getByRole("group", { name: "Log collector actions" })).getByRole("button", { name });

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("LogCollectorSection", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("collects a connection server's logs, follows the collection on the monitor tab and downloads the bundle", async () => {
    const { emulator } = await signedInEmulator("admin");
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) saved.push(blob);
      return "blob:bundle";
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    render(<LogCollectorSection />);
    await waitFor(() => expect(bodyRows("Collection targets").length).toBeGreaterThan(1));
    // The first connection server answers (the seed's last one does not).
    const server = bodyRows("Collection targets").find((row) => within(row).queryByText("Connection server"));
    if (!server) throw new Error("no connection server row");
    const serverName = within(server).getAllByRole("gridcell")[1]?.textContent ?? "";
    fireEvent.click(within(server).getByRole("checkbox", { name: "Select row" }));
    fireEvent.click(actionButton("Collect logs"));
    const confirm = await screen.findByRole("dialog", { name: "Collect logs" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Collect logs" }));
    expect(await screen.findByText(/on the Monitor tab/)).toBeDefined();

    fireEvent.click(screen.getByRole("tab", { name: "Monitor" }));
    await waitFor(() => expect(bodyRows("Log collections")).toHaveLength(1));
    const row = () => bodyRows("Log collections")[0] as HTMLElement;
    expect(within(row()).getByText(serverName)).toBeDefined();
    expect(within(row()).getByText("Queued")).toBeDefined();
    expect(within(row()).getByText("Running")).toBeDefined();
    // Download waits for the finished bundle; the monitor reads again by itself while a collection runs.
    fireEvent.click(within(row()).getByRole("checkbox", { name: "Select row" }));
    expect(actionButton("Download")).toBeDisabled();
    emulator.clock.advance(30_000);
    await waitFor(() => expect(within(row()).getByText("Completed")).toBeDefined());
    await waitFor(() => expect(actionButton("Download")).toBeEnabled());
    fireEvent.click(actionButton("Download"));
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 2))).toBe("PK");
  });

  it("saves a component's log level with the edit dialog", async () => {
    await signedInEmulator("admin");
    render(<LogCollectorSection tab="levels" onTabChange={() => undefined} />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit log levels" });
    fireEvent.change(within(dialog).getByLabelText("Agent"), { target: { value: "DEBUG" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByText("Debug")).toBeDefined());
  });

  it("shows readonly the targets with Collect logs disabled, and the levels without Edit rights", async () => {
    await signedInEmulator("readonly");
    const { unmount } = render(<LogCollectorSection />);
    await waitFor(() => expect(bodyRows("Collection targets").length).toBeGreaterThan(1));
    fireEvent.click(
      within(bodyRows("Collection targets")[0] as HTMLElement).getByRole("checkbox", { name: "Select row" }),
    );
    expect(actionButton("Collect logs")).toBeDisabled();
    unmount();
    render(<LogCollectorSection tab="levels" onTabChange={() => undefined} />);
    expect(await screen.findByRole("button", { name: "Edit" })).toBeDisabled();
  });

  it("shows inventory (LOG_COLLECTION in Sales only) no pod-wide levels, and an administrator without rights no section", async () => {
    await signedInEmulator("inventory");
    const { unmount } = render(<LogCollectorSection tab="levels" onTabChange={() => undefined} />);
    expect(await screen.findByText("You do not have permission to view this.")).toBeDefined();
    unmount();
    clearAdminRoles();
    render(<LogCollectorSection />);
    expect(await screen.findByText("You do not have permission to view the log collector.")).toBeDefined();
  });
});
