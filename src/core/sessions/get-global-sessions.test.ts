import { afterEach, describe, expect, it } from "vitest";
import { createEmulator } from "../../../server/emulator/emulator";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { setApiFetch } from "../http/api-clients";
import { handlerFetch } from "../http/api-fetch";
import { accessToken, clearSession } from "../session/session.model";
import { getGlobalSessionsPage } from "./get-global-sessions";

afterEach(() => clearSession());

describe("global sessions with a filter 2212 does not take", () => {
  it("reads the scope's sessions unfiltered and filters and pages them in the browser", async () => {
    const emulator = createEmulator({ scale: "federation", globalSessions: 300 });
    const client = new EmulatorClient(emulator);
    const { access_token: token } = await client.restLogin("admin");
    const pods = (await (await client.rest("GET", "/rest/federation/v1/pods", token)).json()) as {
      id: string;
    }[];
    const podId = pods[0]?.id ?? "";
    const sent: string[] = [];
    const fetchImpl = handlerFetch(emulator.fetch);
    setApiFetch((input, init) => {
      sent.push(input instanceof Request ? input.url : input instanceof URL ? input.href : input);
      return fetchImpl(input, init);
    });
    accessToken.value = token;

    const all = (await getGlobalSessionsPage({ pod_id: podId }, { current: 1, size: 1000 }, undefined)).rows;
    const someone = all.find((session) => typeof session.user_id === "string")?.user_id ?? "";
    expect(someone).not.toBe("");
    const expected = all.filter((session) => session.user_id === someone);

    sent.length = 0;
    const filter = JSON.stringify({ type: "Equals", name: "user_id", value: someone });
    const page = await getGlobalSessionsPage({ pod_id: podId }, { current: 1, size: 2 }, filter);
    expect(sent.every((url) => !url.includes("filter="))).toBe(true);
    expect(page.rows.map((session) => session.id)).toEqual(expected.slice(0, 2).map((session) => session.id));
    expect(page.hasMore).toBe(expected.length > 2);
    // Every match was read to filter them, so the page says how many there are; the pod's pages do not.
    expect(page.total).toBe(expected.length);
    expect((await getGlobalSessionsPage({ pod_id: podId }, { current: 1, size: 2 })).total).toBeUndefined();
  });
});
