import { SEED_IC_DOMAIN_ACCOUNT } from "../../server/emulator/data/seed-ic-domain-account";

/**
 * Where the emulator's seeded vCenter lets an instant-clone pool be built (the first datacenter's Windows
 * image, folder, cluster, resource pool and datastore), with ClonePrep through the seeded domain account: the
 * part of a create body that tests of other rules do not vary.
 */
export const SEED_INSTANT_CLONE_PLACEMENT = {
  provisioning_settings: {
    parent_vm_id: "vm-101",
    base_snapshot_id: "snapshot-1013",
    datacenter_id: "datacenter-1",
    vm_folder_id: "group-v11",
    host_or_cluster_id: "domain-c11",
    resource_pool_id: "resgroup-111",
  },
  storage_settings: { datastores: [{ datastore_id: "datastore-111" }] },
  customization_settings: {
    customization_type: "CLONE_PREP",
    instant_clone_domain_account_id: SEED_IC_DOMAIN_ACCOUNT.id,
    ad_container_rdn: "CN=Computers",
  },
} as const;
