import { POOL_UPDATE_REQUIRED } from "../../server/emulator/inventory/desktop-pool-update";

/**
 * A DesktopPoolUpdateSpec body as a client sends it: the spec's required fields as the pool was read (a
 * DesktopPoolInfoV2-or-later answer, or the emulator's record), with the change over them.
 */
export function poolUpdateBody(pool: object, change: Record<string, unknown>): Record<string, unknown> {
  const read = pool as Record<string, unknown>;
  return { ...Object.fromEntries(POOL_UPDATE_REQUIRED.map((field) => [field, read[field]])), ...change };
}
