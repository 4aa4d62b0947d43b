import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { expectNextRefused } from "../../ui/wizard/testing/wizard-steps";
import { FarmsSection } from "./farms-section";
import type { Farm } from "./farms.types";

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("the add farm wizard", { timeout: 60_000 }, () => {
  it("catches a taken name, asks before discarding, and creates a manual farm with a spare RDS host", async () => {
    await signedInEmulator("admin");
    const [existing] = await restApi.get("/inventory/v4/farms").json<Farm[]>();
    render(<FarmsSection />);
    fireEvent.click(await screen.findByRole("button", { name: "Add" }));
    let wizard = await screen.findByRole("dialog", { name: "Add farm" });
    fireEvent.click(within(wizard).getByRole("radio", { name: /Manual farm/ }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));

    // The name is required: Next says so at the field (no server check of an empty name).
    const name = within(wizard).getByLabelText("Name");
    expect(name).toHaveAttribute("aria-required", "true");
    expectNextRefused(wizard);
    expect(name).toHaveAccessibleDescription("Required.");
    expect(name).toHaveFocus();
    fireEvent.change(name, { target: { value: existing?.name ?? "" } });
    await waitFor(() =>
      expect(within(wizard).getByLabelText<HTMLSelectElement>("Access group").value).not.toBe(""),
    );
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    expect(await within(wizard).findByRole("alert")).toHaveTextContent(
      `A farm named ${existing?.name} already exists.`,
    );

    // Cancel asks first; keeping the entries returns to the same step.
    fireEvent.click(within(wizard).getByRole("button", { name: "Cancel" }));
    const question = await screen.findByRole("dialog", { name: "Discard the new farm?" });
    fireEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    wizard = await screen.findByRole("dialog", { name: "Add farm" });
    expect(within(wizard).getByLabelText("Name")).toHaveValue(existing?.name);

    fireEvent.change(within(wizard).getByLabelText("Name"), { target: { value: "Manual-Farm-Test" } });
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    await within(wizard).findByLabelText("CPU threshold (%)");
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    fireEvent.click(await within(wizard).findByRole("checkbox", { name: "rdsh-spare-02" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    expect(await within(wizard).findByText("Manual-Farm-Test")).toBeVisible();
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));

    expect(await screen.findByText("Farm Manual-Farm-Test is created.")).toBeVisible();
    const grid = await screen.findByRole("grid", { name: "RDS farms" });
    expect(await within(grid).findByText("Manual-Farm-Test")).toBeVisible();
    const hosts = await restApi.get("/inventory/v1/rds-servers").json<{ name: string; farm_id?: string }[]>();
    const farms = await restApi.get("/inventory/v4/farms").json<Farm[]>();
    const created = farms.find((farm) => farm.name === "Manual-Farm-Test");
    expect(hosts.find((host) => host.name === "rdsh-spare-02")?.farm_id).toBe(created?.id);
  });
});
