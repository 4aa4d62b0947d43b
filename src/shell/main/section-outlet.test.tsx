import { act, configure, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createEmulator } from "../../../server/emulator/emulator";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { setApiFetch } from "../../core/http/api-clients";
import { handlerFetch } from "../../core/http/api-fetch";
import { clearAdminRoles, setAdminRoles } from "../../core/privileges/privileges.model";
import { accessToken, clearSession } from "../../core/session/session.model";
import { navigate } from "../router/hash-location";
import { sectionLinkRoute } from "../router/section-links";
import { SectionOutlet } from "./section-outlet";

configure({ asyncUtilTimeout: 10_000 });

describe("SectionOutlet", { timeout: 30_000 }, () => {
  it("opens the events list with the filter of a dashboard link", async () => {
    clearSession();
    clearAdminRoles();
    const emulator = createEmulator({ scale: "small" });
    setApiFetch(handlerFetch(emulator.fetch));
    const client = new EmulatorClient(emulator);
    const { access_token: token } = await client.restLogin("admin");
    accessToken.value = token;
    const permissions = await client.rest("GET", "/rest/config/v1/admin-users-or-groups/permissions", token);
    setAdminRoles({ rest: (await permissions.json()) as unknown });

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
});
