import { useCallback } from "react";
import { useResource, type Resource } from "../resource/use-resource";

/**
 * A vCenter list that depends on earlier choices: loaded when every id is known, again when one changes.
 * Until then it is an empty list (the wizard does not show a step before its inputs are chosen).
 */
export function useVcenterList<T>(
  load: (...ids: string[]) => Promise<T[]>,
  ...ids: (string | null | undefined)[]
): Resource<T[]> {
  const key = ids.join("\u0000");
  const stable = useCallback(
    () =>
      ids.every((id): id is string => typeof id === "string" && id !== "")
        ? load(...ids)
        : Promise.resolve([]),
    // The ids are the dependencies, joined so a new array of the same ids does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [load, key],
  );
  return useResource(stable);
}
