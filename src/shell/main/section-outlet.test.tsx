import { useSignals } from "@preact/signals-react/runtime";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { currentHash, navigate } from "../router/hash-location";
import { isSectionName, parseRoute } from "../router/routes";
import { sectionLinkRoute } from "../router/section-links";
import { SectionOutlet } from "./section-outlet";

/** The outlet of whatever the address names, as the console's router renders it. */
function RoutedOutlet() {
  useSignals();
  const [, section = "", ...rest] = parseRoute(currentHash.value).segments;
  return isSectionName(section) ? <SectionOutlet section={section} rest={rest} /> : null;
}

describe("SectionOutlet", { timeout: 30_000 }, () => {
  it.each([
    ["product_licensing_usage", "usage", "Usage", "Customer Experience Program", "ceip"],
    ["global_settings", "security", "Security", "General", "general"],
  ])(
    "keeps the tab of %s in the route: arrows move it there and a reload opens it",
    async (section, tab, tabName, nextName, nextTab) => {
      await signedInEmulator("admin");
      navigate(`/main/${section}/${tab}`);
      const view = render(<RoutedOutlet />);
      const selected = await screen.findByRole("tab", { name: tabName }, { timeout: 10_000 });
      expect(selected).toHaveAttribute("aria-selected", "true");
      // The other tabs are reached with the arrows (one tab stop for the list), and the route follows.
      fireEvent.keyDown(selected, { key: tab === "security" ? "ArrowLeft" : "ArrowRight" });
      await waitFor(() => expect(currentHash.value).toBe(`/main/${section}/${nextTab}`));
      expect(screen.getByRole("tab", { name: nextName })).toHaveFocus();
      view.unmount();
      // A reload reads the address again.
      render(<RoutedOutlet />);
      expect(await screen.findByRole("tab", { name: nextName })).toHaveAttribute("aria-selected", "true");
    },
  );

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
