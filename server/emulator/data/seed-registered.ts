import type {
  AdUserOrGroupRecord,
  DesktopPoolRecord,
  MachineRecord,
  PersistentDiskRecord,
  PhysicalMachineRecord,
} from "./inventory-types";
import { Prng } from "./prng";
import { AD_DOMAIN_DNS } from "./seed-directory";
import type { InventoryScale } from "./seed-inventory";

// A PRNG of their own, so adding these records leaves the rest of the seeded inventory unchanged.
const SEED_OFFSET = 7_919;

const PHYSICAL_MACHINES: Record<InventoryScale, number> = { small: 12, large: 400, federation: 12 };
const DETACHED_DISKS: Record<InventoryScale, number> = { small: 10, large: 300, federation: 10 };

const PHYSICAL_OS = [
  "WINDOWS_10",
  "WINDOWS_11",
  "WINDOWS_SERVER_2016_OR_ABOVE",
  "LINUX_UBUNTU",
  "LINUX_RHEL",
] as const;
const PHYSICAL_PROBLEMS: readonly PhysicalMachineRecord["state"][] = [
  "AGENT_UNREACHABLE",
  "DISABLED",
  "AGENT_ERROR_NEEDS_REBOOT",
];

/** Physical and unmanaged machines registered with the pod (blade PCs, workstations, other hypervisors). */
export function seedPhysicalMachines(scale: InventoryScale, seed: number): PhysicalMachineRecord[] {
  const rng = new Prng(seed + SEED_OFFSET);
  return Array.from({ length: PHYSICAL_MACHINES[scale] }, (_, index) => {
    const os = PHYSICAL_OS[index % PHYSICAL_OS.length] ?? "WINDOWS_10";
    const isRds = os === "WINDOWS_SERVER_2016_OR_ABOVE";
    const name = `${isRds ? "rdsh" : "ws"}-phys-${String(index + 1).padStart(3, "0")}`;
    const state: PhysicalMachineRecord["state"] =
      index % 5 === 3
        ? (PHYSICAL_PROBLEMS[Math.floor(index / 5) % PHYSICAL_PROBLEMS.length] ?? "UNKNOWN")
        : rng.chance(0.3)
          ? "CONNECTED"
          : "AVAILABLE";
    return {
      id: rng.uuid(),
      name,
      dns_name: `${name}.${AD_DOMAIN_DNS}`,
      description: isRds ? "Physical RDS host" : "Engineering workstation",
      operating_system: os,
      state,
      message_security_mode: "ENHANCED",
      message_security_enhanced_mode_supported: true,
      rds_server: isRds,
      agent_version: rng.chance(0.8) ? "2312.1" : "2306.0",
    };
  });
}

const DRIVE_LETTERS = ["D", "E", "F", "P", "U"] as const;

/**
 * Persistent disks: one attached to every machine with an assigned user in a dedicated automated pool,
 * and some detached disks whose last user and pool are remembered.
 */
export function seedPersistentDisks(
  scale: InventoryScale,
  seed: number,
  pools: readonly DesktopPoolRecord[],
  machines: readonly MachineRecord[],
  users: readonly AdUserOrGroupRecord[],
): PersistentDiskRecord[] {
  const rng = new Prng(seed + SEED_OFFSET * 2);
  const dedicated = new Map(
    pools
      .filter((pool) => pool.user_assignment === "DEDICATED" && pool.type === "AUTOMATED")
      .map((pool) => [pool.id, pool]),
  );
  const people = users.filter((user) => !user.group);
  const disks: PersistentDiskRecord[] = [];
  const disk = (
    pool: DesktopPoolRecord,
    datastore: string,
    owner: { machine?: MachineRecord; userId?: string },
  ): PersistentDiskRecord => {
    const capacity = rng.pick([2048, 2048, 4096, 10240]);
    const base = owner.machine?.name ?? `${pool.name.toLowerCase()}-udd-${disks.length + 1}`;
    const name = `${base}-pd`;
    return {
      id: rng.uuid(),
      name,
      virtual_center_id: owner.machine?.managed_machine_data?.virtual_center_id ?? pool.vcenter_id ?? "",
      datastore_name: datastore,
      datastore_path: `[${datastore}] ${base}/${name}.vmdk`,
      capacity_mb: capacity,
      usage_mb: rng.int(Math.floor(capacity / 20), Math.floor(capacity * 0.95)),
      access_group_id: pool.access_group_id,
      desktop_pool_id: pool.id,
      ...(owner.machine ? { machine_id: owner.machine.id } : {}),
      ...(owner.userId ? { user_id: owner.userId } : {}),
      disk_role: owner.machine ? "PRIMARY" : "UNATTACHED",
      status: owner.machine ? "IN_USE" : "UNATTACHED",
      drive_letter: rng.pick(DRIVE_LETTERS),
      archived: false,
    };
  };
  for (const machine of machines) {
    const pool = dedicated.get(machine.desktop_pool_id);
    if (!pool || machine.type !== "MANAGED_MACHINE" || machine.user_ids.length === 0) continue;
    const datastore = machine.managed_machine_data?.datastore_ids[0] ?? "datastore-10";
    disks.push(
      disk(pool, datastore, { machine, ...(machine.user_ids[0] ? { userId: machine.user_ids[0] } : {}) }),
    );
  }
  const dedicatedPools = [...dedicated.values()];
  for (let index = 0; index < DETACHED_DISKS[scale] && dedicatedPools.length > 0; index += 1) {
    const pool = rng.pick(dedicatedPools);
    const user = people.length > 0 ? rng.pick(people) : undefined;
    disks.push(disk(pool, `datastore-${rng.int(10, 40)}`, user ? { userId: user.id } : {}));
  }
  return disks;
}
