import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { SearchSessionsSection } from "./search-sessions-section";
import { FEDERATION_FOR_SCREENS } from "../../../server/emulator/testing/seeds";

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole("grid", { name: "Sessions of the federation" }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

/** The pod column of each row on the page. */
const podsShown = () =>
  new Set(bodyRows().map((row) => within(row).getAllByRole("gridcell")[2]?.textContent));

describe("SearchSessionsSection", { timeout: 30_000 }, () => {
  it("pages through every pod's sessions as one list, with user, pod and site names", async () => {
    await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    render(<SearchSessionsSection />);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole("gridcell");
    expect(cells[1]?.textContent).toMatch(/\\/);
    expect(cells[3]?.textContent).not.toMatch(/^[0-9a-f]{8}-/);
    const [firstPod] = podsShown();
    expect(podsShown().size).toBe(1);
    for (let page = 2; page <= 6; page += 1) {
      const before = bodyRows()[0]?.textContent;
      fireEvent.click(screen.getByRole("button", { name: "Next page" }));
      await waitFor(() => expect(bodyRows()[0]?.textContent).not.toBe(before));
    }
    expect(podsShown().size).toBe(1);
    expect([...podsShown()][0]).not.toBe(firstPod);
  });

  it("says so to an administrator without the federation session rights", async () => {
    await signedInEmulator("custom", FEDERATION_FOR_SCREENS);
    render(<SearchSessionsSection />);
    await screen.findByText("You do not have permission to view the sessions of the federation.");
  });
});
