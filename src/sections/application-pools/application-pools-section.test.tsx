import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { ApplicationPoolsSection } from "./application-pools-section";

function rowOf(name: string): HTMLElement {
  const row = within(screen.getByRole("grid", { name: "Application pools" }))
    .getAllByRole("row")
    .find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("ApplicationPoolsSection", { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows each application's farm, entitled count and derived health, naming the hosts it is missing on", async () => {
    await signedInEmulator("admin");
    render(<ApplicationPoolsSection />);
    await screen.findByText("Microsoft-Word-Marketing-RDS-01");
    await waitFor(() =>
      expect(rowOf("Microsoft-Word-Marketing-RDS-01")).toHaveTextContent(
        "Missing on some hosts" +
          "The application is not installed on the following RDS hosts: marketing-rds-01-02",
      ),
    );
    expect(rowOf("Microsoft-Word-Marketing-RDS-01")).toHaveTextContent("Marketing-RDS-01");
    await waitFor(() => expect(rowOf("Paint-Marketing-RDS-01")).toHaveTextContent("Available"));
  });

  it("publishes two applications from a farm's installed applications, checking their names", async () => {
    await signedInEmulator("admin");
    render(<ApplicationPoolsSection />);
    await screen.findByText("Microsoft-Word-Marketing-RDS-01");
    fireEvent.click(
      within(screen.getByRole("group", { name: "Application pool actions" })).getByRole("button", {
        name: "Add…",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Add applications" });
    const host = await within(dialog).findByRole("combobox", { name: "Farm or desktop pool" });
    const farm = within(host).getByRole<HTMLOptionElement>("option", { name: "Farm Marketing-RDS-01" });
    fireEvent.change(host, { target: { value: farm.value } });
    const grid = await within(dialog).findByRole("grid", {
      name: "Applications installed on Marketing-RDS-01",
    });
    for (const name of ["PuTTY", "Firefox"]) {
      const row = (await within(grid).findByText(name)).closest("[role=row]") as HTMLElement;
      fireEvent.click(within(row).getByRole("checkbox"));
    }
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add (2)" }));
    expect(await within(dialog).findByText("PuTTY: added")).toBeInTheDocument();
    expect(within(dialog).getByText("Firefox: added")).toBeInTheDocument();
  });

  it("tells an administrator without POOL_VIEW that the list is not theirs to see", async () => {
    await signedInEmulator("delegate");
    render(<ApplicationPoolsSection />);
    expect(
      await screen.findByText("You do not have permission to view application pools."),
    ).toBeInTheDocument();
  });
});
