import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { clearAdminRoles, setAdminRoles } from "../../core/privileges/privileges.model";
import { LicensingSection } from "../../sections/licensing/licensing-section";
import { NavMenu } from "./nav-menu";

function grant(...privileges: string[]): void {
  setAdminRoles({
    rest: {
      local_privileges_info: [{ access_group_id: "root", access_group_name: "Root", privileges }],
    },
  });
}

const nav = () => screen.getByRole("navigation", { name: "Console sections" });
const entry = (name: string) => within(nav()).queryByRole("link", { name });

afterEach(() => clearAdminRoles());

describe("NavMenu, entries follow their page's own privilege", { timeout: 30_000 }, () => {
  it("gates Search Sessions by viewing federation sessions, not by viewing inventory", () => {
    grant("MACHINE_VIEW", "POOL_VIEW");
    render(<NavMenu currentSection={null} />);
    expect(entry("Sessions")).toBeInTheDocument();
    expect(entry("Search Sessions")).toBeNull();
    act(() => grant("FEDERATED_SESSIONS_VIEW"));
    expect(entry("Search Sessions")).toBeInTheDocument();
  });

  it("shows the help desk no Licensing entry, as the page would say 'no permission'", async () => {
    await signedInEmulator("helpdesk");
    render(<NavMenu currentSection={null} />);
    expect(entry("Licensing and Usage")).toBeNull();
    expect(entry("Global Settings")).toBeNull();
    render(<LicensingSection />);
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("shows Licensing and Global Settings to an administrator who may view them", async () => {
    await signedInEmulator("admin");
    render(<NavMenu currentSection={null} />);
    expect(entry("Licensing and Usage")).toBeInTheDocument();
    expect(entry("Global Settings")).toBeInTheDocument();
  });
});
