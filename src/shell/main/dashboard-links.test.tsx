// Every figure of the dashboard equals the list its link opens: the dashboard is rendered against the
// emulator, each count is followed through the shell's own route (as a click in the console would), and the
// list it lands on is paged to the end and counted.
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { DashboardSection } from "../../sections/dashboard/dashboard-section";
import { navigate } from "../router/hash-location";
import { isSectionName, parseRoute } from "../router/routes";
import { sectionLinkRoute, type SectionLinkTarget } from "../router/section-links";
import { SectionOutlet } from "./section-outlet";

const SECTION_MODULES: Readonly<Record<string, () => Promise<unknown>>> = {
  sessions_list: () => import("../../sections/sessions/sessions-section"),
  machines: () => import("../../sections/machines/machines-section"),
  events: () => import("../../sections/events/events-section"),
};

/** The figures of the dashboard's summary, each with where its link leads. */
async function dashboardFigures(): Promise<{ label: string; figure: number; target: SectionLinkTarget }[]> {
  const targets: SectionLinkTarget[] = [];
  render(<DashboardSection onNavigate={(target) => targets.push(target)} />);
  const summary = await screen.findByRole("list", { name: "Summary" });
  await waitFor(
    () => {
      for (const item of within(summary).getAllByRole("listitem"))
        expect(item).toHaveAttribute("aria-busy", "false");
    },
    { timeout: 20_000 },
  );
  const figures = [];
  for (const button of within(summary).getAllByRole("button")) {
    const [, label = "", figure = ""] =
      /^(.*): ([\d,.\s]+), open the list$/.exec(button.getAttribute("aria-label") ?? "") ?? [];
    await userEvent.click(button);
    const target = targets.at(-1);
    if (!target) throw new Error(`${label} leads nowhere`);
    figures.push({ label, figure: Number(figure.replace(/\D/g, "")), target });
  }
  cleanup();
  return figures;
}

/** How many rows the grid the route opens holds, read from its footer page after page. */
async function countRowsOfRoute(target: SectionLinkTarget): Promise<number> {
  navigate(sectionLinkRoute(target));
  const { segments } = parseRoute(sectionLinkRoute(target));
  const [, section = "", ...rest] = segments;
  if (!isSectionName(section)) throw new Error(`${section} is no section`);
  await act(async () => {
    render(<SectionOutlet section={section} rest={rest} />);
    await SECTION_MODULES[section]?.();
  });
  const grid = await screen.findByRole("grid", {}, { timeout: 20_000 });
  const footer = grid.closest("[part~='grid']")?.querySelector(".vdc-grid__range") ?? null;
  const range = () => footer?.textContent ?? document.querySelector(".vdc-grid__range")?.textContent ?? "";
  await userEvent.selectOptions(screen.getByLabelText("Rows per page"), "100");
  for (;;) {
    await waitFor(() => expect(range()).toMatch(/ of /), { timeout: 20_000 });
    await waitFor(() => expect(grid).not.toHaveAttribute("aria-busy", "true"), { timeout: 20_000 });
    const text = range();
    const whole = /^\d+-\d+ of (\d+)$/.exec(text) ?? /^(0)-0 of 0$/.exec(text);
    if (whole) {
      cleanup();
      return Number(whole[1]);
    }
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(range()).not.toBe(text), { timeout: 20_000 });
  }
}

describe("dashboard figures and the lists they open", { timeout: 120_000 }, () => {
  it("shows in each list exactly as many items as the dashboard counted", async () => {
    await signedInEmulator("admin");
    const figures = await dashboardFigures();
    expect(figures.map((figure) => figure.label)).toEqual([
      "Sessions",
      "Problem vCenter VMs",
      "Problem other machines",
      "Problem RDS hosts",
      "Errors (Last week)",
      "Warnings (Last week)",
    ]);
    // Not a comparison of zeros: the seeded pod has problems of each kind.
    expect(figures.filter((figure) => figure.figure > 0).length).toBeGreaterThanOrEqual(5);
    for (const { label, figure, target } of figures) {
      expect(await countRowsOfRoute(target), label).toBe(figure);
    }
  });
});
