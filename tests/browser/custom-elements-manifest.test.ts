/// <reference types="mocha" />
// The committed custom-elements.json against the BUILT bundles: every element it lists is registered by
// register-all.js and observes exactly the attributes the manifest documents, and nothing is left out.
import { expect } from "chai";
import { importBuiltElements } from "./support/built-elements";

interface ManifestElement {
  tagName?: string;
  attributes?: { name: string }[];
}

interface Manifest {
  modules: { declarations?: ManifestElement[] }[];
}

type ObservingElement = CustomElementConstructor & { observedAttributes?: string[] };

let documented: ManifestElement[] = [];

before(async () => {
  await importBuiltElements("register-all");
  const manifest = (await (await fetch("/custom-elements.json")).json()) as Manifest;
  documented = manifest.modules.flatMap((module) => module.declarations ?? []).filter((item) => item.tagName);
});

describe("custom-elements.json and the built elements", () => {
  it("documents the public elements, each of them defined by register-all", () => {
    const tags = documented.map((element) => element.tagName ?? "").sort();
    expect(tags).to.deep.equal([
      "vdc-administrators",
      "vdc-agents",
      "vdc-application-pool",
      "vdc-application-pools",
      "vdc-certificates",
      "vdc-command-palette",
      "vdc-dashboard",
      "vdc-desktop-pool",
      "vdc-desktop-pools",
      "vdc-domains",
      "vdc-event-configuration",
      "vdc-events",
      "vdc-farm",
      "vdc-farms",
      "vdc-federation",
      "vdc-global-entitlements",
      "vdc-global-settings",
      "vdc-helpdesk",
      "vdc-licensing",
      "vdc-log-collector",
      "vdc-login",
      "vdc-machine",
      "vdc-machines",
      "vdc-persistent-disks",
      "vdc-policies",
      "vdc-registered-machines",
      "vdc-search-sessions",
      "vdc-servers",
      "vdc-sessions",
      "vdc-user",
      "vdc-user-disk-shares",
      "vdc-users-groups",
    ]);
    for (const tag of tags) expect(customElements.get(tag), tag).to.not.equal(undefined);
  });

  it("lists exactly the attributes each built element observes", () => {
    for (const element of documented) {
      const tag = element.tagName ?? "";
      const built: ObservingElement | undefined = customElements.get(tag);
      const observed = [...(built?.observedAttributes ?? [])].sort();
      const listed = (element.attributes ?? []).map((attribute) => attribute.name).sort();
      expect(observed, tag).to.deep.equal(listed);
    }
  });
});
