import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Emulator } from "../../../../server/emulator/emulator";
import { setApiFetch } from "../../../core/http/api-clients";
import { handlerFetch } from "../../../core/http/api-fetch";
import { signedInEmulator } from "../../../../tests/support/signed-in-emulator";
import type { DesktopPoolRow } from "../desktop-pools.types";
import { expectNextRefused, pressNext, toStep } from "../../../ui/wizard/testing/wizard-steps";
import { DesktopPoolWizard } from "./desktop-pool-wizard";
import { createBody, draftFromPool } from "./pool-wizard.model";

const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));
const heading = (name: string) => screen.findByRole("heading", { name });

const readPool = async (emulator: Emulator, token: string, id: string) =>
  (await (
    await emulator.fetch(
      new Request(`http://127.0.0.1/rest/inventory/v6/desktop-pools/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
    )
  ).json()) as DesktopPoolRow;

/** A seeded pool as the pool pages read it. */
async function seededPool(emulator: Emulator, token: string, pick: (pool: DesktopPoolRow) => boolean) {
  const listed = await emulator.fetch(
    new Request("http://127.0.0.1/rest/inventory/v6/desktop-pools?size=200", {
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  const pool = ((await listed.json()) as DesktopPoolRow[]).find(pick);
  if (!pool) throw new Error("the seed has no such pool");
  return pool;
}

const instantClonePattern = (pool: DesktopPoolRow) =>
  pool.type === "AUTOMATED" && pool.source === "INSTANT_CLONE" && pool.naming_method === "PATTERN";

describe("DesktopPoolWizard", { timeout: 30_000 }, () => {
  it("catches a name clash at the names step and refuses Next, saying why, until the name is free", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const listed = await emulator.fetch(
      new Request("http://127.0.0.1/rest/inventory/v6/desktop-pools?size=1", {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    const taken = ((await listed.json()) as { name: string }[])[0]?.name ?? "";
    render(<DesktopPoolWizard mode="add" onDone={() => {}} onClose={() => {}} />);
    expect(await heading("Type")).toBeInTheDocument();
    next();
    expect(await heading("User assignment")).toBeInTheDocument();
    next();
    expect(await heading("Provisioning source")).toBeInTheDocument();
    next();
    fireEvent.click(await screen.findByRole("radio", { name: /vc1\./ }));
    next();
    expect(await heading("Identification and naming")).toBeInTheDocument();
    const poolId = screen.getByLabelText("Pool ID");
    expect(poolId).toHaveAttribute("aria-required", "true");
    expect(poolId).not.toHaveAttribute("aria-invalid");
    // Next is pressable: pressing it says what is missing, at the field, and stays.
    expectNextRefused();
    expect(poolId).toHaveAccessibleDescription("Required.");
    expect(poolId).toHaveFocus();
    fireEvent.change(poolId, { target: { value: taken } });
    fireEvent.change(screen.getByLabelText("Naming pattern"), { target: { value: "w-{n}" } });
    expect(await screen.findByText(/already exists/)).toBeInTheDocument();
    expectNextRefused();
    expect(screen.getByText(/already exists/)).toHaveAttribute("role", "alert");
    fireEvent.change(poolId, { target: { value: "fresh-pool" } });
    expect(await screen.findByText("The name is available.")).toBeInTheDocument();
    await pressNext();
    expect(await heading("Golden image and snapshot")).toBeInTheDocument();
  });

  it("proposes the pod's root access group, and offers only the groups the administrator may create pools in", async () => {
    const toAccessGroup = async () => {
      expect(await heading("Type")).toBeInTheDocument();
      fireEvent.click(screen.getByRole("radio", { name: "Manual desktop pool" }));
      await toStep("Identification and naming");
      fireEvent.change(screen.getByLabelText("Pool ID"), { target: { value: "fresh-manual-pool" } });
      return toStep("Access group");
    };
    const { emulator, token } = await signedInEmulator("admin");
    const groups = (await (
      await emulator.fetch(
        new Request("http://127.0.0.1/rest/config/v2/local-access-groups", {
          headers: { Authorization: `Bearer ${token}` },
        }),
      )
    ).json()) as { id: string; name: string }[];
    const root = groups.find((group) => group.name === "Root");
    const sales = groups.find((group) => group.name === "Sales");
    if (!root || !sales) throw new Error("the seed has no Root or Sales access group");
    const { unmount } = render(<DesktopPoolWizard mode="add" onDone={() => {}} onClose={() => {}} />);
    expect(await toAccessGroup()).toBeInTheDocument();
    const select = await screen.findByRole("combobox", { name: "Access group" });
    await waitFor(() => expect(select).toHaveValue(root.id));
    expect(within(select).getAllByRole("option")).toHaveLength(groups.length);
    unmount();

    // The Sales inventory administrator manages pools in Sales only: no root to propose, Sales it is.
    await signedInEmulator("inventory");
    render(<DesktopPoolWizard mode="add" onDone={() => {}} onClose={() => {}} />);
    expect(await toAccessGroup()).toBeInTheDocument();
    const own = await screen.findByRole("combobox", { name: "Access group" });
    await waitFor(() => expect(own).toHaveValue(sales.id));
    expect(
      within(own)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Sales"]);
    // Sales is a group the administrator may create pools in: the step lets the wizard go on.
    await pressNext();
  });

  it("asks before discarding entries: the corner close opens a question and only its Discard closes", async () => {
    await signedInEmulator("admin");
    const onClose = vi.fn();
    const { unmount } = render(<DesktopPoolWizard mode="add" onDone={() => {}} onClose={onClose} />);
    await heading("Type");
    // Nothing entered yet: nothing to lose, it closes at once.
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog", { name: "Discard the desktop pool?" })).toBeNull();
    unmount();
    onClose.mockClear();
    render(<DesktopPoolWizard mode="add" onDone={() => {}} onClose={onClose} />);
    fireEvent.click(await screen.findByRole("radio", { name: "Manual desktop pool" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    const question = await screen.findByRole("dialog", { name: "Discard the desktop pool?" });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole("button", { name: "Discard" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("edit pre-fills every setting, shows the fixed ones read-only, and saves what changed", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const pool = await seededPool(emulator, token, instantClonePattern);
    const onDone = vi.fn();
    render(<DesktopPoolWizard mode="edit" pool={pool} onDone={onDone} onClose={() => {}} />);
    expect(await heading("Identification and naming")).toBeInTheDocument();
    expect(screen.getByLabelText("Pool ID")).toHaveValue(pool.name);
    expect(screen.getByLabelText("Pool ID")).toBeDisabled();
    expect(screen.getByLabelText("Display name")).toHaveValue(pool.display_name);
    expect(screen.getByLabelText("Naming pattern")).toHaveValue(pool.pattern_naming_settings?.naming_pattern);
    expect(screen.getByLabelText("Maximum number of machines")).toHaveValue(
      pool.pattern_naming_settings?.max_number_of_machines,
    );
    // Type, assignment, source, vCenter, image and folder are shown, named from the vCenter, never offered.
    const fixed = screen.getByRole("region", { name: /Set when the pool was created/ });
    expect(within(fixed).getByText("Automated desktop pool")).toBeInTheDocument();
    expect(within(fixed).getByText("Instant clone")).toBeInTheDocument();
    expect(await within(fixed).findByText(/-gold · /)).toBeInTheDocument();
    expect(screen.queryByRole("radio")).toBeNull();

    fireEvent.change(screen.getByLabelText("Display name"), { target: { value: "Renamed" } });
    fireEvent.change(screen.getByLabelText("Maximum number of machines"), { target: { value: "30" } });
    await toStep("Host or cluster");
    expect(await screen.findByRole("radio", { checked: true })).toHaveAccessibleName(/^Cluster-/);
    await toStep("Datastores");
    expect(
      (await screen.findAllByRole("checkbox", { checked: true })).length,
      "the pool's two datastores",
    ).toBe(2);
    await toStep("Desktop pool settings");
    expect(screen.getByLabelText("Remote machine power policy")).toHaveValue(
      pool.session_settings?.power_policy,
    );
    fireEvent.change(screen.getByLabelText("Remote machine power policy"), {
      target: { value: "POWER_OFF" },
    });
    await toStep("Ready to complete");
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(pool.id));
    expect(await readPool(emulator, token, pool.id)).toMatchObject({
      name: pool.name,
      display_name: "Renamed",
      pattern_naming_settings: { max_number_of_machines: 30 },
      session_settings: { power_policy: "POWER_OFF" },
      provisioning_settings: pool.provisioning_settings,
    });
  });

  it("a failed save keeps every entry and shows the server's message", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const pool = await seededPool(emulator, token, instantClonePattern);
    emulator.faults.failWith({ method: "PUT", path: /desktop-pools/ }, 400, {
      body: { status: 400, errors: [{ error_key: "x", error_message: "Failed to update vc instance" }] },
      times: 1,
    });
    const onDone = vi.fn();
    render(<DesktopPoolWizard mode="edit" pool={pool} onDone={onDone} onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText("Display name"), { target: { value: "Renamed" } });
    await toStep("Desktop pool settings");
    fireEvent.change(screen.getByLabelText("Remote machine power policy"), {
      target: { value: "POWER_OFF" },
    });
    await toStep("Ready to complete");
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The vCenter Server settings could not be updated.",
    );
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText("Remote machine power policy")).toHaveValue("POWER_OFF");
    for (const title of ["Guest customization", "Datastores", "Resource pool", "Host or cluster"]) {
      fireEvent.click(screen.getByRole("button", { name: "Back" }));
      await heading(title);
    }
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText("Display name")).toHaveValue("Renamed");
  });

  it("duplicate starts from the pool's placement and settings; only the names are new", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const pool = await seededPool(
      emulator,
      token,
      (candidate) => candidate.source === "VIRTUAL_CENTER" && candidate.type === "AUTOMATED",
    );
    const onDone = vi.fn();
    render(<DesktopPoolWizard mode="duplicate" pool={pool} onDone={onDone} onClose={() => {}} />);
    expect(await heading("Type")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Automated desktop pool" })).toBeChecked();
    await toStep("Provisioning source");
    expect(screen.getByRole("radio", { name: "Full virtual machines" })).toBeChecked();
    await toStep("vCenter Server");
    expect(await screen.findByRole("radio", { checked: true })).toBeInTheDocument();
    await toStep("Identification and naming");
    expect(screen.getByLabelText("Pool ID")).toHaveValue("");
    expect(screen.getByLabelText("Naming pattern")).toHaveValue("");
    expectNextRefused();
    expect(screen.getByLabelText("Pool ID")).toHaveAccessibleDescription("Required.");
    fireEvent.change(screen.getByLabelText("Pool ID"), { target: { value: pool.name } });
    expect(await screen.findByText("A desktop pool with this name already exists.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Pool ID"), { target: { value: "dup-pool" } });
    fireEvent.change(screen.getByLabelText("Naming pattern"), { target: { value: "dup-{n}" } });
    expect(await screen.findByText("The name is available.")).toBeInTheDocument();
    await toStep("Golden image and snapshot");
    await waitFor(() =>
      expect(screen.getAllByRole("radio", { checked: true }), "image and snapshot").toHaveLength(2),
    );
    await toStep("Guest customization");
    expect(await screen.findByRole("radio", { checked: true })).toHaveAccessibleName(
      /Windows domain join|Linux DHCP/,
    );
    await toStep("Ready to complete");
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const created = await readPool(emulator, token, String(onDone.mock.calls[0]?.[0]));
    expect(created).toMatchObject({
      name: "dup-pool",
      type: pool.type,
      source: pool.source,
      user_assignment: pool.user_assignment,
      vcenter_id: pool.vcenter_id,
      access_group_id: pool.access_group_id,
      provisioning_settings: pool.provisioning_settings,
      storage_settings: pool.storage_settings,
      customization_settings: pool.customization_settings,
      pattern_naming_settings: { naming_pattern: "dup-{n}" },
      session_settings: { power_policy: pool.session_settings?.power_policy },
      display_protocol_settings: {
        default_display_protocol: pool.display_protocol_settings?.default_display_protocol,
      },
    });
  });

  it("takes ic-{n:fixed=3} (the token counts as its width), refuses a longer pattern at the field, and sends the ClonePrep settings", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const pool = await seededPool(emulator, token, instantClonePattern);
    const onDone = vi.fn();
    render(<DesktopPoolWizard mode="duplicate" pool={pool} onDone={onDone} onClose={() => {}} />);
    await toStep("vCenter Server");
    expect(await screen.findByRole("radio", { checked: true })).toBeInTheDocument();
    await toStep("Identification and naming");
    fireEvent.change(screen.getByLabelText("Pool ID"), { target: { value: "ic-day" } });
    const pattern = screen.getByLabelText("Naming pattern");
    // 13 characters and the 3 digits of the fixed token: one over the 15 of a machine name.
    fireEvent.change(pattern, { target: { value: "ic-sales-dept-{n:fixed=3}" } });
    expect(await screen.findByText("The name is available.")).toBeInTheDocument();
    // Left, the field says what is wrong; Next stays on the step.
    fireEvent.blur(pattern);
    expect(pattern).toHaveAccessibleDescription(/longer than 15 characters once numbered/);
    expect(pattern).toHaveAttribute("aria-invalid", "true");
    expectNextRefused();
    expect(pattern).toHaveFocus();
    fireEvent.change(pattern, { target: { value: "ic-{n:fixed=3}" } });
    expect(pattern).not.toHaveAttribute("aria-invalid");

    // Guest customisation: the pool's domain account and container, required; parameters need their script.
    await toStep("Guest customization");
    expect(await screen.findByRole("radio", { name: "ic-admin" })).toBeChecked();
    const container = screen.getByLabelText("AD container");
    expect(container).toHaveValue("CN=Computers");
    fireEvent.change(container, { target: { value: "" } });
    expectNextRefused();
    expect(container).toHaveAccessibleDescription(/Required\./);
    fireEvent.change(container, { target: { value: "OU=Desktops,OU=Sales" } });
    fireEvent.change(screen.getByLabelText("Power-off script parameters"), { target: { value: "-quiet" } });
    expect(screen.getByLabelText("Power-off script parameters")).toHaveAccessibleDescription(
      "Parameters need a script to pass them to.",
    );
    expectNextRefused();
    fireEvent.change(screen.getByLabelText("Power-off script"), { target: { value: "C:\\ic\\off.cmd" } });
    fireEvent.change(screen.getByLabelText("Post-synchronization script"), {
      target: { value: "C:\\ic\\sync.cmd" },
    });
    await toStep("Ready to complete");
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const created = await readPool(emulator, token, String(onDone.mock.calls[0]?.[0]));
    expect(created).toMatchObject({
      name: "ic-day",
      source: "INSTANT_CLONE",
      pattern_naming_settings: { naming_pattern: "ic-{n:fixed=3}" },
      customization_settings: {
        customization_type: "CLONE_PREP",
        instant_clone_domain_account_id: pool.customization_settings?.instant_clone_domain_account_id,
        ad_container_rdn: "OU=Desktops,OU=Sales",
        cloneprep_customization_settings: {
          power_off_script_name: "C:\\ic\\off.cmd",
          power_off_script_parameters: "-quiet",
          post_synchronization_script_name: "C:\\ic\\sync.cmd",
        },
      },
    });
  });

  it("a full-clone create with a Storage DRS cluster and a blackout window is a body the pod takes (spec 000 §9, 001 §9)", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const pool = await seededPool(
      emulator,
      token,
      (candidate) => candidate.source === "VIRTUAL_CENTER" && candidate.type === "AUTOMATED",
    );
    const authorized = (path: string, init: RequestInit = {}) =>
      emulator.fetch(
        new Request(`http://127.0.0.1${path}`, {
          ...init,
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        }),
      );
    const placement = pool.provisioning_settings ?? {};
    const clusters = (await (
      await authorized(
        `/rest/external/v1/datastore-clusters?vcenter_id=${pool.vcenter_id}&host_or_cluster_id=${placement.host_or_cluster_id}`,
      )
    ).json()) as { id: string; name: string }[];
    const cluster = clusters[0];
    if (!cluster) throw new Error("the seed has no datastore cluster for this pool's cluster");
    const draft = {
      ...draftFromPool(pool, "duplicate", ""),
      name: "sdrs-pool",
      namingPattern: "sdrs-{n}",
      datastoreClusters: [{ id: cluster.id, label: cluster.name }],
      useStorageAccelerator: true,
    };
    const created = await authorized("/rest/inventory/v2/desktop-pools", {
      method: "POST",
      body: JSON.stringify(createBody(draft)),
    });
    expect(created.status).toBe(201);
    const id = created.headers.get("Location")?.split("/").pop() ?? "";
    expect((await readPool(emulator, token, id)).storage_settings?.datastores).toContainEqual({
      datastore_id: cluster.id,
      sdrs_cluster: true,
    });
  });

  it("makes an RDS desktop pool on a farm that serves none, in the farm's access group (2212 requires the farm)", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const listed = await emulator.fetch(
      new Request("http://127.0.0.1/rest/inventory/v2/farms?size=200", {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    const farms = (await listed.json()) as {
      id: string;
      access_group_id: string;
      desktop_pool_id?: string;
    }[];
    const free = farms.find((farm) => !farm.desktop_pool_id);
    if (!free) throw new Error("the seed has a farm that serves no desktop pool");
    const onDone = vi.fn();
    render(<DesktopPoolWizard mode="add" onDone={onDone} onClose={() => {}} />);
    expect(await heading("Type")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "RDS desktop pool" }));
    next();
    expect(await heading("Farm")).toBeInTheDocument();
    const farm = await screen.findByRole("combobox", { name: "Farm" });
    // Farms that serve a desktop pool already are not offered.
    const offered = within(farm)
      .getAllByRole("option")
      .map((option) => option.getAttribute("value"));
    expect(offered).toContain(free.id);
    expect(offered.filter((id) => farms.find((each) => each.id === id)?.desktop_pool_id)).toEqual([]);
    // No farm chosen yet: Next says so and stays on the step.
    expectNextRefused();
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a farm");
    fireEvent.change(farm, { target: { value: free.id } });
    await toStep("Identification and naming");
    fireEvent.change(screen.getByLabelText("Pool ID"), { target: { value: "rds-day" } });
    expect(await screen.findByText("The name is available.")).toBeInTheDocument();
    await toStep("Ready to complete");
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const created = await readPool(emulator, token, String(onDone.mock.calls[0]?.[0]));
    expect(created).toMatchObject({ name: "rds-day", type: "RDS", access_group_id: free.access_group_id });
  });

  it("reads the farms of an RDS pool once per opening: a failed read offers Retry, Back and Next read nothing again", async () => {
    const { emulator } = await signedInEmulator("admin");
    let farmReads = 0;
    setApiFetch(
      handlerFetch((request) => {
        if (new URL(request.url).pathname.endsWith("/inventory/v2/farms")) farmReads += 1;
        return emulator.fetch(request);
      }),
    );
    emulator.faults.failWith({ method: "GET", path: /inventory\/v2\/farms/ }, 503, { times: 1 });
    render(<DesktopPoolWizard mode="add" onDone={() => {}} onClose={() => {}} />);
    expect(await heading("Type")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "RDS desktop pool" }));
    next();
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }));
    const farm = await screen.findByRole("combobox", { name: "Farm" });
    const reads = farmReads;
    const free = within(farm).getAllByRole("option")[1]?.getAttribute("value") ?? "";
    fireEvent.change(farm, { target: { value: free } });
    await toStep("Identification and naming");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("combobox", { name: "Farm" })).toHaveValue(free);
    expect(farmReads).toBe(reads);
  });
});
