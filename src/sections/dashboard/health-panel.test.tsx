import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HealthPanel } from "./health-panel";
import { gatewayHealth, type HealthComponent, type HealthItem } from "./system-health.model";
import type { Tile } from "./dashboard.model";

const none: Tile<HealthItem[]> = { status: "ready", value: [] };

function health(gateways: HealthItem[]): Record<HealthComponent, Tile<HealthItem[]>> {
  return {
    connectionServers: none,
    gateways: { status: "ready", value: gateways },
    virtualCenters: none,
    adDomains: none,
    eventDatabase: none,
    samlAuthenticators: none,
    farms: none,
  };
}

describe("HealthPanel gateways", () => {
  it("says which gateway may not apply the session timeout, and only that one", () => {
    render(
      <HealthPanel
        onNavigate={undefined}
        health={health(
          gatewayHealth([
            { id: "1", name: "uag-new", status: "OK", details: { version: "2312" } },
            { id: "2", name: "uag-old", status: "OK", details: { version: "20.12" } },
            { id: "3", name: "uag-unknown", status: "OK" },
          ]),
        )}
      />,
    );
    const items = within(screen.getByRole("group", { name: /Gateways/ })).getAllByRole("listitem");
    const warned = items.filter((item) => /session timeout/.test(item.textContent ?? ""));
    expect(warned.map((item) => item.querySelector(".vdc-dashboard__health-name")?.textContent)).toEqual([
      "uag-old",
      "uag-unknown",
    ]);
    expect(warned[0]).toHaveTextContent("Version older than 21.06 or unknown");
    expect(items.find((item) => item.textContent?.includes("uag-new"))).not.toHaveTextContent(
      "session timeout",
    );
  });
});
