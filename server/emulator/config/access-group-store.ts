import {
  FEDERATION_ACCESS_GROUPS,
  LOCAL_ACCESS_GROUPS,
  LOCAL_ROOT_ACCESS_GROUP_ID,
  type AccessGroup,
} from "../data/access-groups";
import type { StateSlice } from "../emulator-context";

/** Local and federation access groups; local ones can be created (legacy AccessGroup/Create). */
export class AccessGroupStore implements StateSlice {
  private local: AccessGroup[] = LOCAL_ACCESS_GROUPS.map((group) => ({ ...group }));
  private readonly federation: readonly AccessGroup[] = FEDERATION_ACCESS_GROUPS;
  private nextId = 1;

  /** Local access groups, root first. */
  listLocal(): readonly AccessGroup[] {
    return this.local;
  }

  listFederation(): readonly AccessGroup[] {
    return this.federation;
  }

  get(id: string): AccessGroup | undefined {
    return this.local.find((group) => group.id === id) ?? this.federation.find((group) => group.id === id);
  }

  isFederation(id: string): boolean {
    return this.federation.some((group) => group.id === id);
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

  /** Whether a local group already uses the name (case-insensitive, like the server). */
  isNameUsed(name: string): boolean {
    const lower = name.trim().toLowerCase();
    return this.local.some((group) => group.name.toLowerCase() === lower);
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

  snapshot(): unknown {
    return { local: this.local, nextId: this.nextId };
  }

  restore(data: unknown): void {
    const value = data as { local?: unknown; nextId?: unknown };
    if (!Array.isArray(value.local) || typeof value.nextId !== "number")
      throw new Error("access groups: expected { local: [], nextId }");
    this.local = value.local as AccessGroup[];
    this.nextId = value.nextId;
  }
}
