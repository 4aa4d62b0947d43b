import { createContext } from "react";

/**
 * The text set an element's content shows (decision 0036): its name, which the build also gives the set's
 * folder, locales/<name>/. createElementClass provides it; ElementFrame loads the set and waits for it.
 */
export const ElementTextSetContext = createContext<string | undefined>(undefined);
