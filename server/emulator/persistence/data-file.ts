// Node only: loaded by server/main.ts for --data, never by the browser build of the emulator.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { EmulatorPersistence } from "../emulator";

const FORMAT = "vdc-emulator-data";
const VERSION = 1;

/** A data file that cannot be used; the server stops rather than silently starting from seed data. */
export class DataFileError extends Error {
  constructor(path: string, reason: string) {
    super(`${path}: ${reason}. Fix or move the file away to start from the seeded data.`);
    this.name = "DataFileError";
  }
}

/** Emulator state kept in a JSON file, written atomically (temporary file, then rename). */
export function createDataFile(path: string): EmulatorPersistence {
  return {
    load() {
      if (!existsSync(path)) return undefined;
      let text: string;
      try {
        text = readFileSync(path, "utf8");
      } catch (error) {
        throw new DataFileError(path, `cannot be read (${(error as Error).message})`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new DataFileError(path, "is not valid JSON (corrupt or truncated)");
      }
      if (typeof parsed !== "object" || parsed === null)
        throw new DataFileError(path, "is not an emulator data file");
      const file = parsed as { format?: unknown; version?: unknown; sections?: unknown };
      if (file.format !== FORMAT) throw new DataFileError(path, "is not an emulator data file");
      if (file.version !== VERSION)
        throw new DataFileError(path, `has version ${String(file.version)}, expected ${VERSION}`);
      if (typeof file.sections !== "object" || file.sections === null || Array.isArray(file.sections))
        throw new DataFileError(path, "has no sections");
      return file.sections as Record<string, unknown>;
    },
    save(snapshot) {
      mkdirSync(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ format: FORMAT, version: VERSION, sections: snapshot }));
      renameSync(temporary, path);
    },
  };
}
