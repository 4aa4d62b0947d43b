import { describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error";
import {
  ContainerNotFoundError,
  SUBTREE_UNSUPPORTED,
  adContainersPath,
  base64Url,
  containerErrorMessage,
  containerPath,
  containerRdn,
  containerSearchOf,
  dnComponents,
  isInContainer,
  normaliseDn,
  unescapeDnValue,
} from "./ad-containers";
import { containerDomainOf, directorySearchOf, domainFilterValue, domainNamed } from "./directory-search";
import { directoryFiltersOf } from "./search-ad-users";

const decode = (value: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(value.replace(/-/g, "+").replace(/_/g, "/")), (character) =>
      character.charCodeAt(0),
    ),
  );

function restError(status: number, errorKey: string, message: string): ApiError {
  return new ApiError({
    status,
    body: { status, errors: [{ error_key: errorKey, error_message: message }] },
  });
}

describe("container input (spec 001 §5)", () => {
  it("recognises a distinguished name by ou= or cn= and keeps the subtree choice", () => {
    expect(containerSearchOf("OU=Sales,OU=People", true)).toEqual({
      kind: "below",
      rdn: "OU=Sales,OU=People",
      subTree: true,
    });
    expect(containerSearchOf("  cn=Computers ", false)).toEqual({
      kind: "below",
      rdn: "CN=Computers",
      subTree: false,
    });
  });

  it("searches containers by name, and refuses a subtree search by name with the spec's message", () => {
    expect(containerSearchOf("Sales", false)).toEqual({ kind: "byName", name: "Sales" });
    expect(containerSearchOf("Sales", true)).toEqual({ refused: SUBTREE_UNSUPPORTED });
    expect(containerSearchOf("   ", true)).toEqual({ kind: "top" });
  });

  it("escapes the values of a typed distinguished name by RFC 4514, keeping escapes already typed", () => {
    expect(normaliseDn("OU=R&D + Ops, Inc,OU=Desktops")).toBe("OU=R&D \\+ Ops\\, Inc,OU=Desktops");
    expect(normaliseDn("OU=A\\,B,ou=C")).toBe("OU=A\\,B,OU=C");
    expect(normaliseDn('CN=say "hi";#1')).toBe('CN=say \\"hi\\"\\;\\#1');
    expect(containerRdn("Sales <EU>")).toBe("OU=Sales \\<EU\\>");
    expect(containerRdn(" lead", "CN")).toBe("CN=\\ lead");
  });

  it("reads components back without their escapes, hex escapes included", () => {
    expect(dnComponents("OU=A\\,B,OU=People,DC=example")).toEqual([
      { type: "OU", value: "A,B" },
      { type: "OU", value: "People" },
      { type: "DC", value: "example" },
    ]);
    expect(unescapeDnValue("a\\2Cb\\\\c")).toBe("a,b\\c");
  });
});

describe("container calls (spec 001 §7)", () => {
  it("sends rdns and names Base64URL encoded, the subtree flag only with an rdn", () => {
    const below = adContainersPath("EXAMPLE", {
      kind: "below",
      rdn: "OU=Ventes été,OU=People",
      subTree: true,
    });
    const params = new URL(below, "http://x").searchParams;
    expect(below.startsWith("/external/v1/ad-domains/EXAMPLE/ad-containers?")).toBe(true);
    expect(decode(params.get("rdn") ?? "")).toBe("OU=Ventes été,OU=People");
    expect(params.get("rdn")).not.toMatch(/[+/=]/);
    expect(params.get("sub_tree_search")).toBe("true");
    const byName = new URL(adContainersPath("S-1", { kind: "byName", name: "Sales" }), "http://x")
      .searchParams;
    expect(decode(byName.get("container_name") ?? "")).toBe("Sales");
    expect(byName.has("sub_tree_search")).toBe(false);
    expect(adContainersPath("S-1", { kind: "top" })).toBe("/external/v1/ad-domains/S-1/ad-containers");
    expect(base64Url("??>")).toBe("Pz8-");
  });

  it("shows each container error key's own message, else the general one with the server's as details", () => {
    expect(containerErrorMessage(restError(404, "ad.domain.not.found", "x"))).toEqual({
      key: "UNABLE_TO_ACCESS_DOMAIN",
    });
    expect(containerErrorMessage(restError(404, "ad.container.not.found", "x"))).toEqual({
      key: "ui.directory.container.notFound",
    });
    expect(containerErrorMessage(restError(400, "ad.container.rdn.invalid", "x"))).toEqual({
      key: "ui.directory.container.rdnInvalid",
    });
    expect(containerErrorMessage(restError(400, "ad.container.subtree.unsupported", "x"))).toEqual({
      key: "ui.directory.container.subtreeUnsupported",
    });
    // Any other refusal in the console's words, the server's own sentence kept as details.
    expect(containerErrorMessage(restError(400, "other.key", "The server says no"))).toEqual({
      key: "UNABLE_PROCESS_REQUEST",
      details: "The server says no",
    });
    expect(containerErrorMessage(new ContainerNotFoundError())).toEqual({
      key: "ui.directory.container.notFound",
    });
  });
});

describe("records in a container", () => {
  it("matches a record's container path to an rdn, below it only for a subtree search", () => {
    expect(containerPath("OU=Sales,OU=People,DC=example,DC=com")).toBe("People/Sales");
    expect(isInContainer("example.com/People/Sales", "ou=sales,ou=people", false)).toBe(true);
    expect(isInContainer("example.com/People/Sales", "OU=People", false)).toBe(false);
    expect(isInContainer("example.com/People/Sales", "OU=People", true)).toBe(true);
    expect(isInContainer("example.com/Peoples", "OU=People", true)).toBe(false);
    expect(isInContainer(undefined, "OU=People", true)).toBe(false);
  });
});

describe("directory search input (spec 001 §5)", () => {
  const domains = [{ id: "S-1-5-21-1", dns_name: "example.com", netbios_name: "EXAMPLE" }];

  it("splits DOMAIN\\user and names a domain by its NetBIOS label or DNS name", () => {
    expect(directorySearchOf(" EXAMPLE\\jdoe ")).toEqual({ domain: "EXAMPLE", name: "jdoe" });
    expect(directorySearchOf("jdoe")).toEqual({ domain: "", name: "jdoe" });
    expect(domainNamed("example", domains)?.id).toBe("S-1-5-21-1");
    expect(domainNamed("EXAMPLE.COM", domains)?.id).toBe("S-1-5-21-1");
    expect(domainNamed("OTHER", domains)).toBeUndefined();
    expect(domainFilterValue("example", domains)).toBe("example.com");
    expect(domainFilterValue("other.org", domains)).toBe("other.org");
  });

  it("lists containers of the typed domain's SID, else of the pod's first domain", () => {
    expect(containerDomainOf("", domains)?.id).toBe("S-1-5-21-1");
    expect(containerDomainOf("example.com", domains)?.id).toBe("S-1-5-21-1");
    expect(containerDomainOf("CORP", domains)).toBeUndefined();
  });

  it("sends the documented filter for each form an administrator types", () => {
    expect(directoryFiltersOf("pdubois", domains)).toEqual([
      { type: "Contains", name: "login_name", value: "pdubois" },
      { type: "Contains", name: "name", value: "pdubois" },
    ]);
    expect(directoryFiltersOf("Pierre Dubois", domains)).toEqual([
      { type: "Contains", name: "name", value: "Pierre Dubois" },
    ]);
    const inExample = (filter: object) => ({
      type: "And",
      filters: [filter, { type: "Equals", name: "domain", value: "example.com" }],
    });
    expect(directoryFiltersOf("EXAMPLE\\pdubois", domains)).toEqual([
      inExample({ type: "Contains", name: "login_name", value: "pdubois" }),
      inExample({ type: "Contains", name: "name", value: "pdubois" }),
    ]);
    expect(directoryFiltersOf("pdubois@example.com", domains)).toEqual([
      { type: "StartsWith", name: "user_principal_name", value: "pdubois@example.com" },
      { type: "StartsWith", name: "email", value: "pdubois@example.com" },
    ]);
    expect(directoryFiltersOf("EXAMPLE\\", domains)).toEqual([
      { type: "Equals", name: "domain", value: "example.com" },
    ]);
    expect(directoryFiltersOf("  ", domains)).toEqual([]);
  });
});
