// The network and storage lists the pool and farm wizards read (spec 001 §3 and §5: network cards of the
// golden image's snapshot, the networks of the host or cluster, Storage DRS clusters, datastore paths), and
// the NIC settings of the create bodies. Valid exchanges are held against the OpenAPI 2212 by an exchange
// checker; refused ones show what vCenter refuses.
import { beforeEach, describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import { createExchangeChecker, type ExchangeChecker } from "../../server/emulator/contract/exchange-checker";
import { createOpenApiContract } from "../../server/emulator/contract/openapi-contract";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { readOpenApiDocument } from "../../server/openapi-document";

const document = readOpenApiDocument();
type Item = Record<string, unknown>;

describe.skipIf(!document)("vCenter networks and storage for the wizards", () => {
  const contract = createOpenApiContract(document ?? { paths: {}, components: { schemas: {} } });
  let checker: ExchangeChecker;
  let client: EmulatorClient;
  let admin: string;
  let vc: string;

  beforeEach(async () => {
    checker = createExchangeChecker(contract);
    client = new EmulatorClient(createEmulator({ exchangeChecker: checker }));
    admin = (await client.restLogin("admin")).access_token;
    // The vCenter list carries the full profile's extras: it is left out of the checked report.
    const vcenters = (await (
      await client.rest("GET", "/rest/config/v2/virtual-centers", admin)
    ).json()) as Item[];
    checker.take();
    vc = encodeURIComponent(String(vcenters[0]?.id));
  });

  const get = async (path: string) => {
    const response = await client.rest("GET", `/rest/external${path}`, admin);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const list = async (path: string) => {
    const { status, body } = await get(path);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as Item[];
  };
  /** The checker's violations since the last call: valid calls leave none. */
  const violations = () => checker.take().violations;

  it("lists the cards each snapshot was taken with, by v1 and v2, consistent with the image's snapshots", async () => {
    const vms = await list(`/v1/base-vms?vcenter_id=${vc}`);
    const windows = vms.find((vm) => vm.name === "win11-23h2-gold");
    const linux = vms.find((vm) => vm.name === "ubuntu-2204-gold");
    const snapshots = await list(`/v1/base-snapshots?vcenter_id=${vc}&base_vm_id=${String(windows?.id)}`);
    const cardsOf = (snapshot: Item | undefined, version = "v1") =>
      list(
        `/${version}/network-interface-cards?vcenter_id=${vc}&base_vm_id=${String(windows?.id)}&base_snapshot_id=${String(snapshot?.id)}`,
      );
    const first = await cardsOf(snapshots[0]);
    const latest = await cardsOf(snapshots.at(-1));
    expect(first.map((card) => card.name)).toEqual(["Network adapter 1"]);
    expect(latest.map((card) => card.name)).toEqual(["Network adapter 1", "Network adapter 2"]);
    // The same card keeps its id and MAC address from one snapshot to the next.
    expect(latest[0]).toEqual(first[0]);
    expect(String(first[0]?.mac_address)).toMatch(/^00:50:56(:[0-9a-f]{2}){3}$/);
    expect(first[0]).not.toHaveProperty("network_type");
    expect((await cardsOf(snapshots.at(-1), "v2")).map((card) => card.network_type)).toEqual([
      "NETWORK",
      "DISTRUBUTED_VIRTUAL_PORT_GROUP",
    ]);
    // A base VM alone: its cards now (the latest snapshot's); a template: its image's.
    expect(
      await list(`/v1/network-interface-cards?vcenter_id=${vc}&base_vm_id=${String(windows?.id)}`),
    ).toEqual(latest);
    const [template] = await list(`/v1/vm-templates?vcenter_id=${vc}`);
    expect(
      await list(`/v1/network-interface-cards?vcenter_id=${vc}&vm_template_id=${String(template?.id)}`),
    ).toEqual(latest);
    const [linuxSnapshot] = await list(`/v1/base-snapshots?vcenter_id=${vc}&base_vm_id=${String(linux?.id)}`);
    expect(
      await list(
        `/v1/network-interface-cards?vcenter_id=${vc}&base_vm_id=${String(linux?.id)}&base_snapshot_id=${String(linuxSnapshot?.id)}`,
      ),
    ).toEqual([]);
    expect(violations()).toEqual([]);

    // Another image's snapshot, a template with an image, and no object at all are refused.
    expect(
      (
        await get(
          `/v1/network-interface-cards?vcenter_id=${vc}&base_vm_id=${String(windows?.id)}&base_snapshot_id=${String(linuxSnapshot?.id)}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await get(
          `/v1/network-interface-cards?vcenter_id=${vc}&base_vm_id=${String(windows?.id)}&vm_template_id=${String(template?.id)}`,
        )
      ).status,
    ).toBe(400);
    expect((await get(`/v1/network-interface-cards?vcenter_id=${vc}`)).status).toBe(400);
  });

  it("answers networks, Storage DRS clusters and datastore paths of a cluster as the 2212 schemas describe", async () => {
    const [datacenter] = await list(`/v1/datacenters?vcenter_id=${vc}`);
    const hosts = await list(
      `/v1/hosts-or-clusters?vcenter_id=${vc}&datacenter_id=${String(datacenter?.id)}`,
    );
    const hc = String(hosts[0]?.id);
    const networks = await list(`/v1/network-labels?vcenter_id=${vc}&host_or_cluster_id=${hc}`);
    expect(networks.map((network) => network.switch_type)).toEqual([
      "STANDARD_SWITCH",
      "DISTRIBUTED_VIRTUAL_SWITCH",
    ]);
    const datastores = await list(`/v1/datastores?vcenter_id=${vc}&host_or_cluster_id=${hc}`);
    const [storageCluster] = await list(`/v1/datastore-clusters?vcenter_id=${vc}&host_or_cluster_id=${hc}`);
    expect(storageCluster).toMatchObject({ host_or_cluster_id: hc, datacenter_id: datacenter?.id });
    const paths = await list(
      `/v1/datastore-paths?vcenter_id=${vc}&datastore_id=${String(datastores[0]?.id)}`,
    );
    expect(paths.every((path) => String(path.path).startsWith(`[${String(datastores[0]?.name)}] `))).toBe(
      true,
    );
    expect(violations()).toEqual([]);
  });

  /** A new instant-clone pool's body on the first cluster, with the NIC settings given. */
  async function poolBody(nics: unknown[]) {
    const [account] = (await (
      await client.rest("GET", "/rest/config/v1/ic-domain-accounts", admin)
    ).json()) as Item[];
    const [datacenter] = await list(`/v1/datacenters?vcenter_id=${vc}`);
    const vms = await list(`/v1/base-vms?vcenter_id=${vc}`);
    const vm = vms.find((item) => item.name === "win11-23h2-gold");
    const snapshots = await list(`/v1/base-snapshots?vcenter_id=${vc}&base_vm_id=${String(vm?.id)}`);
    const [host] = await list(
      `/v1/hosts-or-clusters?vcenter_id=${vc}&datacenter_id=${String(datacenter?.id)}`,
    );
    const [resourcePool] = await list(
      `/v1/resource-pools?vcenter_id=${vc}&host_or_cluster_id=${String(host?.id)}`,
    );
    const [folder] = await list(`/v1/vm-folders?vcenter_id=${vc}&datacenter_id=${String(datacenter?.id)}`);
    const [datastore] = await list(`/v1/datastores?vcenter_id=${vc}&host_or_cluster_id=${String(host?.id)}`);
    const snapshot = snapshots.at(-1);
    const cards = await list(
      `/v1/network-interface-cards?vcenter_id=${vc}&base_vm_id=${String(vm?.id)}&base_snapshot_id=${String(snapshot?.id)}`,
    );
    const body = {
      name: `net-pool-${nics.length}`,
      type: "AUTOMATED",
      access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID,
      user_assignment: "FLOATING",
      source: "INSTANT_CLONE",
      vcenter_id: decodeURIComponent(vc),
      naming_method: "PATTERN",
      pattern_naming_settings: { naming_pattern: "net-{n}", max_number_of_machines: 1 },
      provisioning_settings: {
        parent_vm_id: vm?.id,
        base_snapshot_id: snapshot?.id,
        datacenter_id: datacenter?.id,
        vm_folder_id: folder?.id,
        host_or_cluster_id: host?.id,
        resource_pool_id: resourcePool?.id,
      },
      storage_settings: { datastores: [{ datastore_id: datastore?.id }] },
      customization_settings: {
        customization_type: "CLONE_PREP",
        instant_clone_domain_account_id: account?.id,
        ad_container_rdn: "CN=Computers",
      },
      nics,
    };
    return { body, cards };
  }
  const onNetwork = (cardId: unknown, network: string) => ({
    network_interface_card_id: cardId,
    network_label_assignment_specs: [
      { enabled: true, max_label_type: "UNLIMITED", network_label_name: network },
    ],
  });

  it("creates an instant-clone pool whose cards go to networks of its cluster, and refuses others", async () => {
    const { body, cards } = await poolBody([]);
    const create = (nics: unknown[], name: string) =>
      client.rest("POST", "/rest/inventory/v2/desktop-pools", admin, { body: { ...body, name, nics } });
    checker.take();
    const created = await create([onNetwork(cards[1]?.id, "Desktops-VLAN20")], "net-pool-ok");
    expect(created.status, await created.text()).toBe(201);
    expect(violations()).toEqual([]);

    const refusals = [
      [onNetwork("no-such-card", "VM Network")],
      [onNetwork(cards[0]?.id, "No Such Network")],
      [onNetwork(cards[0]?.id, "VM Network"), onNetwork(cards[0]?.id, "Desktops-VLAN20")],
    ];
    for (const [index, nics] of refusals.entries()) {
      const refused = await create(nics, `net-pool-bad-${index}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        errors: [{ error_key: "inventory.desktop.pool.nics.invalid" }],
      });
    }
  });

  it("takes video memory with Horizon-managed rendering and NVIDIA GRID vGPUs only on a cluster that has them", async () => {
    const { body } = await poolBody([]);
    const create = (name: string, display: Item, hostOrClusterId?: string) =>
      client.rest("POST", "/rest/inventory/v2/desktop-pools", admin, {
        body: {
          ...body,
          name,
          display_protocol_settings: display,
          provisioning_settings: {
            ...body.provisioning_settings,
            ...(hostOrClusterId ? { host_or_cluster_id: hostOrClusterId } : {}),
          },
        },
      });
    const keyOf = async (response: Response) =>
      ((await response.json()) as { errors: Item[] }).errors[0]?.error_key;
    checker.take();
    const withVram = await create("vram-ok", { renderer3d: "AUTOMATIC", vram_size_mb: 96 });
    expect(withVram.status, await withVram.text()).toBe(201);
    expect(violations()).toEqual([]);
    expect(await keyOf(await create("vram-missing", { renderer3d: "HARDWARE" }))).toBe(
      "inventory.desktop.pool.renderer.invalid",
    );
    const grid = { renderer3d: "MANAGE_BY_VSPHERE_CLIENT", grid_vgpus_enabled: true };
    // The first cluster has no vGPU types; Cluster-GPU has.
    expect(await keyOf(await create("vgpu-refused", grid))).toBe("inventory.desktop.pool.vgpu.unsupported");
    const [datacenter] = await list(`/v1/datacenters?vcenter_id=${vc}`);
    const hosts = await list(
      `/v1/hosts-or-clusters?vcenter_id=${vc}&datacenter_id=${String(datacenter?.id)}`,
    );
    const gpu = hosts.find((host) => ((host.details as Item).vgpu_types as string[]).length > 0);
    checker.take();
    const onGpu = await create("vgpu-ok", grid, String(gpu?.id));
    expect(onGpu.status, await onGpu.text()).toBe(201);
  });

  it("creates an automated farm whose card goes to a network of its cluster, and refuses a card of another image", async () => {
    const { body, cards } = await poolBody([]);
    const farm = (nics: unknown[], name: string) => ({
      name,
      type: "AUTOMATED",
      access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID,
      enabled: true,
      automated_farm_settings: {
        vcenter_id: body.vcenter_id,
        enable_provisioning: true,
        max_session_type: "UNLIMITED",
        min_ready_vms: 0,
        pattern_naming_settings: { naming_pattern: `${name}-{n}`, max_number_of_rds_servers: 1 },
        provisioning_settings: body.provisioning_settings,
        storage_settings: body.storage_settings,
        customization_settings: body.customization_settings,
        nics,
      },
    });
    checker.take();
    const created = await client.rest("POST", "/rest/inventory/v3/farms", admin, {
      body: farm([onNetwork(cards[0]?.id, "VM Network")], "netfarm"),
    });
    expect(created.status, await created.text()).toBe(201);
    expect(violations()).toEqual([]);
    const refused = await client.rest("POST", "/rest/inventory/v3/farms", admin, {
      body: farm([onNetwork("vm-999-nic-4000", "VM Network")], "badfarm"),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: [{ error_key: "inventory.farm.nics.invalid" }] });
  });
});
