import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { CommandPaletteSection } from "./command-palette-section";
import type { PaletteTarget } from "./command-palette.types";

const PLACES = [
  { label: "Machines", target: { section: "machines" } },
  { label: "Global settings", target: { section: "global_settings" } },
];

function search(text: string) {
  const box = screen.getByRole("combobox", { name: "Search the console" });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  return box;
}

describe("CommandPaletteSection", { timeout: 30_000 }, () => {
  it("finds a machine by part of its name and opens it from the keyboard", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const machines = (await (
      await new EmulatorClient(emulator).rest("GET", "/rest/inventory/v1/machines?size=1", token)
    ).json()) as { id: string; name: string }[];
    const machine = machines[0]!;
    const onNavigate = vi.fn<(target: PaletteTarget) => void>();
    render(<CommandPaletteSection places={PLACES} onNavigate={onNavigate} />);

    const box = search(machine.name.slice(1));
    const group = await screen.findByRole("group", { name: "Machines" });
    expect(
      within(group)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining([expect.stringContaining(machine.name)]));
    const options = screen.getAllByRole("option");
    const index = options.findIndex((option) => option.textContent?.startsWith(machine.name));
    for (let step = 0; step <= index; step += 1) fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box).toHaveAttribute("aria-activedescendant", options[index]!.id);
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onNavigate).toHaveBeenCalledWith({ section: "machine", id: machine.id });
    expect(box).toHaveValue("");
  });

  it("finds a user with the user's sessions, and places by their names", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const client = new EmulatorClient(emulator);
    const [session] = (await (
      await client.rest("GET", "/rest/inventory/v1/sessions?size=1", token)
    ).json()) as {
      user_id: string;
    }[];
    const user = (await (
      await client.rest("GET", `/rest/external/v1/ad-users-or-groups/${session!.user_id}`, token)
    ).json()) as { name: string; login_name: string; domain: string };
    render(<CommandPaletteSection places={PLACES} onNavigate={vi.fn()} />);

    // Found by the display name, named by the login (people share display names), the display name beside it.
    search(user.name);
    const users = await screen.findByRole("group", { name: "Users and groups" });
    const login = `${user.domain}\\${user.login_name}`;
    const named = within(users)
      .getAllByRole("option")
      .find((option) => option.textContent?.startsWith(`${login}User: `));
    expect(named?.textContent).toBe(`${login}User: ${user.name}`);
    const sessions = await screen.findByRole("group", { name: "Sessions" });
    expect(
      within(sessions)
        .getAllByRole("option")
        .some((option) => option.textContent?.startsWith(`Session of ${login}on `)),
    ).toBe(true);

    search("settings");
    const places = await screen.findByRole("group", { name: "Sections and settings" });
    expect(within(places).getByRole("option").textContent).toBe("Global settings");
  });

  it("says when nothing matches", async () => {
    await signedInEmulator("admin");
    render(<CommandPaletteSection places={PLACES} onNavigate={vi.fn()} />);
    search("zz-no-such-thing");
    await screen.findByText("Nothing matches “zz-no-such-thing”.");
    expect(screen.queryAllByRole("option")).toEqual([]);
  });

  it("leaves out what a scoped administrator may not list instead of failing", async () => {
    await signedInEmulator("inventory");
    render(<CommandPaletteSection places={PLACES} onNavigate={vi.fn()} />);
    search("machines");
    await screen.findByRole("group", { name: "Sections and settings" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the failure of a search, not a half answer", async () => {
    const { emulator } = await signedInEmulator("admin");
    emulator.faults.failWith({ method: "GET", path: "/rest/inventory/v2/farms" }, 500);
    render(<CommandPaletteSection places={PLACES} onNavigate={vi.fn()} />);
    search("sales");
    await waitFor(() => expect(screen.getByRole("status").textContent).not.toBe(""));
    await waitFor(() => expect(screen.getByRole("status").textContent).not.toBe("Searching…"));
    expect(screen.queryAllByRole("option")).toEqual([]);
  });
});
