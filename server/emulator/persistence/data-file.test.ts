import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEmulator, SAVE_DELAY_MS } from "../emulator";
import { EmulatorClient } from "../testing/emulator-client";
import { createDataFile, DataFileError } from "./data-file";

describe("--data file", () => {
  let dir: string;
  let path: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "vdc-data-"));
    path = join(dir, "nested", "pod.json");
  });

  afterEach(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  async function createGroupAndPreferences(client: EmulatorClient) {
    const session = await client.viewLogin("admin");
    const created = await client.view("POST", "AccessGroup/Create", session, {
      body: { base: { name: "Persisted" } },
    });
    expect(created.status).toBe(201);
    const { access_token } = await client.restLogin("admin");
    await client.rest("PUT", "/rest/config/v2/admin-users-or-groups/preferences", access_token, {
      body: { grid_preferences: { machines: ["dns_name"] } },
    });
  }

  it("keeps changes across restarts", async () => {
    const first = createEmulator({ persistence: createDataFile(path) });
    await createGroupAndPreferences(new EmulatorClient(first));
    first.flush();
    expect(readdirSync(join(dir, "nested"))).toEqual(["pod.json"]);

    const second = new EmulatorClient(createEmulator({ persistence: createDataFile(path) }));
    const session = await second.viewLogin("admin");
    const groups = (await (await second.view("GET", "AccessGroup/List", session)).json()) as {
      base: { name: string };
    }[];
    expect(groups.map((group) => group.base.name)).toContain("Persisted");
    const { access_token } = await second.restLogin("admin");
    const preferences = await second.rest(
      "GET",
      "/rest/config/v2/admin-users-or-groups/preferences",
      access_token,
    );
    expect(await preferences.json()).toMatchObject({ grid_preferences: { machines: ["dns_name"] } });
  });

  it("writes a burst of changes once, shortly after the last request", async () => {
    vi.useFakeTimers();
    const save = vi.fn();
    const emulator = createEmulator({ persistence: { load: () => undefined, save } });
    await createGroupAndPreferences(new EmulatorClient(emulator));
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    const snapshot = save.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(Object.keys(snapshot)).toEqual(expect.arrayContaining(["accessGroups", "settings", "inventory"]));
  });

  it("refuses to start from a corrupt file instead of resetting it", () => {
    writeFileSync(join(dir, "bad.json"), '{"format":"vdc-emulator-data","version":1,"sections":{');
    const file = createDataFile(join(dir, "bad.json"));
    expect(() => file.load()).toThrow(DataFileError);
    expect(() => createEmulator({ persistence: file })).toThrow(/not valid JSON/);
    expect(readFileSync(join(dir, "bad.json"), "utf8")).toContain('"sections":{');
  });

  it("refuses files of another format or version, and sections that do not fit", () => {
    writeFileSync(join(dir, "other.json"), JSON.stringify({ hello: "world" }));
    expect(() => createDataFile(join(dir, "other.json")).load()).toThrow(/not an emulator data file/);
    writeFileSync(
      join(dir, "v9.json"),
      JSON.stringify({ format: "vdc-emulator-data", version: 9, sections: {} }),
    );
    expect(() => createDataFile(join(dir, "v9.json")).load()).toThrow(/version 9/);
    writeFileSync(
      join(dir, "section.json"),
      JSON.stringify({
        format: "vdc-emulator-data",
        version: 1,
        sections: { accessGroups: { local: "nope" } },
      }),
    );
    expect(() => createEmulator({ persistence: createDataFile(join(dir, "section.json")) })).toThrow(
      /accessGroups/,
    );
  });

  it("starts from the seeded data when the file does not exist yet", () => {
    expect(createDataFile(join(dir, "missing.json")).load()).toBeUndefined();
  });
});
