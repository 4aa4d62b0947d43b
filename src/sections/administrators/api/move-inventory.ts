import type { ApiCall } from "../../../core/http/api-call";
import type { InventoryItem } from "../administrators.types";

/** Moves a desktop pool or farm to another local access group (its machines and sessions follow). */
export function moveInventoryCall(item: InventoryItem, accessGroupId: string): ApiCall {
  const collection = item.kind === "desktopPool" ? "desktop-pools" : "farms";
  return {
    api: "rest",
    method: "PUT",
    path: `/inventory/v1/${collection}/${encodeURIComponent(item.id)}`,
    body: { access_group_id: accessGroupId },
  };
}
