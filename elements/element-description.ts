// The typed description of an element's public API: the one source of truth for its observed attributes
// (createElementClass), its TypeScript and React typings, and custom-elements.json (scripts/generate-manifest.mjs).
// Pure data, no imports: the manifest script loads it outside any bundler setup.

/** The only attribute codecs the contract allows: r2wc's boolean, json and function codecs are traps. */
export type AttributeKind = "string" | "number";

export interface AttributeDescription {
  name: string;
  kind: AttributeKind;
  /** TypeScript text of the value, e.g. `string` or `"light" | "dark" | "auto"`. */
  type: string;
  description: string;
  default?: string;
}

export interface EventDescription {
  name: string;
  /** The CustomEvent subclass in elements/element-events.ts. */
  type: string;
  description: string;
}

export interface NamedDescription {
  name: string;
  description: string;
  default?: string;
}

export interface MethodDescription {
  name: string;
  description: string;
  /** TypeScript text of the return type. */
  returns: string;
}

export interface ElementDescription {
  tag: string;
  className: string;
  /** The folder under elements/ and the name of the built module (dist/elements/vdc-<name>.js). */
  name: string;
  summary: string;
  attributes: readonly AttributeDescription[];
  events: readonly EventDescription[];
  cssParts: readonly NamedDescription[];
  cssProperties: readonly NamedDescription[];
  methods: readonly MethodDescription[];
}

export const ACCESS_TOKEN: AttributeDescription = {
  name: "access-token",
  kind: "string",
  type: "string",
  description:
    "The console REST access token (a JWT) the portal obtained. The first element given a token sets the page's shared session; the API session timeout is the token's exp - iat, at most 1800 s.",
};

export const REFRESH_TOKEN: AttributeDescription = {
  name: "refresh-token",
  kind: "string",
  type: "string",
  description:
    "The refresh token issued with the access token; the console renews the access token with it a minute before it expires.",
};

export const PROXY_BASE: AttributeDescription = {
  name: "proxy-base",
  kind: "string",
  type: "string",
  description:
    "Path or URL prefix the portal proxies the console APIs under (e.g. /portal/console-api): /rest and /view-vlsi/rest/v1/ are requested below it.",
  default: '""',
};

export const LOCALE: AttributeDescription = {
  name: "locale",
  kind: "string",
  type: "string",
  description:
    "Locale of the texts (de, en, es, fr, ja, ko, zh-CN, zh-TW); absent means the browser's language.",
};

export const THEME: AttributeDescription = {
  name: "theme",
  kind: "string",
  type: '"light" | "dark" | "auto"',
  description: "Which default colours the --vdc-* tokens fall back to; auto follows the operating system.",
  default: '"light"',
};

/** The attributes every section element shares. */
export const SESSION_ATTRIBUTES: readonly AttributeDescription[] = [
  ACCESS_TOKEN,
  REFRESH_TOKEN,
  PROXY_BASE,
  LOCALE,
  THEME,
];

/**
 * The grid settings a portal gives a section element (spec 001 §2, grid config): they apply to the grids of
 * the section, not to the grids inside its dialogs.
 */
export const GRID_ATTRIBUTES: readonly AttributeDescription[] = [
  {
    name: "page-size",
    kind: "number",
    type: "number",
    description:
      "Rows per page at the start: 20, 50 or 100 (another number takes the next of these); the user can change it in the footer.",
    default: "20",
  },
  {
    name: "page",
    kind: "number",
    type: "number",
    description:
      "The page of the section's grid to show, from 1; past the last page, the last. A new value moves the grid there.",
    default: "1",
  },
  {
    name: "selected",
    kind: "string",
    type: "string",
    description:
      "Ids of the rows to select at the start, separated by commas (the REST API's ids); a new list replaces the selection.",
  },
  {
    name: "expanded",
    kind: "string",
    type: '"all" | "none"',
    description: "With all, every row that has details starts with them shown; each can still be collapsed.",
    default: '"none"',
  },
  {
    name: "pagination-text",
    kind: "string",
    type: "string",
    description:
      "The footer's range text with {first}, {last} and {total}, in the page's language (e.g. {first}-{last} of {total} desktops); where the pod gives no total, the grid's own text is shown.",
  },
];

/** The attributes of a section element that shows grids: the session's and the grids'. */
export const GRID_SECTION_ATTRIBUTES: readonly AttributeDescription[] = [
  ...SESSION_ATTRIBUTES,
  ...GRID_ATTRIBUTES,
];

export const SESSION_EXPIRED_EVENT: EventDescription = {
  name: "vdc-session-expired",
  type: "VdcSessionExpiredEvent",
  description:
    "The API session ended (a 401, or the refresh failed): sign in again and set new tokens. Detail: { reason }.",
};

export const NAVIGATE_EVENT: EventDescription = {
  name: "vdc-navigate",
  type: "VdcNavigateEvent",
  description:
    "The user followed a link into another section. Detail: { section, tag, ids, route }; ids are keyed by the target element's attribute names.",
};

export const ERROR_EVENT: EventDescription = {
  name: "vdc-error",
  type: "VdcErrorEvent",
  description:
    "A banner-worthy error (server error, lost connection). Detail: { level, key, message, status }.",
};

/** The methods every element has (createElementClass adds them). */
export const ELEMENT_METHODS: readonly MethodDescription[] = [
  {
    name: "signOut",
    description:
      "Ends the page's console session, so every vdc element on the page is signed out: a sign-in through <vdc-login> logs out of the console; a portal's tokens are forgotten (end them on the portal's server). Fires no vdc-session-expired.",
    returns: "Promise<void>",
  },
];

/** The events every section element may fire. */
export const SECTION_EVENTS: readonly EventDescription[] = [
  SESSION_EXPIRED_EVENT,
  NAVIGATE_EVENT,
  ERROR_EVENT,
];

export const ROOT_PART: NamedDescription = { name: "root", description: "The element's outer container." };

export const WAITING_PART: NamedDescription = {
  name: "waiting",
  description: "The note shown until the page's shared session is signed in.",
};

/** The theme tokens of src/ui/styles/theme.styles.ts, with their light defaults. */
export const THEME_PROPERTIES: readonly NamedDescription[] = [
  { name: "--vdc-color-background", description: "Page background.", default: "#ffffff" },
  { name: "--vdc-color-surface", description: "Panels, headers and toolbars.", default: "#f4f6f8" },
  { name: "--vdc-color-text", description: "Body text.", default: "#1b2126" },
  { name: "--vdc-color-text-muted", description: "Secondary text.", default: "#56616b" },
  { name: "--vdc-color-border", description: "Borders and separators.", default: "#c9d1d8" },
  { name: "--vdc-color-accent", description: "Primary buttons, links and selection.", default: "#0b63b6" },
  { name: "--vdc-color-accent-text", description: "Text on the accent colour.", default: "#ffffff" },
  { name: "--vdc-color-danger", description: "Errors and destructive actions.", default: "#b3261e" },
  { name: "--vdc-color-warning", description: "Warnings.", default: "#8a5a00" },
  { name: "--vdc-color-success", description: "Healthy states.", default: "#1e7b34" },
  { name: "--vdc-color-info", description: "Informational states.", default: "#0b63b6" },
  { name: "--vdc-color-focus", description: "Focus ring.", default: "#1a73e8" },
  { name: "--vdc-radius", description: "Corner radius.", default: "4px" },
  {
    name: "--vdc-font-family",
    description: "Font family.",
    default: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  },
  { name: "--vdc-font-size", description: "Base font size.", default: "0.875rem" },
  { name: "--vdc-row-height", description: "Grid row height.", default: "2.25rem" },
  { name: "--vdc-space", description: "Base spacing unit.", default: "0.5rem" },
];
