/*
 * The pod federation as this pod sees it: its state (spec 001 §3: initializing, uninitializing, joining,
 * unjoining while a CPA task runs), the CPA tasks that advance on the emulator's clock, and the local pools
 * of every pod. 2212 lists no other pod's pools (a global entitlement answers their ids only); the emulator holds
 * the remote pods' pools here, named like the global sessions those pods broker, so the federation stays consistent with each pod's local inventory.
 */
import type { GlobalEntitlementRecord, PodRecord, SiteRecord } from "../data/inventory-types";
import type { InventoryStore } from "./inventory-store";

export type CpaTaskType =
  | "POD_FEDERATION_INITIALIZING"
  | "POD_FEDERATION_UNINITIALIZING"
  | "POD_FEDERATION_JOINING"
  | "POD_FEDERATION_UNJOINING";

/** Steps per task type; each takes CPA_STEP_MS of the emulator's clock (the console names them). */
export const CPA_TASK_STEPS: Record<CpaTaskType, number> = {
  POD_FEDERATION_INITIALIZING: 3,
  POD_FEDERATION_UNINITIALIZING: 3,
  POD_FEDERATION_JOINING: 4,
  POD_FEDERATION_UNJOINING: 4,
};
export const CPA_STEP_MS = 2_000;

/** A CPA task in the OpenAPI's TaskInfo shape. */
export interface CpaTaskInfo {
  id: string;
  category: "POD_FEDERATION_CATEGORY";
  type: CpaTaskType;
  status: "RUNNING" | "COMPLETED" | "FAILED";
  percentage_complete: number;
  result?: { result_code: "SUCCESS" | "FAILURE"; message_id: string; message: string };
}

interface CpaTask {
  id: string;
  type: CpaTaskType;
  start: number;
  /** Step at which the task fails (a join with credentials the remote pod refuses). */
  failAtStep?: number;
  done: boolean;
  failed: boolean;
  /** Applies the task's outcome to the store once, when its last step ends. */
  complete: () => void;
}

/** A local desktop or application pool of one pod, as the global entitlement pages show it. */
export interface PodLocalPool {
  id: string;
  name: string;
  display_name: string;
  pod_id: string;
  kind: "DESKTOP" | "APPLICATION";
  global_entitlement_id?: string;
}

const RESULT_MESSAGES: Record<CpaTaskType, [string, string]> = {
  POD_FEDERATION_INITIALIZING: ["POD_FEDERATION_INIT_SUCCESS", "Pod federation initialization completed."],
  POD_FEDERATION_UNINITIALIZING: [
    "POD_FEDERATION_UNINIT_SUCCESS",
    "Pod federation uninitialization completed.",
  ],
  POD_FEDERATION_JOINING: ["POD_FEDERATION_JOIN_SUCCESS", "The pod joined the pod federation."],
  POD_FEDERATION_UNJOINING: ["POD_FEDERATION_UNJOIN_SUCCESS", "The pod left the pod federation."],
};

const SPARE_POOLS_PER_POD = 3;

export class FederationState {
  enabled: boolean;
  name = "Cloud Pod Federation";
  private readonly tasks: CpaTask[] = [];
  /** The federation this pod left: its other pods and sites, which a join to it brings back. */
  private left: { pods: PodRecord[]; sites: SiteRecord[] } | null = null;
  /** The pools of the other pods, by id. */
  private readonly remotePools = new Map<string, PodLocalPool>();

  constructor(
    private readonly store: InventoryStore,
    private readonly now: () => number,
  ) {
    this.enabled = store.pods.size > 1;
    for (const pod of store.pods.all) if (pod.id !== store.localPodId) this.seedRemotePools(pod);
  }

  /** The running task's type, or null. */
  get runningTask(): CpaTaskType | null {
    this.advance();
    return this.tasks.find((task) => !task.done)?.type ?? null;
  }

  /** Moves the tasks on to the emulator's clock, applying each finished task's outcome once. */
  advance(): void {
    const now = this.now();
    for (const task of this.tasks) {
      if (task.done) continue;
      const step = Math.floor((now - task.start) / CPA_STEP_MS);
      if (task.failAtStep !== undefined && step >= task.failAtStep) {
        task.done = true;
        task.failed = true;
      } else if (step >= CPA_TASK_STEPS[task.type]) {
        task.done = true;
        task.complete();
      }
    }
  }

  /** The type of the last task that completed, or null when none has. */
  get lastCompletedTask(): CpaTaskType | null {
    this.advance();
    return this.tasks.findLast((task) => task.done && !task.failed)?.type ?? null;
  }

  /** How far the running task is, in percent; undefined when none runs. */
  get runningPercentage(): number | undefined {
    this.advance();
    const task = this.tasks.find((candidate) => !candidate.done);
    return task ? this.info(task).percentage_complete : undefined;
  }

  start(type: CpaTaskType, complete: () => void, failAtStep?: number): string {
    const task: CpaTask = {
      id: crypto.randomUUID(),
      type,
      start: this.now(),
      done: false,
      failed: false,
      complete,
      ...(failAtStep === undefined ? {} : { failAtStep }),
    };
    this.tasks.push(task);
    return task.id;
  }

  taskInfos(): CpaTaskInfo[] {
    this.advance();
    return this.tasks.map((task) => this.info(task));
  }

  taskInfo(id: string): CpaTaskInfo | undefined {
    this.advance();
    const task = this.tasks.find((candidate) => candidate.id === id);
    return task ? this.info(task) : undefined;
  }

  private info(task: CpaTask): CpaTaskInfo {
    const steps = CPA_TASK_STEPS[task.type];
    const step = Math.min(steps, Math.floor((this.now() - task.start) / CPA_STEP_MS));
    const base = { id: task.id, category: "POD_FEDERATION_CATEGORY" as const, type: task.type };
    if (task.failed) {
      return {
        ...base,
        status: "FAILED",
        percentage_complete: Math.round(((task.failAtStep ?? 0) * 100) / steps),
        result: {
          result_code: "FAILURE",
          message_id: "POD_FEDERATION_JOIN_AUTHENTICATION_FAILED",
          message: "The remote pod refused the credentials.",
        },
      };
    }
    if (task.done) {
      const [messageId, message] = RESULT_MESSAGES[task.type];
      return {
        ...base,
        status: "COMPLETED",
        percentage_complete: 100,
        result: { result_code: "SUCCESS", message_id: messageId, message },
      };
    }
    return { ...base, status: "RUNNING", percentage_complete: Math.round((step * 100) / steps) };
  }

  /** Unjoin: the other pods and sites leave this pod's view; a later join brings them back. */
  leave(): void {
    const localPod = this.store.pods.get(this.store.localPodId);
    const pods = this.store.pods.all.filter((pod) => pod.id !== this.store.localPodId);
    const sites = this.store.sites.all.filter((site) => site.id !== localPod?.site_id);
    this.left = {
      pods: pods.map((pod) => structuredClone(pod)),
      sites: sites.map((site) => structuredClone(site)),
    };
    for (const pod of pods) this.store.pods.remove(pod.id);
    for (const site of sites) this.store.sites.remove(site.id);
    for (const site of this.store.sites.all)
      site.pods = site.pods.filter((id) => id === this.store.localPodId);
    this.enabled = false;
  }

  /** Join: the federation's pods and sites (the one this pod left, else two pods of a remote site). */
  join(remoteAddress: string): void {
    const topology = this.left ?? this.newRemoteTopology(remoteAddress);
    this.left = null;
    for (const site of topology.sites) this.store.sites.add(site);
    for (const pod of topology.pods) {
      this.store.pods.add(pod);
      if (![...this.remotePools.values()].some((pool) => pool.pod_id === pod.id)) this.seedRemotePools(pod);
    }
    this.enabled = true;
  }

  private newRemoteTopology(remoteAddress: string): { pods: PodRecord[]; sites: SiteRecord[] } {
    const site: SiteRecord = { id: crypto.randomUUID(), name: "Remote site", description: "", pods: [] };
    const short = remoteAddress.split(".")[0]?.toUpperCase() ?? "REMOTE";
    const pods = [1, 2].map((index) => {
      const pod: PodRecord = {
        id: crypto.randomUUID(),
        name: `Cluster-${short}-POD${index}`,
        description: `Pod of ${remoteAddress}`,
        site_id: site.id,
        local_pod: false,
        cloud_managed: false,
        endpoints: [crypto.randomUUID()],
        active_global_desktop_entitlements: [],
        active_global_application_entitlements: [],
      };
      site.pods.push(pod.id);
      return pod;
    });
    return { pods, sites: [site] };
  }

  /** Eject: a remote pod's topology and pools leave the federation. */
  eject(podId: string): void {
    this.store.pods.remove(podId);
    for (const site of this.store.sites.all) site.pods = site.pods.filter((id) => id !== podId);
    for (const [id, pool] of this.remotePools) if (pool.pod_id === podId) this.remotePools.delete(id);
  }

  /** The local pools of one pod: the store's own pools for this pod, the remote pools otherwise. */
  poolsOf(podId: string, kind: "DESKTOP" | "APPLICATION"): PodLocalPool[] {
    if (podId === this.store.localPodId) {
      return kind === "DESKTOP"
        ? this.store.desktopPools.all.map((pool) => ({
            id: pool.id,
            name: pool.name,
            display_name: pool.display_name || pool.name,
            pod_id: podId,
            kind,
            ...(pool.global_desktop_entitlement_id
              ? { global_entitlement_id: pool.global_desktop_entitlement_id }
              : {}),
          }))
        : this.store.applicationPools.all.map((app) => ({
            id: app.id,
            name: app.name,
            display_name: app.display_name || app.name,
            pod_id: podId,
            kind,
            ...(app.global_application_entitlement_id
              ? { global_entitlement_id: app.global_application_entitlement_id }
              : {}),
          }));
    }
    return [...this.remotePools.values()].filter((pool) => pool.pod_id === podId && pool.kind === kind);
  }

  /** Every pod's pools of one kind. */
  allPools(kind: "DESKTOP" | "APPLICATION"): PodLocalPool[] {
    return this.store.pods.all.flatMap((pod) => this.poolsOf(pod.id, kind));
  }

  /** Links a pool (of any pod) to a global entitlement, or unlinks it (null). */
  assign(pool: PodLocalPool, entitlementId: string | null): void {
    if (pool.pod_id === this.store.localPodId) {
      if (pool.kind === "DESKTOP") {
        const record = this.store.desktopPools.get(pool.id);
        if (record) {
          if (entitlementId) record.global_desktop_entitlement_id = entitlementId;
          else delete record.global_desktop_entitlement_id;
        }
      } else {
        const record = this.store.applicationPools.get(pool.id);
        if (record) {
          if (entitlementId) record.global_application_entitlement_id = entitlementId;
          else delete record.global_application_entitlement_id;
        }
      }
    } else {
      const record = this.remotePools.get(pool.id);
      if (record) {
        if (entitlementId) record.global_entitlement_id = entitlementId;
        else delete record.global_entitlement_id;
      }
    }
    this.refreshActiveEntitlements(pool.pod_id);
  }

  /** A pod's active global entitlements: those with at least one of its pools. */
  private refreshActiveEntitlements(podId: string): void {
    const pod = this.store.pods.get(podId);
    if (!pod) return;
    const linked = (kind: "DESKTOP" | "APPLICATION") => [
      ...new Set(
        this.poolsOf(podId, kind).flatMap((pool) =>
          pool.global_entitlement_id ? [pool.global_entitlement_id] : [],
        ),
      ),
    ];
    pod.active_global_desktop_entitlements = linked("DESKTOP");
    pod.active_global_application_entitlements = linked("APPLICATION");
  }

  /** Deleting a global entitlement unlinks its pools on every pod. */
  forgetEntitlement(entitlement: GlobalEntitlementRecord): void {
    for (const pool of this.allPools(entitlement.kind)) {
      if (pool.global_entitlement_id === entitlement.id) this.assign(pool, null);
    }
  }

  /** A remote pod's pools: one per global entitlement active on it (named like its sessions), and spares. */
  private seedRemotePools(pod: PodRecord): void {
    const suffix = pod.name.slice(-4);
    const add = (kind: "DESKTOP" | "APPLICATION", name: string, entitlementId?: string) => {
      const id = `${pod.id}-${kind === "DESKTOP" ? "dp" : "ap"}-${name.toLowerCase()}`;
      this.remotePools.set(id, {
        id,
        name,
        display_name: name.replace(/-/g, " "),
        pod_id: pod.id,
        kind,
        ...(entitlementId ? { global_entitlement_id: entitlementId } : {}),
      });
    };
    for (const [kind, ids] of [
      ["DESKTOP", pod.active_global_desktop_entitlements],
      ["APPLICATION", pod.active_global_application_entitlements],
    ] as const) {
      for (const entitlementId of ids) {
        const entitlement = this.store.globalEntitlements.get(entitlementId);
        if (entitlement) add(kind, `${entitlement.name.replace(/^GE-/, "")}-${suffix}`, entitlementId);
      }
      for (let index = 1; index <= SPARE_POOLS_PER_POD; index += 1) {
        add(kind, `${kind === "DESKTOP" ? "Desktops" : "Apps"}-${suffix}-${index}`);
      }
    }
  }
}

const states = new WeakMap<InventoryStore, FederationState>();

/** The federation state of one store (created on first use from the seeded pods). */
export function federationOf(store: InventoryStore, now: () => number): FederationState {
  let state = states.get(store);
  if (!state) {
    state = new FederationState(store, now);
    states.set(store, state);
  }
  return state;
}
