import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isBehindIdentityProvider } from "../../core/session/session.model";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { UnauthenticatedUserDialog } from "./unauthenticated-user-dialog";
import { UsersGroupsSection } from "./users-groups-section";

const VIEW = "/view-vlsi/rest/v1/UnauthenticatedAccessUser";
const REST = "/rest/config/v1/unauthenticated-access-users";
const fault = (key: string) => ({
  fault: "InvalidArgument",
  errors: [{ error_key: key, error_message: `server says ${key}` }],
});
const restError = (key: string) => ({
  status: 400,
  errors: [{ error_key: key, error_message: `server says ${key}` }],
});

/** Spec 001 §8: every catalogue error of create and update, each with its own message. */
const CATALOGUE = [
  [
    "create",
    "UNAUTHENTICATED_ACCESS_USER_ALIAS_EXISTS",
    "The alias kiosk-7 is already used by another unauthenticated access user.",
  ],
  [
    "create",
    "UNAUTHENTICATED_ACCESS_USER_EXISTS",
    "This directory user already has unauthenticated access (alias kiosk-7 not added).",
  ],
  [
    "create",
    "TRUESSO_NOT_CONFIGURED",
    "True SSO is not configured for domain example.com, so kiosk-7 cannot use it.",
  ],
  [
    "create",
    "INVALID_CREDENTIALS",
    "The hybrid logon password of kiosk-7 in domain example.com is not valid.",
  ],
  ["create", "AD_USER_MUST_HAVE_UPN", "The directory user for kiosk-7 must have a user principal name."],
  ["create", "SOMETHING_ELSE", "Unable to process the request."],
  [
    "update",
    "TRUESSO_NOT_CONFIGURED",
    "True SSO is not configured for domain example.com, so lobby cannot use it.",
  ],
  ["update", "INVALID_CREDENTIALS", "The hybrid logon password of lobby in domain example.com is not valid."],
  [
    "update",
    "USER_OF_OTHER_POD_CANNOT_BE_UPDATED",
    "lobby belongs to another pod and cannot be updated here.",
  ],
  ["update", "AD_USER_MUST_HAVE_UPN", "Unable to process the request."],
] as const;

describe("unauthenticated access users", { timeout: 30_000 }, () => {
  afterEach(() => {
    isBehindIdentityProvider.value = false;
  });

  it.each(CATALOGUE)("%s shows %s with its own message", async (mode, key, message) => {
    const { emulator } = await signedInEmulator("admin");
    // Hosted (REST tokens only), create is REST's; REST 2212 has no update, so an edit stays on the view API.
    if (mode === "create")
      emulator.faults.failWith({ method: "POST", path: REST }, 400, { body: restError(key) });
    else emulator.faults.failWith({ method: "POST", path: `${VIEW}/Update` }, 400, { body: fault(key) });
    const onSaved = vi.fn();
    const user = {
      id: "u1",
      loginName: "lobby",
      userId: "S-1",
      description: "",
      hybridLogonConfig: "NONE" as const,
      domain: "example.com",
    };
    render(
      <UnauthenticatedUserDialog
        {...(mode === "update" ? { user } : {})}
        onCancel={() => undefined}
        onSaved={onSaved}
      />,
    );
    const dialog = screen.getByRole("dialog");
    if (mode === "create") {
      fireEvent.change(within(dialog).getByLabelText("Directory user"), { target: { value: "EXAMPLE\\a" } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Find" }));
      await within(dialog).findByLabelText("Matching user");
      fireEvent.change(within(dialog).getByLabelText("Alias"), { target: { value: "kiosk-7" } });
    } else {
      fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "Front desk" } });
    }
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(onSaved).not.toHaveBeenCalled();
    // A failed save keeps what was typed.
    if (mode === "create") expect(within(dialog).getByLabelText("Alias")).toHaveValue("kiosk-7");
  });

  it("adds a user with hybrid logon by password, which is sent but never shown back", async () => {
    await signedInEmulator("admin");
    // The view API calls carry the REST bearer, as behind an identity provider (the emulator accepts it).
    isBehindIdentityProvider.value = true;
    render(<UsersGroupsSection tab="unauthenticatedAccess" />);
    const grid = await screen.findByRole("grid", { name: "Unauthenticated access users" });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add unauthenticated access user" });
    fireEvent.change(within(dialog).getByLabelText("Directory user"), {
      target: { value: "EXAMPLE\\admin" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Find" }));
    await within(dialog).findByLabelText("Matching user");
    fireEvent.change(within(dialog).getByLabelText("Alias"), { target: { value: "lobby-kiosk" } });
    fireEvent.change(within(dialog).getByLabelText("Hybrid logon"), { target: { value: "PASSWORD" } });
    fireEvent.change(within(dialog).getByLabelText("Hybrid logon password"), {
      target: { value: "vdc-demo" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(grid).getByText("lobby-kiosk")).toBeInTheDocument());
    expect(within(grid).getAllByText("Password").length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain("vdc-demo");
  });

  it("hosted, without a view API session, lists, adds and deletes through REST (decision 0009)", async () => {
    const { emulator } = await signedInEmulator("admin");
    render(<UsersGroupsSection tab="unauthenticatedAccess" />);
    const grid = await screen.findByRole("grid", { name: "Unauthenticated access users" });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add unauthenticated access user" });
    fireEvent.change(within(dialog).getByLabelText("Directory user"), {
      target: { value: "EXAMPLE\\admin" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Find" }));
    await within(dialog).findByLabelText("Matching user");
    fireEvent.change(within(dialog).getByLabelText("Alias"), { target: { value: "hosted-kiosk" } });
    fireEvent.change(within(dialog).getByLabelText("Hybrid logon"), { target: { value: "PASSWORD" } });
    fireEvent.change(within(dialog).getByLabelText("Hybrid logon password"), {
      target: { value: "vdc-demo" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const row = await within(grid).findByRole("row", { name: /hosted-kiosk/ });
    expect(within(row).getByText("Password")).toBeInTheDocument();
    expect(within(row).getByText("example.com")).toBeInTheDocument();

    fireEvent.click(within(row).getAllByRole("checkbox")[0] ?? row);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog");
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(grid).queryByText("hosted-kiosk")).not.toBeInTheDocument());

    const paths = emulator.inspect.requests().map((request) => `${request.method} ${request.path}`);
    expect(paths).toContain(`GET ${REST}`);
    expect(paths).toContain(`POST ${REST}`);
    expect(paths.some((path) => path.startsWith(`DELETE ${REST}/`))).toBe(true);
    expect(paths.some((path) => path.includes("UnauthenticatedAccessUser"))).toBe(false);
  });

  it("says so when the administrator may not see the unauthenticated access users", async () => {
    await signedInEmulator("inventory");
    render(<UsersGroupsSection tab="unauthenticatedAccess" />);
    expect(
      await screen.findByText("You do not have permission to view these users and groups."),
    ).toBeInTheDocument();
  });
});
