import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { setApiFetch } from "../../src/core/http/api-clients";
import { resetLicense } from "../../src/core/licensing/license.service";
import { clearAdminRoles, setAdminRoles } from "../../src/core/privileges/privileges.model";
import { LicensingSection, type LicensingSectionProps } from "../../src/sections/licensing/licensing-section";
import { VdcRoot } from "../../src/ui/root/vdc-root";
import { storyCanvas, typeText } from "../support/story-canvas";

type LicenseKind = "subscription" | "expired" | "unloadable";

const LICENSES: Record<Exclude<LicenseKind, "unloadable">, unknown> = {
  subscription: {
    licensed: true,
    license_key: "VDC4X-XXXXX-XXXXX-XXXXX-00001",
    license_edition: "HORIZON_ENTERPRISE_NAMED_USER",
    license_mode: "SUBSCRIPTION",
    license_health: "YELLOW",
    usage_model: "NAMED_USER",
    grace_period_days: 12,
    expiration_time: Date.UTC(2027, 5, 30),
    desktop_pool_launch_enabled: true,
    application_pool_launch_enabled: true,
    instant_clone_enabled: true,
    help_desk_enabled: true,
    session_collaboration_enabled: false,
  },
  expired: {
    licensed: true,
    license_key: "VDC4X-XXXXX-XXXXX-XXXXX-00002",
    license_edition: "HORIZON_STANDARD_CONCURRENT_USER",
    license_mode: "DEFAULT",
    grace_period_days: -4,
    usage_model: "CONCURRENT_USER",
  },
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function installFakePod(kind: LicenseKind, refuseKey = false): void {
  setApiFetch(async (input, init) => {
    const path = new URL(input instanceof Request ? input.url : input.toString(), "http://story").pathname;
    const method = init?.method ?? "GET";
    if (refuseKey && path.endsWith("License/Set"))
      return json({ errors: [{ error_key: "INVALID", error_message: "The licence key is not valid" }] }, 400);
    if (path === "/rest/config/v1/licenses")
      return kind === "unloadable" ? new Response("", { status: 503 }) : json([LICENSES[kind]]);
    if (path.endsWith("License/GetUsage"))
      return json({
        totalConcurrentConnections: { current: 212, highest: 340 },
        namedUsers: { current: 1250, highest: 1312 },
        concurrentSessions: { current: 198, highest: 327 },
        fullVirtualMachines: { current: 40, highest: 52 },
        unmanagedMachines: { current: 6, highest: 9 },
        applications: { current: 87, highest: 120 },
        collaborativeSessions: { current: 3, highest: 11 },
        totalCollaborators: { current: 5, highest: 19 },
      });
    if (path === "/rest/config/v1/ceip" && method === "GET")
      return json({
        enabled: true,
        geolocation: "EUROPE",
        company_size: "SIZE_1001_5000",
        vertical: "TECHNOLOGY",
      });
    return method === "GET" ? json({}, 404) : new Response(null, { status: 204 });
  });
}

interface StoryArgs extends LicensingSectionProps {
  privileges: string[];
  license: LicenseKind;
  refuseKey?: boolean;
}

const meta = {
  title: "Sections/Product licensing and usage",
  args: { privileges: ["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"], license: "subscription" },
  beforeEach: ({ args }) => {
    resetLicense();
    installFakePod(args.license, args.refuseKey);
    setAdminRoles({
      rest: {
        local_privileges_info: [
          { access_group_id: "root", access_group_name: "Root", privileges: args.privileges },
        ],
      },
    });
    return () => {
      clearAdminRoles();
      resetLicense();
    };
  },
  render: ({ initialTab }) => (
    <VdcRoot>
      <LicensingSection {...(initialTab ? { initialTab } : {})} />
    </VdcRoot>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subscription licence whose update is overdue. */
export const Subscription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByText("VDC4X-XXXXX-XXXXX-XXXXX-00001");
    await expect(canvas.getByText("Update overdue")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Edit license key" }));
    await expect(await canvas.findByRole("dialog", { name: "Edit license key" })).toBeVisible();
  },
};

/** A refused key: the licence message in the dialog, which keeps what was typed. */
export const KeyRefused: Story = {
  args: { refuseKey: true },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Edit license key" }));
    const save = await canvas.findByRole("button", { name: "Save" });
    await expect(save).toBeDisabled();
    await typeText(canvas.getByLabelText("License key"), "vdc4x-11111");
    await userEvent.click(save);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The license key is not valid.");
    await expect(canvas.getByLabelText("License key")).toHaveValue("vdc4x-11111");
  },
};

/** A perpetual licence past its grace period. */
export const GracePeriodExpired: Story = {
  args: { license: "expired" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText("The license has expired. Enter a new license key."),
    ).toBeInTheDocument();
  },
};

/** The licence cannot be loaded: the fallback and a retry. */
export const LoadError: Story = {
  args: { license: "unloadable" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The license information could not be loaded.",
    );
  },
};

/** A read-only administrator: the key cannot be changed. */
export const ReadOnly: Story = {
  args: { privileges: ["GLOBAL_CONFIG_VIEW"] },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Edit license key" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** Usage counters with current and highest values. */
export const Usage: Story = {
  args: { initialTab: "usage" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("rowheader", { name: "Named users" });
  },
};

/** The customer experience program, joined. */
export const CustomerExperienceProgram: Story = {
  args: { initialTab: "ceip" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByText("Technology");
  },
};
