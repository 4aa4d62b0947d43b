// The portal's own hash routes, and how a vdc-navigate event from an element maps onto them.
import type { NavigateDetail } from "../../elements/element-events";

export type PortalPage =
  | { name: "overview" }
  | { name: "desktops" }
  | { name: "desktop"; poolId: string }
  | { name: "applications" }
  | { name: "sessions" }
  | { name: "machines" }
  | { name: "machine"; machineId: string }
  | { name: "settings" }
  | { name: "licensing" };

/** The navigation entries of the portal header, in order; `label` is the key of the portal's text. */
export const NAVIGATION: readonly { hash: string; label: string; page: PortalPage["name"][] }[] = [
  { hash: "#/overview", label: "nav.overview", page: ["overview"] },
  { hash: "#/desktops", label: "nav.desktops", page: ["desktops", "desktop"] },
  { hash: "#/applications", label: "nav.applications", page: ["applications"] },
  { hash: "#/sessions", label: "nav.sessions", page: ["sessions"] },
  { hash: "#/machines", label: "nav.machines", page: ["machines", "machine"] },
  { hash: "#/settings", label: "nav.settings", page: ["settings"] },
  { hash: "#/licensing", label: "nav.licensing", page: ["licensing"] },
];

/** The page a location hash shows; anything unknown shows the overview. */
export function pageFromHash(hash: string): PortalPage {
  const segments = hash.replace(/^#\/?/, "").split("/").filter(Boolean);
  switch (segments[0]) {
    case "desktops":
      return segments[1]
        ? { name: "desktop", poolId: decodeURIComponent(segments[1]) }
        : { name: "desktops" };
    case "applications":
      return { name: "applications" };
    case "sessions":
      return { name: "sessions" };
    case "machines":
      return segments[1]
        ? { name: "machine", machineId: decodeURIComponent(segments[1]) }
        : { name: "machines" };
    case "settings":
      return { name: "settings" };
    case "licensing":
      return { name: "licensing" };
    default:
      return { name: "overview" };
  }
}

/** The portal hash for an element's navigation request; null when the portal has no page for it. */
export function hashForNavigation(detail: NavigateDetail): string | null {
  switch (detail.tag) {
    case "vdc-dashboard":
      return "#/overview";
    case "vdc-desktop-pools":
      return "#/desktops";
    case "vdc-desktop-pool": {
      const poolId = detail.ids["pool-id"];
      return poolId ? `#/desktops/${encodeURIComponent(poolId)}` : "#/desktops";
    }
    case "vdc-application-pools":
      return "#/applications";
    case "vdc-sessions":
      return "#/sessions";
    case "vdc-machines":
      return "#/machines";
    case "vdc-machine": {
      const machineId = detail.ids["machine-id"];
      return machineId ? `#/machines/${encodeURIComponent(machineId)}` : "#/machines";
    }
    case "vdc-global-settings":
      return "#/settings";
    case "vdc-licensing":
      return "#/licensing";
    default:
      return null;
  }
}
