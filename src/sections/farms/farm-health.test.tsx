import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../../../server/emulator/data/access-groups";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { restApi } from "../../core/http/api-clients";
import { DashboardSection } from "../dashboard/dashboard-section";
import { FarmSection } from "./farm-section";
import { FarmsSection } from "./farms-section";
import type { Farm } from "./farms.types";

const NO_HOSTS = "No RDS hosts are assigned to this farm, so it cannot serve any session.";

/** A new manual farm with no RDS hosts, created as the farm wizard creates one. */
async function newFarmWithoutHosts(name: string): Promise<Farm> {
  await restApi
    .post({ name, type: "MANUAL", access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID }, "/inventory/v1/farms")
    .res();
  const farm = (await restApi.get("/inventory/v4/farms").json<Farm[]>()).find((item) => item.name === name);
  if (!farm) throw new Error(`${name} was not created`);
  return farm;
}

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("farm health (spec 001 §4, application health derivation)", { timeout: 60_000 }, () => {
  it("shows a new farm without RDS hosts as an error that says why, alike in its list, its page and the dashboard", async () => {
    await signedInEmulator("admin");
    const farm = await newFarmWithoutHosts("Empty-Farm-1");

    render(<FarmsSection />);
    const grid = await screen.findByRole("grid", { name: "RDS farms" });
    const rowOf = () =>
      within(grid)
        .getAllByRole("row")
        .find((row) => within(row).queryByText(farm.name) !== null);
    await waitFor(() => expect(rowOf()).toHaveTextContent(`Error${NO_HOSTS}`), { timeout: 20_000 });
    expect(rowOf()).not.toHaveTextContent("ERROR");
    cleanup();

    render(<FarmSection farmId={farm.id} />);
    expect(await screen.findByText(`Error: ${NO_HOSTS}`, {}, { timeout: 20_000 })).toBeVisible();
    cleanup();

    render(<DashboardSection />);
    // The group is named by its heading, which leads with the farms' worst level once they have answered
    // ("Error Farms"): only while they load is it "Farms" alone.
    const farms = await screen.findByRole("group", { name: /^(Error )?Farms$/ });
    await waitFor(() => expect(farms).toHaveAttribute("aria-busy", "false"), { timeout: 20_000 });
    const item = within(farms)
      .getAllByRole("listitem")
      .find((candidate) => within(candidate).queryByText(farm.name) !== null);
    expect(item).toHaveTextContent(NO_HOSTS);
    expect(item?.querySelector("[data-status]")).toHaveAttribute("data-status", "ERROR");
  });

  it("makes the applications of a farm with no host up unavailable, with the reason, on the farm's page", async () => {
    await signedInEmulator("admin");
    const farm = await newFarmWithoutHosts("Empty-Farm-2");
    await restApi
      .post(
        {
          name: "Calc-Empty-Farm-2",
          display_name: "Calculator",
          farm_id: farm.id,
          executable_path: "C:\\Windows\\System32\\calc.exe",
          enabled: true,
        },
        "/inventory/v1/application-pools",
      )
      .res();
    render(<FarmSection farmId={farm.id} tab="rds-pools" />);
    const grid = await screen.findByRole("grid", { name: /Empty-Farm-2/ }, { timeout: 20_000 });
    await waitFor(() => expect(grid).toHaveTextContent("UnavailableNo RDS hosts are assigned to the farm."), {
      timeout: 20_000,
    });
    expect(grid).not.toHaveTextContent("Available ");
  });
});
