import { AgentsSection } from "../../src/sections/agents/agents-section";
import { createElementClass } from "../create-element";
import { SectionFrame, type SectionElementProps } from "../section-frame";
import { agentsDescription } from "./agents.description";

export interface AgentsElementProps extends SectionElementProps {
  tab?: string;
}

function AgentsElement({ tab, ...props }: AgentsElementProps) {
  return (
    <SectionFrame {...props}>
      <AgentsSection {...(tab === undefined ? {} : { tab })} />
    </SectionFrame>
  );
}

/**
 * The agents section as a custom element.
 *
 * @tag vdc-agents
 * @attr {string} access-token - The console REST access token (a JWT) the portal obtained. The first element given a token sets the page's shared session; the API session timeout is the token's exp - iat, at most 1800 s.
 * @attr {string} refresh-token - The refresh token issued with the access token; the console renews the access token with it a minute before it expires.
 * @attr {string} proxy-base - Path or URL prefix the portal proxies the console APIs under (e.g. /portal/console-api): /rest and /view-vlsi/rest/v1/ are requested below it.
 * @attr {string} locale - Locale of the texts (de, en, es, fr, ja, ko, zh-CN, zh-TW); absent means the browser's language.
 * @attr {"light" | "dark" | "auto"} theme - Which default colours the --vdc-* tokens fall back to; auto follows the operating system.
 * @attr {number} page-size - Rows per page at the start: 20, 50 or 100 (another number takes the next of these); the user can change it in the footer.
 * @attr {number} page - The page of the section's grid to show, from 1; past the last page, the last. A new value moves the grid there.
 * @attr {string} selected - Ids of the rows to select at the start, separated by commas (the REST API's ids); a new list replaces the selection.
 * @attr {"all" | "none"} expanded - With all, every row that has details starts with them shown; each can still be collapsed.
 * @attr {string} pagination-text - The footer's range text with {first}, {last} and {total}, in the page's language (e.g. {first}-{last} of {total} desktops); where the pod gives no total, the grid's own text is shown.
 * @attr {"agents" | "updates" | "tasks"} tab - The tab to show (agents by default); the user can switch tabs inside the element, and a new value shows that tab.
 * @fires vdc-session-expired - VdcSessionExpiredEvent: The API session ended (a 401, or the refresh failed): sign in again and set new tokens. Detail: { reason }.
 * @fires vdc-navigate - VdcNavigateEvent: The user followed a link into another section. Detail: { section, tag, ids, route }; ids are keyed by the target element's attribute names.
 * @fires vdc-error - VdcErrorEvent: A banner-worthy error (server error, lost connection). Detail: { level, key, message, status }.
 * @csspart root - The element's outer container.
 * @csspart waiting - The note shown until the page's shared session is signed in.
 * @csspart agents - The section's content area.
 * @csspart grid - The grid of the selected tab.
 * @csspart grid-toolbar - The grid's toolbar (actions, filter, refresh, export).
 * @csspart grid-footer - The grid's footer (counts, paging).
 * @csspart dialog - The confirmation, results and register dialogs.
 * @cssprop --vdc-color-background - Page background. Default (light): #ffffff.
 * @cssprop --vdc-color-surface - Panels, headers and toolbars. Default (light): #f4f6f8.
 * @cssprop --vdc-color-text - Body text. Default (light): #1b2126.
 * @cssprop --vdc-color-text-muted - Secondary text. Default (light): #56616b.
 * @cssprop --vdc-color-border - Borders and separators. Default (light): #c9d1d8.
 * @cssprop --vdc-color-accent - Primary buttons, links and selection. Default (light): #0b63b6.
 * @cssprop --vdc-color-accent-text - Text on the accent colour. Default (light): #ffffff.
 * @cssprop --vdc-color-danger - Errors and destructive actions. Default (light): #b3261e.
 * @cssprop --vdc-color-warning - Warnings. Default (light): #8a5a00.
 * @cssprop --vdc-color-success - Healthy states. Default (light): #1e7b34.
 * @cssprop --vdc-color-info - Informational states. Default (light): #0b63b6.
 * @cssprop --vdc-color-focus - Focus ring. Default (light): #1a73e8.
 * @cssprop --vdc-radius - Corner radius. Default (light): 4px.
 * @cssprop --vdc-font-family - Font family. Default (light): system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif.
 * @cssprop --vdc-font-size - Base font size. Default (light): 0.875rem.
 * @cssprop --vdc-row-height - Grid row height. Default (light): 2.25rem.
 * @cssprop --vdc-space - Base spacing unit. Default (light): 0.5rem.
 */
export const VdcAgents = createElementClass(AgentsElement, agentsDescription);
