import { use } from "react";
import { GridHostConfigContext, type GridHostConfig } from "../grid-host/grid-host-context";

export type { GridHostConfig };

/** The host's settings where it gave one, else the grid's own props. */
export function useGridHostConfig(own: GridHostConfig): GridHostConfig {
  const host = use(GridHostConfigContext);
  if (!host) return own;
  const merged: GridHostConfig = { ...own };
  for (const [key, value] of Object.entries(host) as [keyof GridHostConfig, unknown][]) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** The footer's range text from a host's template, or undefined where the total is not known. */
export function hostRangeText(
  template: string | undefined,
  range: { first: number; last: number; total: number | undefined },
): string | undefined {
  if (template === undefined || range.total === undefined) return undefined;
  return template
    .replaceAll("{first}", String(range.first))
    .replaceAll("{last}", String(range.last))
    .replaceAll("{total}", String(range.total));
}
