import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { setApiFetch } from "../../src/core/http/api-clients";
import { clearAdminRoles, setAdminRoles } from "../../src/core/privileges/privileges.model";
import { csrfToken } from "../../src/core/session/session.model";
import {
  GlobalSettingsSection,
  type GlobalSettingsSectionProps,
} from "../../src/sections/global-settings/global-settings-section";
import { VdcRoot } from "../../src/ui/root/vdc-root";
import { storyCanvas, typeText } from "../support/story-canvas";

interface FakePod {
  failLoad?: boolean;
  failSave?: boolean;
}

const GENERAL = {
  consoleSessionTimeoutMinutes: 30,
  desktopSSOTimeoutPolicy: "DISABLE_AFTER",
  desktopSSOTimeoutMinutes: 15,
  clientIdleSessionTimeoutPolicy: "NEVER",
  clientIdleSessionTimeoutMinutes: 600,
  clientMaxSessionTimeoutPolicy: "TIMEOUT_AFTER",
  clientMaxSessionTimeoutMinutes: 600,
  clientSessionTimeoutMinutes: 1200,
  displayWarningBeforeForcedLogoff: true,
  forcedLogoffTimeoutMinutes: 5,
  forcedLogoffMessage: "Your session will be logged off in 5 minutes.",
  enableUIUsernameCaching: true,
  displayPreLoginAdminBanner: true,
  preLoginAdminBannerHeader: "Authorised use only",
  preLoginAdminBannerMessage: "Activity on this console is monitored.",
  hideDomainListInClient: true,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A small in-story stand-in for the pod's settings endpoints. */
function installFakePod(pod: FakePod): void {
  let settings: Record<string, unknown> = {
    generalData: GENERAL,
    dataRecoveryPasswordData: { isRecoveryPasswordSet: true, recoveryPasswordReminder: "The usual one" },
  };
  setApiFetch(async (input, init) => {
    const path = new URL(input instanceof Request ? input.url : input.toString(), "http://story").pathname;
    const method = init?.method ?? "GET";
    if (pod.failLoad) return new Response("<html>Service unavailable</html>", { status: 503 });
    if (path.endsWith("globalsettings/get")) return json(settings);
    if (path.endsWith("globalsettings/update")) {
      if (pod.failSave)
        return json(
          { errors: [{ error_key: "x", error_message: "refused {# INSUFFICIENT_PERMISSION #}" }] },
          400,
        );
      settings = {
        ...settings,
        ...(JSON.parse(typeof init?.body === "string" ? init.body : "{}") as Record<string, unknown>),
      };
      return new Response(null, { status: 204 });
    }
    if (path.endsWith("/connection-servers/security-configuration")) {
      const tls = {
        cipher_suites: ["TLS_AES_256_GCM_SHA384", "TLS_AES_128_GCM_SHA256"],
        named_groups: ["x25519", "secp384r1"],
        signature_algorithms: ["rsa_pss_rsae_sha256"],
        thumbprint_algorithms: ["SHA-256"],
      };
      return json({
        connection_server_security_config: { client_properties: tls, server_properties: tls },
        secure_gateway_security_config: { client_properties: tls, server_properties: tls },
        certificate_properties: { key_length: 2048, validity: 730 },
      });
    }
    if (path.endsWith("/settings/client-settings") && method === "GET")
      return json({
        client_policies: [
          { policy: "AUDIO_IN", policy_values: [], enforcement_state: "DO_NOT_MONITOR" },
          { policy: "CLIPBOARD", policy_values: ["WINDOWS", "MAC"], enforcement_state: "ENABLED_DEFAULT_ON" },
        ],
      });
    if (path.endsWith("/settings/agent-restriction-settings") && method === "GET")
      return json({
        restricted_agent_message: "This agent version is no longer supported.",
        restricted_agent_data: [{ type: "WINDOWS", version: "7.13.0" }],
      });
    return method === "GET" ? json({}, 404) : new Response(null, { status: 204 });
  });
}

function grant(privileges: string[], helpdeskAdmin = false): void {
  setAdminRoles({
    rest: {
      help_desk_admin: helpdeskAdmin,
      local_privileges_info: [{ access_group_id: "root", access_group_name: "Root", privileges }],
    },
  });
}

interface StoryArgs extends GlobalSettingsSectionProps {
  privileges: string[];
  helpdeskAdmin?: boolean;
  pod: FakePod;
}

const meta = {
  title: "Sections/Global settings",
  args: { privileges: ["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"], pod: {} },
  beforeEach: ({ args }) => {
    installFakePod(args.pod);
    grant(args.privileges, args.helpdeskAdmin);
    // The standalone console's view session: settings go through globalsettings/get and update.
    csrfToken.value = "story-csrf";
    return () => {
      clearAdminRoles();
      csrfToken.value = null;
    };
  },
  render: ({ initialTab }) => (
    <VdcRoot>
      <GlobalSettingsSection {...(initialTab ? { initialTab } : {})} />
    </VdcRoot>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full administrator: every tab is editable. */
export const FullAdministrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByText("Disabled after 15 min");
    await userEvent.click(canvas.getByRole("button", { name: "Edit" }));
    const dialog = await canvas.findByRole("dialog", { name: "Edit general settings" });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByLabelText("Banner header")).toHaveValue("Authorised use only");
  },
};

/** A read-only administrator sees the settings with disabled controls. */
export const ReadOnlyAdministrator: Story = {
  args: { privileges: ["GLOBAL_CONFIG_VIEW", "ADMINISTRATOR_VIEW"] },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Edit" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** A helpdesk administrator may not open global settings. */
export const HelpdeskAdministrator: Story = {
  args: { privileges: ["GLOBAL_CONFIG_VIEW", "HELPDESK_ADMINISTRATOR"], helpdeskAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You do not have permission to view this.",
    );
  },
};

/** The settings cannot be loaded: an error with a retry. */
export const LoadError: Story = {
  args: { pod: { failLoad: true } },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

/** A refused save keeps the dialog and what was typed. */
export const SaveFails: Story = {
  args: { pod: { failSave: true } },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Edit" }));
    const save = await canvas.findByRole("button", { name: "Save" });
    await expect(save).toBeDisabled();
    await typeText(canvas.getByLabelText("Banner header"), " (staff)");
    await userEvent.click(save);
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("The changes were not saved"));
    await expect(canvas.getByRole("dialog")).toBeVisible();
    await expect(canvas.getByLabelText("Banner header")).toHaveValue("Authorised use only (staff)");
  },
};

/** The security tab: recovery password state and the TLS configuration. */
export const Security: Story = {
  args: { initialTab: "security" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByText("The usual one");
    await canvas.findAllByText("x25519, secp384r1");
  },
};

/** Client restriction: each policy's enforcement and client types. */
export const ClientRestriction: Story = {
  args: { initialTab: "clientRestriction" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByText("Clipboard redirection");
  },
};

/** Agent restriction: the message and the restricted versions. */
export const AgentRestriction: Story = {
  args: { initialTab: "agentRestriction" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByText("7.13.0");
  },
};

/** Client desired settings per client type. */
export const ClientDesiredSettings: Story = {
  args: { initialTab: "clientDesired" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await canvas.findByRole("rowheader", { name: "Mac client" });
  },
};
