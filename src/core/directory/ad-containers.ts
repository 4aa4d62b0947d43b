import { type ApiError } from "../http/api-error";
import { apiErrorMessage } from "../http/error-message";
import { restApi } from "../http/api-clients";
import type { DisplayMessage } from "../i18n/display-message";
import { escapeDnValue, isDistinguishedName } from "../utils/distinguished-name";

/** A directory container as the REST API answers it (ADContainerInfo): its rdn below the domain. */
export interface AdContainer {
  rdn: string;
}

/** What a container input asks for (spec 001 §5 and §7). */
export type ContainerSearch =
  /** Nothing typed: the domain's top-level containers. */
  | { kind: "top" }
  /** A distinguished name (ou= / cn=): the containers below it, or its whole subtree. */
  | { kind: "below"; rdn: string; subTree: boolean }
  /** A container or OU name: the containers whose name contains it (never a subtree search). */
  | { kind: "byName"; name: string };

/** The spec's refusal of a subtree search by name, before any call is made. */
export const SUBTREE_UNSUPPORTED: DisplayMessage = { key: "ui.directory.container.subtreeUnsupported" };

/** The message of each directory container error key (spec 001 §8); others show the server's message. */
const CONTAINER_ERROR_KEYS: Readonly<Record<string, string>> = {
  "ad.domain.not.found": "UNABLE_TO_ACCESS_DOMAIN",
  UNABLE_TO_ACCESS_DOMAIN: "UNABLE_TO_ACCESS_DOMAIN",
  "ad.container.not.found": "ui.directory.container.notFound",
  "ad.container.rdn.invalid": "ui.directory.container.rdnInvalid",
  "ad.container.subtree.unsupported": "ui.directory.container.subtreeUnsupported",
};

const ATTRIBUTE = /^\s*([A-Za-z][\w-]*)\s*=(.*)$/s;

/** Splits at commas that no backslash escapes. */
function splitUnescaped(text: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (character === "\\" && index + 1 < text.length) {
      current += character + text.charAt(index + 1);
      index += 1;
    } else if (character === ",") {
      parts.push(current);
      current = "";
    } else current += character;
  }
  parts.push(current);
  return parts;
}

/** Removes RFC 4514 escapes from a value: `\,` is `,`, `\2C` is the byte 0x2C. */
export function unescapeDnValue(value: string): string {
  return value.replace(/\\([0-9a-fA-F]{2}|.)/gs, (_match, escaped: string) =>
    escaped.length === 2 ? String.fromCharCode(parseInt(escaped, 16)) : escaped,
  );
}

/** The components of a distinguished name, values unescaped: "OU=Sales,OU=Desktops" → OU Sales, OU Desktops. */
export function dnComponents(dn: string): { type: string; value: string }[] {
  const components: { type: string; value: string }[] = [];
  for (const part of splitUnescaped(dn)) {
    const match = ATTRIBUTE.exec(part);
    const last = components.at(-1);
    // A comma not followed by "type=" belongs to the value before it ("OU=Sales, Inc").
    if (!match && last) last.value += `,${unescapeDnValue(part)}`;
    else if (match)
      components.push({
        type: (match[1] ?? "").toUpperCase(),
        value: unescapeDnValue(match[2] ?? "").trim(),
      });
  }
  return components;
}

/**
 * A distinguished name as typed, written with every value escaped by RFC 4514: "OU=R&D + Ops, Inc" becomes
 * "OU=R&D \+ Ops\, Inc". Escapes already typed are kept (they are undone first).
 */
export function normaliseDn(dn: string): string {
  return dnComponents(dn)
    .map((component) => `${component.type}=${escapeDnValue(component.value)}`)
    .join(",");
}

/** The rdn of an OU (or CN) with the given name: the name escaped as a distinguished name value. */
export function containerRdn(name: string, type: "OU" | "CN" = "OU"): string {
  return `${type}=${escapeDnValue(name)}`;
}

/**
 * What a container input asks for: a distinguished name (starts with ou= or cn=) lists below it, with the
 * subtree when asked; a name searches containers by name, and a subtree search by name is refused with the
 * spec's message ('Subtree search not supported for container or OU name').
 */
export function containerSearchOf(
  input: string,
  subTree: boolean,
): ContainerSearch | { refused: DisplayMessage } {
  const text = input.trim();
  if (text === "") return { kind: "top" };
  if (isDistinguishedName(text)) return { kind: "below", rdn: normaliseDn(text), subTree };
  if (subTree) return { refused: SUBTREE_UNSUPPORTED };
  return { kind: "byName", name: text };
}

/** Base64URL of the text's UTF-8 bytes, without padding (how the REST API takes rdns and names). */
export function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const domainPath = (domainId: string) =>
  `/external/v1/ad-domains/${encodeURIComponent(domainId)}/ad-containers`;

/** The REST path of a container search in a domain (spec 001 §7). */
export function adContainersPath(domainId: string, search: ContainerSearch): string {
  const params = new URLSearchParams();
  if (search.kind === "below") {
    params.set("rdn", base64Url(search.rdn));
    if (search.subTree) params.set("sub_tree_search", "true");
  } else if (search.kind === "byName") params.set("container_name", base64Url(search.name));
  const query = params.toString();
  return query === "" ? domainPath(domainId) : `${domainPath(domainId)}?${query}`;
}

/** GET .../ad-containers with rdn, sub_tree_search or container_name. */
export function listAdContainers(domainId: string, search: ContainerSearch): Promise<AdContainer[]> {
  return restApi.get(adContainersPath(domainId, search)).json<AdContainer[]>();
}

/** GET .../ad-containers/{rdn}: one container (404 ad.container.not.found when it does not exist). */
export function getAdContainer(domainId: string, rdn: string): Promise<AdContainer> {
  return restApi.get(`${domainPath(domainId)}/${base64Url(rdn)}`).json<AdContainer>();
}

/**
 * The containers a search finds; an empty answer is the spec's not-found message (an error, so pickers show
 * it like any other failure). A distinguished name is first checked to exist.
 */
export async function findAdContainers(domainId: string, search: ContainerSearch): Promise<AdContainer[]> {
  if (search.kind === "below") {
    const base = await getAdContainer(domainId, search.rdn);
    const below = await listAdContainers(domainId, search);
    return [base, ...below];
  }
  const found = await listAdContainers(domainId, search);
  if (found.length === 0) throw new ContainerNotFoundError();
  return found;
}

/** No container matched a search (spec 001 §5: an empty container search shows a not-found message). */
export class ContainerNotFoundError extends Error {
  readonly displayMessage: DisplayMessage = { key: "ui.directory.container.notFound" };
  constructor() {
    super("No container matches the search");
    this.name = "ContainerNotFoundError";
  }
}

/** The message for a failed container call: the key's own message, otherwise the first error message. */
export function containerErrorMessage(error: unknown): DisplayMessage {
  if (error instanceof ContainerNotFoundError) return error.displayMessage;
  return apiErrorMessage(error, {
    ownKey: (apiError: ApiError) =>
      apiError.errorKey === undefined ? undefined : CONTAINER_ERROR_KEYS[apiError.errorKey],
  });
}

/**
 * The container path of an rdn as directory records name their container below the domain:
 * "OU=Sales,OU=People" → "People/Sales".
 */
export function containerPath(rdn: string): string {
  return dnComponents(rdn)
    .filter((component) => component.type !== "DC")
    .map((component) => component.value)
    .reverse()
    .join("/");
}

/**
 * Whether a directory record's container ("example.com/People/Sales") is the chosen container, or below it
 * for a subtree search. Names compare without case, as the directory does.
 */
export function isInContainer(recordContainer: string | undefined, rdn: string, subTree: boolean): boolean {
  if (!recordContainer) return false;
  const below = recordContainer.split("/").slice(1).join("/").toLowerCase();
  const path = containerPath(rdn).toLowerCase();
  return below === path || (subTree && below.startsWith(`${path}/`));
}
