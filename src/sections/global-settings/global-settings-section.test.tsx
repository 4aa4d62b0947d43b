import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { features } from "../../core/features/feature-flags";
import { setApiFetch } from "../../core/http/api-clients";
import { clearAdminRoles, setAdminRoles } from "../../core/privileges/privileges.model";
import { csrfToken } from "../../core/session/session.model";
import { GlobalSettingsSection } from "./global-settings-section";

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const FULL_ADMIN = ["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"];
const READ_ONLY = ["GLOBAL_CONFIG_VIEW", "ADMINISTRATOR_VIEW"];

let calls: Call[];
let settings: Record<string, unknown>;
let failUpdate: { status: number; body: unknown } | null;
let failGet: boolean;
let clientPolicies: unknown[];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function grant(privileges: string[], helpdeskAdmin = false) {
  setAdminRoles({
    rest: {
      help_desk_admin: helpdeskAdmin,
      local_privileges_info: [{ access_group_id: "root", access_group_name: "Root", privileges }],
    },
  });
}

beforeEach(() => {
  // A standalone console session: the view API serves globalsettings/get and update.
  csrfToken.value = "csrf-test";
  calls = [];
  failUpdate = null;
  failGet = false;
  clientPolicies = [
    { policy: "CLIPBOARD", policy_values: ["WINDOWS", "MAC"], enforcement_state: "ENABLED_DEFAULT_ON" },
    { policy: "USB_REDIRECTION", policy_values: ["WINDOWS"], enforcement_state: "ENABLED_ENFORCED" },
  ];
  settings = {
    generalData: {
      consoleSessionTimeoutMinutes: 30,
      desktopSSOTimeoutPolicy: "DISABLE_AFTER",
      desktopSSOTimeoutMinutes: 15,
      preLoginAdminBannerHeader: "<b>Notice</b>",
    },
  };
  setApiFetch(async (input, init) => {
    const path = input instanceof Request ? new URL(input.url).pathname : input.toString();
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    if (path.endsWith("globalsettings/get"))
      return failGet ? new Response("", { status: 503 }) : json(settings);
    if (path.endsWith("globalsettings/update")) {
      if (failUpdate) return json(failUpdate.body, failUpdate.status);
      settings = body as Record<string, unknown>;
      return new Response(null, { status: 204 });
    }
    if (path === "/rest/config/v1/settings/client-settings") {
      if (method === "PUT") {
        clientPolicies = (body as { client_policies: unknown[] }).client_policies;
        return new Response(null, { status: 204 });
      }
      return json({ client_policies: clientPolicies });
    }
    return json({}, 404);
  });
});

afterEach(() => {
  csrfToken.value = null;
  clearAdminRoles();
  features.value = {};
});

describe("global settings section", () => {
  it("shows the general settings, admin text as text", async () => {
    grant(FULL_ADMIN);
    render(<GlobalSettingsSection />);
    expect(await screen.findByText("Disabled after 15 min")).toBeInTheDocument();
    expect(screen.getByText("<b>Notice</b>")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab")).toHaveLength(5);
  });

  it("explains a setting whose name alone does not tell its effect (spec 001 §2, more-info popover)", async () => {
    grant(READ_ONLY);
    render(<GlobalSettingsSection />);
    const info = await screen.findByRole("button", { name: "More about Forcibly disconnect users after" });
    expect(info).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/whether they are working or not/)).not.toBeInTheDocument();
    await userEvent.click(info);
    expect(info).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/whether they are working or not/)).toBeInTheDocument();
    // A setting that names its own effect gets no button.
    expect(screen.queryByRole("button", { name: "More about Console session timeout" })).toBeNull();
  });

  it("gives a read-only admin a disabled Edit button", async () => {
    grant(READ_ONLY);
    render(<GlobalSettingsSection />);
    expect(await screen.findByRole("button", { name: "Edit" })).toHaveAttribute("aria-disabled", "true");
  });

  it("refuses a helpdesk administrator", () => {
    grant(["GLOBAL_CONFIG_VIEW", "HELPDESK_ADMINISTRATOR"], true);
    render(<GlobalSettingsSection />);
    expect(screen.getByRole("status")).toHaveTextContent("You do not have permission to view this.");
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("saves an edited setting and shows it", async () => {
    const user = userEvent.setup();
    grant(FULL_ADMIN);
    render(<GlobalSettingsSection />);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const timeout = screen.getByLabelText("Console session timeout");
    await user.clear(timeout);
    await user.type(timeout, "45");
    await user.selectOptions(screen.getByLabelText("Disable single sign-on"), "NEVER");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("45 min")).toBeInTheDocument();
    expect(screen.getByText("Always enabled")).toBeInTheDocument();
    const update = calls.find((call) => call.path.endsWith("globalsettings/update"));
    expect(update?.method).toBe("POST");
    expect(update?.body).toMatchObject({
      generalData: { consoleSessionTimeoutMinutes: 45, desktopSSOTimeoutPolicy: "ALWAYS_ENABLED" },
    });
  });

  it("keeps the form and shows the marker message when the save fails", async () => {
    const user = userEvent.setup();
    grant(FULL_ADMIN);
    failUpdate = {
      status: 400,
      body: { errors: [{ error_key: "x", error_message: "failed {# INSUFFICIENT_PERMISSION #}" }] },
    };
    render(<GlobalSettingsSection />);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const header = screen.getByLabelText("Banner header");
    await user.clear(header);
    await user.type(header, "Authorised use only");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "The changes were not saved: You do not have sufficient permission for this operation.",
    );
    expect(screen.getByRole("dialog", { name: "Edit general settings" })).toBeVisible();
    expect(screen.getByLabelText("Banner header")).toHaveValue("Authorised use only");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("shows the generic error, not the server's own text, for a refused save without a marker", async () => {
    const user = userEvent.setup();
    grant(FULL_ADMIN);
    failUpdate = {
      status: 400,
      body: { errors: [{ error_key: "x", error_message: "stack trace at line 42" }] },
    };
    render(<GlobalSettingsSection />);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    await user.type(screen.getByLabelText("Forced logoff message"), "Bye");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The changes were not saved: Unable to process the request.",
    );
    expect(screen.queryByText(/stack trace/)).toBeNull();
    expect(screen.getByLabelText("Forced logoff message")).toHaveValue("Bye");
  });

  it("offers Save only once something changed", async () => {
    const user = userEvent.setup();
    grant(FULL_ADMIN);
    render(<GlobalSettingsSection />);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    const timeout = screen.getByLabelText("Console session timeout");
    await user.clear(timeout);
    await user.type(timeout, "31");
    expect(save).toBeEnabled();
    await user.clear(timeout);
    await user.type(timeout, "30");
    expect(save).toBeDisabled();
  });

  it("blocks an invalid timeout without calling the server", async () => {
    const user = userEvent.setup();
    grant(FULL_ADMIN);
    render(<GlobalSettingsSection />);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const timeout = screen.getByLabelText("Console session timeout");
    await user.clear(timeout);
    await user.type(timeout, "5000");
    expect(timeout).toHaveAttribute("aria-invalid", "true");
    expect(timeout).toHaveAccessibleDescription("Enter a whole number from 1 to 4320.");
    const save = screen.getByRole("button", { name: "Save" });
    await user.click(save);
    expect(timeout).toHaveFocus();
    await user.click(save);
    expect(calls.some((call) => call.path.endsWith("globalsettings/update"))).toBe(false);
    await user.clear(timeout);
    await user.type(timeout, "4320");
    expect(timeout).not.toHaveAttribute("aria-invalid");
    expect(save).toBeEnabled();
  });

  it("offers a retry when loading fails", async () => {
    const user = userEvent.setup();
    grant(FULL_ADMIN);
    failGet = true;
    render(<GlobalSettingsSection />);
    const alert = await screen.findByRole("alert");
    failGet = false;
    clientPolicies = [
      { policy: "CLIPBOARD", policy_values: ["WINDOWS", "MAC"], enforcement_state: "ENABLED_DEFAULT_ON" },
      { policy: "USB_REDIRECTION", policy_values: ["WINDOWS"], enforcement_state: "ENABLED_ENFORCED" },
    ];
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Disabled after 15 min")).toBeInTheDocument();
  });

  it("asks for matching recovery passwords before it offers Save", async () => {
    const user = userEvent.setup();
    grant(FULL_ADMIN);
    render(<GlobalSettingsSection initialTab="security" />);
    await user.click(await screen.findByRole("button", { name: "Change data recovery password" }));
    const save = screen.getByRole("button", { name: "Save" });
    const password = screen.getByLabelText("Recovery password");
    expect(password).toHaveAccessibleDescription("This field is required.");
    await user.type(password, "Recover-Me-42");
    const confirmation = screen.getByLabelText("Confirm recovery password");
    await user.type(confirmation, "Recover-Me-4");
    expect(confirmation).toHaveAccessibleDescription("The passwords do not match.");
    await user.click(save);
    expect(confirmation).toHaveFocus();
    await user.type(confirmation, "2");
    expect(confirmation).not.toHaveAttribute("aria-invalid");
    expect(save).toBeEnabled();
  });

  it("switches tabs with the keyboard", async () => {
    const user = userEvent.setup();
    grant(FULL_ADMIN);
    render(<GlobalSettingsSection />);
    act(() => screen.getByRole("tab", { name: "General" }).focus());
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Security" })).toHaveFocus();
  });

  it("sends an empty list for a client policy set to DO_NOT_MONITOR", async () => {
    const user = userEvent.setup();
    grant(FULL_ADMIN);
    render(<GlobalSettingsSection initialTab="clientRestriction" />);
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const clipboard = screen.getByRole("group", { name: "Client types for Clipboard redirection" });
    expect(within(clipboard).getByRole("checkbox", { name: "Mac client" })).toBeChecked();
    await user.click(within(clipboard).getByRole("checkbox", { name: "Linux client" }));
    const usb = screen.getByRole("group", { name: "Client types for USB redirection" });
    await user.selectOptions(screen.getAllByLabelText("Enforcement")[1] as HTMLElement, "DO_NOT_MONITOR");
    expect(within(usb).getByRole("checkbox", { name: "Windows client" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("button", { name: "Edit" });
    expect(clientPolicies).toEqual([
      {
        policy: "CLIPBOARD",
        policy_values: ["WINDOWS", "MAC", "LINUX"],
        enforcement_state: "ENABLED_DEFAULT_ON",
      },
      { policy: "USB_REDIRECTION", policy_values: [], enforcement_state: "DO_NOT_MONITOR" },
    ]);
  });

  it("shows each client type's desired settings", async () => {
    grant(READ_ONLY);
    render(<GlobalSettingsSection initialTab="clientDesired" />);
    const windows = (await screen.findByRole("rowheader", { name: "Windows client" })).closest("tr");
    expect(windows).toHaveTextContent(
      "Clipboard redirection (Enabled, on by default), USB redirection (Enabled and enforced)",
    );
    expect(screen.getByRole("rowheader", { name: "Linux client" }).closest("tr")).toHaveTextContent(
      "No monitored policies",
    );
  });

  it("leaves out the tabs whose feature is switched off", () => {
    grant(FULL_ADMIN);
    features.value = { agentRestrictions: false, horizonClientRestrictions: false };
    render(<GlobalSettingsSection initialTab="agentRestriction" />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["General", "Security"]);
    expect(screen.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
  });
});
