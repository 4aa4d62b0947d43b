import type { ApplicationPoolRecord } from "../data/inventory-types";

/** A custom icon an administrator uploaded (ApplicationIconCreateSpec, as stored). */
export interface IconRecord {
  id: string;
  data: string;
  width: number;
  height: number;
  /** The access group the upload is charged to: where its uploader holds POOL_MANAGEMENT, highest first. */
  accessGroupId: string;
  uploadedAt: number;
}

/**
 * Bounds on what uploads can make the emulator hold (issue 26: 1 MB uploads in a loop ran it out of memory).
 *
 * - Size: the largest icon 2212 accepts is 256 × 256 pixels; as 32-bit pixels that is 256 KiB, and PNG
 *   compresses a real icon far below it (10 to 60 KB is usual). Data that decodes to more than 256 KiB is
 *   not an icon of an allowed size, so it is refused before anything is kept.
 * - Count: 2212 has no call that deletes an icon (`/inventory/v1/application-icons/{id}` is GET only). An
 *   icon is freed when no application pool uses it any more (remove-custom-icon, a new icon replacing it,
 *   the pool deleted); an upload never added to a pool is forgotten after 10 minutes. Until then it counts
 *   against its access group: 32 unused uploads each, room for an administrator who uploads a set of icons
 *   and then assigns them, and at most 32 × 256 KiB (about 11 MB as base64 text) per access group. Icons in
 *   use are bounded by the application pools (one custom icon each).
 */
export const ICON_MAX_BYTES = 256 * 1024;
export const UNUSED_ICONS_PER_ACCESS_GROUP = 32;
export const UNUSED_ICON_LIFETIME_MS = 10 * 60 * 1000;

/** Bytes that base64 text decodes to (the text is already known to be well-formed base64). */
export const base64Bytes = (data: string) =>
  (data.length / 4) * 3 - (data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0);

/** The uploaded icons, with the unused ones bounded per access group. */
export class ApplicationIconStore {
  private readonly icons = new Map<string, IconRecord>();

  constructor(
    private readonly now: () => number,
    private readonly applicationPools: () => readonly ApplicationPoolRecord[],
  ) {}

  get(id: string): IconRecord | undefined {
    this.forgetExpired();
    return this.icons.get(id);
  }

  /** The pools that show an icon. */
  poolsUsing(iconId: string): ApplicationPoolRecord[] {
    return this.applicationPools().filter((pool) => pool.customized_icon_ids?.includes(iconId));
  }

  /** Unused uploads charged to an access group (expired ones already forgotten). */
  unusedCount(accessGroupId: string): number {
    this.forgetExpired();
    let count = 0;
    for (const icon of this.icons.values()) {
      if (icon.accessGroupId === accessGroupId && this.poolsUsing(icon.id).length === 0) count += 1;
    }
    return count;
  }

  /** Keeps an upload, or answers null when its access group already holds the most unused ones. */
  add(icon: Omit<IconRecord, "id" | "uploadedAt">): IconRecord | null {
    if (this.unusedCount(icon.accessGroupId) >= UNUSED_ICONS_PER_ACCESS_GROUP) return null;
    const record = { ...icon, id: crypto.randomUUID(), uploadedAt: this.now() };
    this.icons.set(record.id, record);
    return record;
  }

  /** Forgets the icons no pool uses any more among `iconIds` (after a pool dropped or replaced them). */
  release(iconIds: readonly string[]): void {
    for (const id of iconIds) {
      if (this.poolsUsing(id).length === 0) this.icons.delete(id);
    }
  }

  private forgetExpired(): void {
    const oldest = this.now() - UNUSED_ICON_LIFETIME_MS;
    for (const icon of this.icons.values()) {
      if (icon.uploadedAt < oldest && this.poolsUsing(icon.id).length === 0) this.icons.delete(icon.id);
    }
  }
}
