import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setApiFetch } from "../../core/http/api-clients";
import { resetLicense } from "../../core/licensing/license.service";
import { clearAdminRoles, setAdminRoles } from "../../core/privileges/privileges.model";
import { LicensingSection } from "./licensing-section";

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let calls: Call[];
let licenseKeyAnswer: { status: number; body: unknown };
let licenses: unknown[];
let resetAnswer: number;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function grant(privileges: string[]) {
  setAdminRoles({
    rest: { local_privileges_info: [{ access_group_id: "root", access_group_name: "Root", privileges }] },
  });
}

beforeEach(() => {
  calls = [];
  resetLicense();
  licenseKeyAnswer = { status: 204, body: null };
  resetAnswer = 204;
  licenses = [
    {
      licensed: true,
      license_key: "AAAAA-XXXXX-XXXXX-XXXXX-ZZZZZ",
      license_edition: "HORIZON_ENTERPRISE_NAMED_USER",
      license_mode: "SUBSCRIPTION",
      license_health: "YELLOW",
      grace_period_days: 3,
      instant_clone_enabled: true,
    },
  ];
  setApiFetch(async (input, init) => {
    const path = input instanceof Request ? new URL(input.url).pathname : input.toString();
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    if (path === "/rest/config/v1/licenses") return json(licenses);
    if (path.endsWith("License/Set")) {
      return licenseKeyAnswer.status === 204
        ? new Response(null, { status: 204 })
        : json(licenseKeyAnswer.body, licenseKeyAnswer.status);
    }
    if (path.endsWith("License/GetUsage"))
      return json({
        totalConcurrentConnections: { current: 12, highest: 40 },
        namedUsers: { current: 5, highest: 7 },
      });
    if (path.endsWith("License/ResetHighestUsage"))
      return resetAnswer === 204 ? new Response(null, { status: 204 }) : json({}, resetAnswer);
    if (path === "/rest/config/v1/ceip" && method === "GET") return json({ enabled: false });
    return json({}, 404);
  });
});

afterEach(() => {
  clearAdminRoles();
  resetLicense();
});

describe("licensing section", () => {
  it("shows the licence with its health, mode and features", async () => {
    grant(["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"]);
    render(<LicensingSection />);
    expect(await screen.findByText("AAAAA-XXXXX-XXXXX-XXXXX-ZZZZZ")).toBeInTheDocument();
    expect(screen.getByText("Subscription")).toBeInTheDocument();
    expect(screen.getByText("Update overdue")).toBeInTheDocument();
    expect(screen.getByText("Instant clone: Enabled")).toBeInTheDocument();
    expect(screen.getByText("Help desk: Disabled")).toBeInTheDocument();
  });

  it("shows the expiry date in the spec's format for the locale (spec 000 §9)", async () => {
    grant(["GLOBAL_CONFIG_VIEW"]);
    // Noon UTC: the same calendar day in every time zone the tests may run in.
    licenses = [{ ...(licenses[0] as object), expiration_time: Date.UTC(2027, 2, 5, 12) }];
    render(<LicensingSection />);
    const label = await screen.findByText("Expiration");
    expect(label.parentElement).toHaveTextContent("03/05/2027");
  });

  it("shows the load error with a retry when the licence cannot be loaded", async () => {
    grant(["GLOBAL_CONFIG_VIEW"]);
    licenses = [{ nonsense: true }];
    render(<LicensingSection />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The license information could not be loaded.");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  });

  it("gives a read-only admin disabled controls", async () => {
    grant(["GLOBAL_CONFIG_VIEW"]);
    render(<LicensingSection />);
    expect(await screen.findByRole("button", { name: "Edit license key" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("keeps the typed key and shows the licence message when the key is refused", async () => {
    const user = userEvent.setup();
    grant(["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"]);
    licenseKeyAnswer = {
      status: 400,
      body: { errors: [{ error_key: "LICENSE_INVALID", error_message: "bad" }] },
    };
    render(<LicensingSection />);
    await user.click(await screen.findByRole("button", { name: "Edit license key" }));
    await user.type(screen.getByLabelText("License key"), "bbbbb-11111");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The changes were not saved: The license key is not valid.",
    );
    expect(screen.getByRole("dialog", { name: "Edit license key" })).toBeVisible();
    expect(screen.getByLabelText("License key")).toHaveValue("bbbbb-11111");
  });

  it("shows the unknown-licence message for a refusal that names no licence error", async () => {
    const user = userEvent.setup();
    grant(["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"]);
    licenseKeyAnswer = {
      status: 400,
      body: { errors: [{ error_key: "x", error_message: "internal detail" }] },
    };
    render(<LicensingSection />);
    await user.click(await screen.findByRole("button", { name: "Edit license key" }));
    await user.type(screen.getByLabelText("License key"), "ccccc-22222");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The license is in an unknown state.");
    expect(screen.queryByText(/internal detail/)).toBeNull();
  });

  it("offers Save only for a key that can be one", async () => {
    const user = userEvent.setup();
    grant(["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"]);
    render(<LicensingSection />);
    await user.click(await screen.findByRole("button", { name: "Edit license key" }));
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    const key = screen.getByLabelText("License key");
    await user.type(key, "bad key!");
    expect(key).toHaveAccessibleDescription("Enter a license key made of letters, digits and hyphens.");
    await user.click(save);
    expect(key).toHaveFocus();
    await user.click(save);
    expect(calls.some((call) => call.path.endsWith("License/Set"))).toBe(false);
    await user.clear(key);
    await user.type(key, "ddddd-33333");
    expect(key).not.toHaveAttribute("aria-invalid");
    expect(save).toBeEnabled();
  });

  it("sets a new key and loads the licence again", async () => {
    const user = userEvent.setup();
    grant(["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"]);
    render(<LicensingSection />);
    await user.click(await screen.findByRole("button", { name: "Edit license key" }));
    await user.type(screen.getByLabelText("License key"), "bbbbb-11111");
    licenses = [
      { licensed: true, license_key: "BBBBB-11111", license_mode: "DEFAULT", grace_period_days: 0 },
    ];
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("BBBBB-11111")).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith("License/Set"))?.body).toEqual({
      licenseKey: "BBBBB-11111",
    });
  });

  it("shows usage counters and resets the highest values", async () => {
    const user = userEvent.setup();
    grant(["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"]);
    render(<LicensingSection initialTab="usage" />);
    const row = (await screen.findByRole("rowheader", { name: "Total concurrent connections" })).closest(
      "tr",
    );
    expect(row).toHaveTextContent("1240");
    await user.click(screen.getByRole("button", { name: "Reset highest count" }));
    expect(calls.some((call) => call.method === "POST" && call.path.endsWith("ResetHighestUsage"))).toBe(
      true,
    );
  });

  it("says why the highest values were not reset and keeps the counters", async () => {
    const user = userEvent.setup();
    grant(["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"]);
    resetAnswer = 403;
    render(<LicensingSection initialTab="usage" />);
    await user.click(await screen.findByRole("button", { name: "Reset highest count" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The changes were not saved: You do not have sufficient permission for this operation.",
    );
    expect(screen.getByRole("rowheader", { name: "Named users" })).toBeInTheDocument();
  });

  it("shows the customer experience program enrolment read-only: 2212 has no call to change it", async () => {
    grant(["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"]);
    render(<LicensingSection initialTab="ceip" />);
    expect(await screen.findByText("Not joined")).toBeInTheDocument();
    expect(screen.getByText(/cannot change the enrolment/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("refuses admins without configuration view rights", () => {
    grant(["POOL_VIEW"]);
    render(<LicensingSection />);
    expect(screen.getByRole("status")).toHaveTextContent("You do not have permission to view this.");
    expect(screen.queryByRole("tablist")).toBeNull();
  });
});
