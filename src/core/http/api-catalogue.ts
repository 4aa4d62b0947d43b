// The calls the console makes that the public REST API 2212 (../shared/reference/horizon-rest-openapi.yaml)
// does not have, each with its source. This is the one list: the test layers fail any other call outside
// the file, the emulator's real-pod profile (--api 2212) answers only the first generation of these, and
// the console treats a 404 of a listed call as "this pod does not offer it", never as a failure.

/** Where a call outside the 2212 file comes from. */
export type CallSource =
  /** A first-generation (view API) call the specification names, with its section. */
  | { kind: "spec"; section: string }
  /** A REST call of a later API version than 2212. */
  | { kind: "version"; version: string };

export interface CatalogueEntry {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** Full path with {placeholders}: `/rest/...` or `/view-vlsi/rest/v1/...`. */
  path: string;
  source: CallSource;
}

const VIEW = "/view-vlsi/rest/v1/";
const spec = (section: string): CallSource => ({ kind: "spec", section });

/** Every call outside the 2212 file the console may send. */
export const API_CATALOGUE: readonly CatalogueEntry[] = [
  // First generation: sign-in, session and start-up (spec 000 §7).
  { method: "POST", path: `${VIEW}login`, source: spec("000 §7") },
  { method: "GET", path: `${VIEW}login`, source: spec("000 §7") },
  { method: "POST", path: `${VIEW}logout`, source: spec("000 §7") },
  { method: "POST", path: `${VIEW}ceip/setlogintype`, source: spec("000 §7") },
  { method: "POST", path: `${VIEW}AdminUserOrGroup/getloginview`, source: spec("000 §7") },
  { method: "GET", path: `${VIEW}GlobalSettings/GetPreLogonSettings`, source: spec("000 §7") },
  { method: "GET", path: `${VIEW}globalsettings/get`, source: spec("000 §7") },
  { method: "POST", path: `${VIEW}globalsettings/update`, source: spec("000 §7") },
  { method: "GET", path: `${VIEW}ADDomain/List`, source: spec("000 §7") },
  { method: "POST", path: `${VIEW}AuthenticationManager/generateKeyMaterial`, source: spec("000 §7") },
  // First generation: the legacy calls (spec 000 §7 names them without a method; the emulator takes POST).
  { method: "POST", path: `${VIEW}AccessGroup/List`, source: spec("000 §7") },
  { method: "POST", path: `${VIEW}AccessGroup/Create`, source: spec("000 §7") },
  { method: "POST", path: `${VIEW}AccessGroup/Get`, source: spec("000 §7") },
  { method: "POST", path: `${VIEW}CategoryFolder/List`, source: spec("000 §7") },
  { method: "POST", path: `${VIEW}License/Get`, source: spec("000 §7") },
  { method: "POST", path: `${VIEW}License/Set`, source: spec("000 §7") },
  // The spec's "licensing service" (001 §7, path not shown) for the usage counters of 001 §3; 2212 REST has none.
  { method: "GET", path: `${VIEW}License/GetUsage`, source: spec("001 §7 licensing service") },
  { method: "POST", path: `${VIEW}License/ResetHighestUsage`, source: spec("001 §7 licensing service") },
  // First generation: query service, directory, entitlements, unauthenticated and gateway access (spec 001 §7).
  { method: "POST", path: `${VIEW}queryservice/query`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}queryservice/create`, source: spec("001 §7") },
  { method: "GET", path: `${VIEW}queryservice/getnext`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}queryservice/getnext`, source: spec("001 §7") },
  { method: "GET", path: `${VIEW}queryservice/delete`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}queryservice/delete`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}queryservice/deleteall`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}queryservice/getcount`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}ADUserOrGroup/Get`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}ADUserOrGroup/GetInfos`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}ADUserOrGroup/GetSummaryViews`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}ADUserOrGroup/GetView`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}ADUserOrGroup/Refresh`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}ADUserOrGroup/RefreshUsersOrGroups`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}EntitledUserOrGroup/GetLocalSummaryViews`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}EntitledUserOrGroup/GetInfos`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}UserEntitlement/CreateUserEntitlements`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}UserEntitlement/DeleteUserEntitlements`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}UserEntitlement/GetInfos`, source: spec("001 §7") },
  { method: "GET", path: `${VIEW}UnauthenticatedAccessUser/Get`, source: spec("001 §7") },
  { method: "GET", path: `${VIEW}UnauthenticatedAccessUser/List`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}UnauthenticatedAccessUser/Create`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}UnauthenticatedAccessUser/Update`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}UnauthenticatedAccessUser/Delete`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}GatewayAccessUserOrGroup/List`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}GatewayAccessUserOrGroup/Create`, source: spec("001 §7") },
  { method: "POST", path: `${VIEW}GatewayAccessUserOrGroup/Delete`, source: spec("001 §7") },
  // REST calls the spec's second generation names that 2212 lacks (spec 000 §7 lists them; they came
  // with later API versions). A 2212 pod answers 404 and the console does without them.
  { method: "GET", path: "/rest/config/v2/admin-users-or-groups/preferences", source: spec("000 §7 (REST)") },
  { method: "PUT", path: "/rest/config/v2/admin-users-or-groups/preferences", source: spec("000 §7 (REST)") },
  { method: "POST", path: "/rest/config/v1/ceip/action/set-login-type", source: spec("000 §7 (REST)") },
  {
    method: "GET",
    path: "/rest/config/v1/settings/agent-restriction-settings",
    source: spec("000 §7 (REST)"),
  },
  {
    method: "PUT",
    path: "/rest/config/v1/settings/agent-restriction-settings",
    source: spec("000 §7 (REST)"),
  },
  { method: "GET", path: "/rest/config/v1/settings/client-settings", source: spec("000 §7 (REST)") },
  // REST calls of later API versions (developer.broadcom.com, Horizon Server API <version>).
  { method: "POST", path: "/rest/config/v3/virtual-centers", source: { kind: "version", version: "2303" } },
  { method: "PUT", path: "/rest/config/v1/settings/client-settings", source: spec("000 §7 (REST)") },
];

/** A query parameter the spec names for REST lists that the 2212 file does not document on them. */
export interface CatalogueParameter {
  name: string;
  /** The lists it goes with: those the file documents as paged (`page` and `size`). */
  appliesTo: "paged lists";
  source: CallSource;
}

/**
 * Spec 000 §7 names sort_by and order_by beside filter, page and size as the REST lists' optional
 * parameters; the 2212 file documents them on no list. A pod that does not know them ignores them (query
 * parameters are not validated by its servlet), so a sorted grid shows that page in the pod's own order.
 */
export const CATALOGUE_PARAMETERS: readonly CatalogueParameter[] = [
  { name: "sort_by", appliesTo: "paged lists", source: spec("000 §7") },
  { name: "order_by", appliesTo: "paged lists", source: spec("000 §7") },
];

interface CompiledEntry {
  entry: CatalogueEntry;
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

const compiled: readonly CompiledEntry[] = API_CATALOGUE.map((entry) => ({
  entry,
  // View API paths are case-insensitive on a real pod; REST placeholders stand for one path segment.
  pattern: new RegExp(
    `^${entry.path
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith("{") ? "[^/]+" : escapeRegExp(part)))
      .join("")}/?$`,
    entry.path.startsWith(VIEW) ? "i" : "",
  ),
}));

/** The catalogue entry of a call (method and path without query), or undefined. */
export function catalogueEntryOf(method: string, path: string): CatalogueEntry | undefined {
  const upper = method.toUpperCase();
  return compiled.find(({ entry, pattern }) => entry.method === upper && pattern.test(path))?.entry;
}
