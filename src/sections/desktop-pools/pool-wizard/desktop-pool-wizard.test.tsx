import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { signedInEmulator } from "../../../../tests/support/signed-in-emulator";
import type { DesktopPoolRow } from "../desktop-pools.types";
import { DesktopPoolWizard } from "./desktop-pool-wizard";

const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));
const heading = (name: string) => screen.findByRole("heading", { name });

describe("DesktopPoolWizard", { timeout: 30_000 }, () => {
  it("catches a name clash at the names step and keeps Next disabled until the name is free", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const listed = await emulator.fetch(
      new Request("http://127.0.0.1/rest/inventory/v1/desktop-pools?size=1", {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    const taken = ((await listed.json()) as { name: string }[])[0]?.name ?? "";
    render(<DesktopPoolWizard mode="add" onDone={() => {}} onClose={() => {}} />);
    expect(await heading("Type")).toBeInTheDocument();
    next();
    expect(await heading("User assignment")).toBeInTheDocument();
    next();
    expect(await heading("Provisioning source")).toBeInTheDocument();
    next();
    fireEvent.click(await screen.findByRole("radio", { name: /vc1\./ }));
    next();
    expect(await heading("Identification and naming")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Pool ID"), { target: { value: taken } });
    fireEvent.change(screen.getByLabelText("Naming pattern"), { target: { value: "w-{n}" } });
    expect(await screen.findByRole("alert")).toHaveTextContent("already exists");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Pool ID"), { target: { value: "fresh-pool" } });
    expect(await screen.findByText("The name is available.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("asks before discarding: the corner close opens a question and only its Discard closes", async () => {
    await signedInEmulator("admin");
    const onClose = vi.fn();
    render(<DesktopPoolWizard mode="add" onDone={() => {}} onClose={onClose} />);
    await heading("Type");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    const question = await screen.findByRole("dialog", { name: "Discard the desktop pool?" });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole("button", { name: "Discard" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("a failed save keeps every entry and shows the server's message", async () => {
    const { emulator } = await signedInEmulator("admin");
    const pool = { id: "p-1", name: "Sales-Desktops", type: "AUTOMATED", enabled: true } as DesktopPoolRow;
    emulator.faults.failWith({ method: "PUT", path: /desktop-pools/ }, 400, {
      body: { status: 400, errors: [{ error_key: "x", error_message: "Failed to update vc instance" }] },
      times: 1,
    });
    const onDone = vi.fn();
    render(<DesktopPoolWizard mode="edit" pool={pool} onDone={onDone} onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText("Display name"), { target: { value: "Renamed" } });
    next();
    await heading("Ready to complete");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to update vc instance");
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText("Display name")).toHaveValue("Renamed");
  });
});
