import type { PhysicalMachineRecord } from "./inventory-types";
import { Prng } from "./prng";
import { AD_DOMAIN_DNS } from "./seed-directory";
import type { InventoryScale } from "./seed-inventory";

// A PRNG of their own, so adding these records leaves the rest of the seeded inventory unchanged.
const SEED_OFFSET = 7_919;

const PHYSICAL_MACHINES: Record<InventoryScale, number> = { small: 12, large: 400, federation: 12 };

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
