import { act, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { navigate } from "../router/hash-location";
import { sectionLinkRoute } from "../router/section-links";
import { SectionOutlet } from "./section-outlet";

describe("SectionOutlet", { timeout: 30_000 }, () => {
  it("opens the events list with the filter of a dashboard link", async () => {
    await signedInEmulator("admin");

    navigate(sectionLinkRoute({ section: "events", filter: { severity: "WARNING" } }));
    // A suspending render settles only inside an awaited act(); the section's chunk arrives in it.
    await act(async () => {
      render(<SectionOutlet section="events" rest={[]} />);
      await import("../../sections/events/events-section");
    });
    const grid = await screen.findByRole("grid", { name: "Events" });
    const rows = () =>
      within(grid)
        .getAllByRole("row")
        .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const severities = rows().map((row) => within(row).getAllByRole("gridcell")[1]?.textContent);
    expect(new Set(severities)).toEqual(new Set(["Warning"]));
  });

  it("spec 000 §2 help topics: links a section that declares no topic (certificates) to the route's help page", async () => {
    await signedInEmulator("admin");
    await act(async () => {
      render(<SectionOutlet section="certificate_management" rest={[]} />);
      await import("../../sections/certificates/certificates-section");
    });
    expect(
      await screen.findByRole("link", { name: "Help: Certificate Management (opens in a new tab)" }),
    ).toHaveAttribute("href", expect.stringMatching(/\/7\.10\/en\/certificate-management\.html$/));
  });

  it("spec 000 §2 help topics: licensing shows its help link", async () => {
    await signedInEmulator("admin");
    await act(async () => {
      render(<SectionOutlet section="product_licensing_usage" rest={[]} />);
      await import("../../sections/licensing/licensing-section");
    });
    expect(
      await screen.findByRole("link", { name: "Help: Product Licensing and Usage (opens in a new tab)" }),
    ).toHaveAttribute("href", expect.stringMatching(/\/en\/licensing-and-usage\.html$/));
  });

  it("opens the machines' RDS tab with the problem states of a dashboard link", async () => {
    await signedInEmulator("admin");
    navigate(sectionLinkRoute({ section: "machines", filter: { tab: "rds", state: "problem" } }));
    await act(async () => {
      render(<SectionOutlet section="machines" rest={[]} />);
      await import("../../sections/machines/machines-section");
    });
    expect(await screen.findByRole("tab", { name: "RDS hosts" })).toHaveAttribute("aria-selected", "true");
    const grid = await screen.findByRole("grid", { name: "RDS hosts" });
    const rows = () =>
      within(grid)
        .getAllByRole("row")
        .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    for (const row of rows()) expect(row.querySelector('[data-status="ERROR"]')).not.toBeNull();
  });
});
