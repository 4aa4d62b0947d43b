import { createContext } from "react";
import type { HelpTopic } from "../../core/help/help-links";

/**
 * The help topic of the route a page is shown on (spec 000 §2: every section has one). The shell provides
 * it around a section, so every section page links to its help from the one table of routes; a page's own
 * `helpTopic` serves where there is no route (an embedded element).
 */
export const RouteHelpTopic = createContext<HelpTopic | undefined>(undefined);
