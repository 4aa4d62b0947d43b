import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale } from "../../core/i18n/i18n";
import deBundle from "../../locales/bundle_de.json";
import { clearAdminRoles, setAdminRoles } from "../../core/privileges/privileges.model";
import { menuItemPrivilegeState, Privileged, useMenuItemPrivilege, usePrivilege } from "./use-privilege";

function grant(...privileges: string[]): void {
  setAdminRoles({
    rest: {
      local_privileges_info: [{ access_group_id: "root", access_group_name: "Root", privileges }],
    },
  });
}

function Probe({ expression }: { expression: string }) {
  return <output>{usePrivilege(expression) ? "yes" : "no"}</output>;
}

function MenuProbe() {
  const state = useMenuItemPrivilege("POOL_MANAGEMENT", { mode: "hide" });
  return <output>{`${state.enabled}/${state.hidden}`}</output>;
}

afterEach(async () => {
  clearAdminRoles();
  await act(() => changeLocale("en", () => Promise.reject(new Error("unused"))));
});

describe("privilege binding", () => {
  it("re-renders when the privileges change", () => {
    render(<Probe expression="POOL_VIEW|MACHINE_VIEW" />);
    expect(screen.getByRole("status")).toHaveTextContent("no");
    act(() => grant("MACHINE_VIEW"));
    expect(screen.getByRole("status")).toHaveTextContent("yes");
  });

  it("disables its child by default when the privilege is missing", () => {
    render(
      <Privileged expression="GLOBAL_CONFIG_MANAGEMENT">
        <button type="button">Edit</button>
      </Privileged>,
    );
    expect(screen.getByRole("button", { name: "Edit" })).toBeDisabled();
    act(() => grant("GLOBAL_CONFIG_MANAGEMENT"));
    expect(screen.getByRole("button", { name: "Edit" })).toBeEnabled();
  });

  it("names the missing privilege in the administrator's language, not when forced by a state", async () => {
    render(
      <>
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT">
          <button type="button">Edit</button>
        </Privileged>
        <Privileged expression="POOL_VIEW" force>
          <button type="button">Busy</button>
        </Privileged>
      </>,
    );
    act(() => grant("POOL_VIEW"));
    expect(screen.getByRole("button", { name: "Edit" })).toHaveAccessibleDescription(
      "Requires the privilege: Manage global configuration and policies",
    );
    expect(screen.getByRole("button", { name: "Busy" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Busy" })).toHaveAccessibleDescription("");
    await act(() => changeLocale("de", () => Promise.resolve(deBundle)));
    expect(screen.getByRole("button", { name: "Edit" })).toHaveAccessibleDescription(
      "Erfordert die Berechtigung: Globale Konfiguration und Richtlinien verwalten",
    );
  });

  it("hides its child in hide mode", () => {
    render(
      <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" mode="hide">
        <button type="button">Edit</button>
      </Privileged>,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("can be forced disabled or hidden even with the privilege", () => {
    grant("GLOBAL_CONFIG_MANAGEMENT");
    render(
      <>
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" force>
          <button type="button">Forced</button>
        </Privileged>
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" mode="hide" force>
          <button type="button">Gone</button>
        </Privileged>
      </>,
    );
    expect(screen.getByRole("button", { name: "Forced" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Gone" })).toBeNull();
  });

  it("gives menu items enabled and hidden attributes", () => {
    expect(menuItemPrivilegeState(true)).toEqual({ enabled: true, hidden: false });
    expect(menuItemPrivilegeState(false)).toEqual({ enabled: false, hidden: false });
    expect(menuItemPrivilegeState(false, "hide")).toEqual({ enabled: false, hidden: true });
    expect(menuItemPrivilegeState(true, "disable", true)).toEqual({ enabled: false, hidden: false });
    render(<MenuProbe />);
    expect(screen.getByRole("status")).toHaveTextContent("false/true");
  });
});
