import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** The V8 heap after full collections: gc is exposed at run time, so no test needs special flags. */
export function heapAfterGc(): number {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  for (let round = 0; round < 3; round += 1) gc();
  return process.memoryUsage().heapUsed;
}
