import {
  FEDERATION_ACCESS_GROUPS,
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ACCESS_GROUPS,
  LOCAL_ROOT_ACCESS_GROUP_ID,
  type AccessGroup,
} from "../data/access-groups";
import type { StateSlice } from "../emulator-context";

/** Local and federation access groups: Local Root and Federation Root with children that can be added and deleted. */
export class AccessGroupStore implements StateSlice {
  private local: AccessGroup[] = LOCAL_ACCESS_GROUPS.map((group) => ({ ...group }));
  private federation: AccessGroup[] = FEDERATION_ACCESS_GROUPS.map((group) => ({ ...group }));
  private nextId = 1;

  /** Local access groups, root first. */
  listLocal(): readonly AccessGroup[] {
    return this.local;
  }

  /** Federation access groups, root first. */
  listFederation(): readonly AccessGroup[] {
    return this.federation;
  }

  get(id: string): AccessGroup | undefined {
    return this.local.find((group) => group.id === id) ?? this.federation.find((group) => group.id === id);
  }

  isFederation(id: string): boolean {
    return this.federation.some((group) => group.id === id);
  }

  /** Whether `id` names a local access group. */
  isLocal(id: string): boolean {
    return this.local.some((group) => group.id === id);
  }

  /** The group and its ancestors, the group first. */
  lineage(id: string): string[] {
    const result: string[] = [];
    let current = this.get(id);
    while (current && !result.includes(current.id)) {
      result.push(current.id);
      current = current.parentId === null ? undefined : this.get(current.parentId);
    }
    return result;
  }

  children(id: string): AccessGroup[] {
    return [...this.local, ...this.federation].filter((group) => group.parentId === id);
  }

  /** Whether a group of the same kind already uses the name (case-insensitive, like the server). */
  isNameUsed(name: string, kind: "local" | "federation" = "local"): boolean {
    const lower = name.trim().toLowerCase();
    const list = kind === "local" ? this.local : this.federation;
    return list.some((group) => group.name.toLowerCase() === lower);
  }

  /** Adds a local group under `parentId` (default the local root). */
  create(name: string, description: string, parentId: string = LOCAL_ROOT_ACCESS_GROUP_ID): AccessGroup {
    const group: AccessGroup = {
      id: `5f8a1f27-0c3e-4d6b-9a41-1${String(this.nextId++).padStart(11, "0")}`,
      name: name.trim(),
      description,
      parentId,
    };
    this.local.push(group);
    return group;
  }

  /** Adds a federation group under the Federation Root. */
  createFederation(name: string, description: string): AccessGroup {
    const group: AccessGroup = {
      id: `7c2d9e44-51b0-4f3a-8d27-1${String(this.nextId++).padStart(11, "0")}`,
      name: name.trim(),
      description,
      parentId: FEDERATION_ROOT_ACCESS_GROUP_ID,
    };
    this.federation.push(group);
    return group;
  }

  /** Removes a child group (never a root). */
  delete(id: string): void {
    this.local = this.local.filter((group) => group.id !== id || group.parentId === null);
    this.federation = this.federation.filter((group) => group.id !== id || group.parentId === null);
  }

  snapshot(): unknown {
    return { local: this.local, federation: this.federation, nextId: this.nextId };
  }

  restore(data: unknown): void {
    const value = data as { local?: unknown; federation?: unknown; nextId?: unknown };
    if (!Array.isArray(value.local) || typeof value.nextId !== "number")
      throw new Error("access groups: expected { local: [], nextId }");
    if (value.federation !== undefined && !Array.isArray(value.federation))
      throw new Error("access groups: federation must be a list");
    this.local = value.local as AccessGroup[];
    if (value.federation !== undefined) this.federation = value.federation as AccessGroup[];
    this.nextId = value.nextId;
  }
}
