import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { realPodProfile } from "../../../tests/support/real-pod-profile";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { features } from "../../core/features/feature-flags";
import { ServersSection } from "./servers-section";

function bodyRows(name: string): HTMLElement[] {
  return within(screen.getByRole("grid", { name }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe("ServersSection", { timeout: 30_000 }, () => {
  it("adds a vCenter only after its self-signed certificate is accepted; a refused sign-in keeps the typed values", async () => {
    await signedInEmulator("admin");
    render(<ServersSection />);
    await waitFor(() => expect(bodyRows("vCenter servers").length).toBeGreaterThan(0));
    const before = bodyRows("vCenter servers").length;
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const wizard = await screen.findByRole("dialog", { name: "Add vCenter Server" });
    type(wizard, "Server address", "vc-lab.example.com");
    type(wizard, "User name", "administrator@vsphere.local");
    type(wizard, "Password", "wrong-password");
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    expect(await within(wizard).findByRole("alert")).toHaveTextContent(
      "Sign-in to vCenter Server failed: the user name or password is wrong.",
    );

    fireEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    expect(within(wizard).getByLabelText("Server address")).toHaveValue("vc-lab.example.com");
    type(wizard, "Password", "Secret-1");
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    expect(await within(wizard).findByText(/self-signed or its issuer is not trusted/)).toBeInTheDocument();
    const next = within(wizard).getByRole("button", { name: "Next" });
    fireEvent.click(next);
    expect(within(wizard).getByRole("alert")).toHaveTextContent("Accept the certificate to continue.");
    fireEvent.click(
      within(wizard).getByRole("checkbox", { name: "I accept this certificate for this server" }),
    );
    fireEvent.click(next);
    type(wizard, "Provisioning operations", "0");
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));
    expect(within(wizard).getByLabelText("Provisioning operations")).toHaveFocus();
    type(wizard, "Provisioning operations", "12");
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));

    await waitFor(() => expect(bodyRows("vCenter servers").length).toBe(before + 1));
    const added = bodyRows("vCenter servers").find((row) => within(row).queryByText("vc-lab.example.com"));
    expect(added && within(added).getByText("Healthy")).toBeInTheDocument();
    expect(document.body.textContent).not.toContain("Secret-1");
  });

  it("says a pod without the add call (2212: a later version's call) does not offer it, keeping the values", async () => {
    await signedInEmulator("admin", realPodProfile());
    render(<ServersSection />);
    await waitFor(() => expect(bodyRows("vCenter servers").length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const wizard = await screen.findByRole("dialog", { name: "Add vCenter Server" });
    type(wizard, "Server address", "vc-lab.example.com");
    type(wizard, "User name", "administrator@vsphere.local");
    type(wizard, "Password", "Secret-1");
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    fireEvent.click(
      await within(wizard).findByRole("checkbox", { name: "I accept this certificate for this server" }),
    );
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));
    expect(await within(wizard).findByRole("alert")).toHaveTextContent(
      "This pod does not offer this operation",
    );
    fireEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    expect(within(wizard).getByLabelText("Server address")).toHaveValue("vc-lab.example.com");
  });

  it("offers no edit or remove of a vCenter Server (2212 has no call for either) and says so", async () => {
    await signedInEmulator("admin");
    render(<ServersSection />);
    await waitFor(() => expect(bodyRows("vCenter servers").length).toBeGreaterThan(0));
    expect(screen.getByText(/cannot edit or remove a vCenter Server/)).toBeInTheDocument();
    const actions = within(screen.getByRole("group", { name: "Server actions" }));
    expect(actions.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(actions.queryByRole("button", { name: "Remove" })).toBeNull();
    expect(actions.getByRole("button", { name: "Add" })).toBeInTheDocument();
  });

  it("refuses to disable the last enabled connection server and says why", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const client = new EmulatorClient(emulator);
    const servers = (await (
      await client.rest("GET", "/rest/config/v2/connection-servers", token)
    ).json()) as {
      id: string;
    }[];
    await client.rest("POST", "/rest/config/v1/connection-servers/action/disable", token, {
      body: servers.slice(1).map((server) => server.id),
    });
    render(<ServersSection tab="connection_servers" />);
    await waitFor(() => expect(bodyRows("Connection servers").length).toBe(servers.length));
    const enabled = bodyRows("Connection servers").find((row) => !within(row).queryByText("Disabled"));
    fireEvent.click(within(enabled as HTMLElement).getByRole("checkbox", { name: "Select row" }));
    fireEvent.click(
      within(screen.getByRole("group", { name: "Server actions" })).getByRole("button", { name: "Disable" }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Disable connection servers" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Disable" }));
    expect(await screen.findByText(/is the last enabled connection server/)).toBeInTheDocument();
  });

  it("shows the SAML and RADIUS authenticators and True SSO enrollment servers on a connection server's settings", async () => {
    await signedInEmulator("admin");
    render(<ServersSection tab="connection_servers" />);
    await waitFor(() => expect(bodyRows("Connection servers").length).toBeGreaterThan(0));
    const [first] = bodyRows("Connection servers");
    fireEvent.click(within(first as HTMLElement).getByRole("checkbox", { name: "Select row" }));
    fireEvent.click(await screen.findByRole("button", { name: "Edit Settings" }));
    const dialog = await screen.findByRole("dialog", { name: /^Settings of / });
    const panel = await within(dialog).findByLabelText("Authenticators", {}, { timeout: 10_000 });
    expect(panel).toHaveTextContent("idp.example.com, old-idp.example.com");
    // RADIUS is off on the seeded servers: no authenticator named.
    expect(panel).toHaveTextContent(/RADIUS authenticator\s*None/);
    expect(panel).toHaveTextContent("es1.example.com (Online)");
  });

  it("saves a connection server's settings with the full v2 update, keeping what the dialog does not edit", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const client = new EmulatorClient(emulator);
    const read = async (path: string) =>
      (await (await client.rest("GET", `/rest/config/v2/connection-servers${path}`, token)).json()) as Record<
        string,
        unknown
      >;
    const [listed] = (await read("")) as unknown as { id: string }[];
    const id = String(listed?.id);
    // A setting the dialog does not show, changed elsewhere after the list was read: the save keeps it.
    const before = await read(`/${id}`);
    await client.rest("PUT", `/rest/config/v1/connection-servers/${id}`, token, {
      body: { jwt_info: { jwt_support: "MULTI_ENABLED", jwt_authenticator_ids: [] } },
    });
    render(<ServersSection tab="connection_servers" />);
    await waitFor(() => expect(bodyRows("Connection servers").length).toBeGreaterThan(0));
    const [first] = bodyRows("Connection servers");
    fireEvent.click(within(first as HTMLElement).getByRole("checkbox", { name: "Select row" }));
    fireEvent.click(await screen.findByRole("button", { name: "Edit Settings" }));
    const dialog = await screen.findByRole("dialog", { name: /^Settings of / });
    type(dialog, "Tags (separated by commas)", "dmz, kiosk");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "RADIUS" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const after = await read(`/${id}`);
    expect(after).toMatchObject({
      tags: ["dmz", "kiosk"],
      radius_info: { radius_enabled: true },
      jwt_info: { jwt_support: "MULTI_ENABLED" },
      enabled: before.enabled,
      host_redirection: before.host_redirection,
      saml_info: before.saml_info,
    });
  });

  it("says the pod does not offer the gateways' certificates (no 2212 call), keeping the other tabs", async () => {
    await signedInEmulator("admin");
    render(<ServersSection tab="gateway_certificates" />);
    expect(
      await screen.findByText("Gateway certificates are not available on this pod."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("grid")).toBeNull();
    expect(screen.getByRole("tab", { name: "vCenter Servers" })).toBeInTheDocument();
  });

  it("marks a host's datastores for archival, choosing datacenter, host or cluster, then datastores", async () => {
    await signedInEmulator("admin");
    render(<ServersSection />);
    await waitFor(() => expect(bodyRows("vCenter servers").length).toBeGreaterThan(0));
    const [vcenter] = bodyRows("vCenter servers");
    fireEvent.click(within(vcenter as HTMLElement).getByRole("radio", { name: "Select row" }));
    const archival = screen.getByRole("button", { name: "Archival Datastores" });
    await waitFor(() => expect(archival).toBeEnabled());
    fireEvent.click(archival);
    const dialog = await screen.findByRole("dialog", { name: /^Archival datastores of / });
    const save = within(dialog).getByRole("button", { name: "Save" });
    const datacenters = await within(dialog).findByRole("group", { name: "Datacenter" });
    fireEvent.click((await within(datacenters).findAllByRole("radio"))[0] as HTMLElement);
    const hosts = await within(dialog).findByRole("group", { name: "Host or cluster" });
    fireEvent.click((await within(hosts).findAllByRole("radio"))[0] as HTMLElement);
    expect(save).toBeEnabled();
    const datastores = await within(dialog).findByRole("group", { name: "Datastores" });
    fireEvent.click((await within(datastores).findAllByRole("checkbox"))[0] as HTMLElement);
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("spec 000 §9 feature flags: appVolumesManager off takes the App Volumes tab away, even when the route names it", async () => {
    await signedInEmulator("admin");
    features.value = { appVolumesManager: false };
    render(<ServersSection tab="app_volumes_manager" onTabChange={() => undefined} />);
    expect(await screen.findByRole("tab", { name: "vCenter Servers", selected: true })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: /App Volumes/ })).toBeNull();
  });

  it("assigns a farm to an App Volumes manager", async () => {
    await signedInEmulator("admin");
    render(<ServersSection tab="app_volumes_manager" />);
    await waitFor(() => expect(bodyRows("App Volumes managers").length).toBe(2));
    const farmCounts = () => bodyRows("App Volumes managers").map((row) => row.textContent ?? "");
    const before = farmCounts();
    const [manager] = bodyRows("App Volumes managers");
    fireEvent.click(within(manager as HTMLElement).getByRole("checkbox", { name: "Select row" }));
    fireEvent.click(screen.getByRole("button", { name: "Assign Farms" }));
    const dialog = await screen.findByRole("dialog", { name: /^Farms served by / });
    const farms = await within(dialog).findByRole("group", { name: "Farms" });
    const unchecked = (await within(farms).findAllByRole("checkbox")).find(
      (box) => !(box as HTMLInputElement).checked,
    );
    fireEvent.click(unchecked as HTMLElement);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(farmCounts()).not.toEqual(before));
  });

  it("offers archival datastores only with FORENSICS", async () => {
    await signedInEmulator("readonly");
    render(<ServersSection />);
    await waitFor(() => expect(bodyRows("vCenter servers").length).toBeGreaterThan(0));
    const [vcenter] = bodyRows("vCenter servers");
    fireEvent.click(within(vcenter as HTMLElement).getByRole("radio", { name: "Select row" }));
    expect(screen.getByRole("button", { name: "Archival Datastores" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });
});
