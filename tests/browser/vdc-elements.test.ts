/// <reference types="mocha" />
// The element contract on the built bundles: attributes to behaviour, a shared session across elements,
// events that reach the document through shadow boundaries, clean disconnects and idempotent registration.
import { expect } from "chai";
import { importBuiltElements, mount, until } from "./support/built-elements";
import { fakeToken, installFakeApi } from "./support/fake-api";

const fakeApi = installFakeApi();

before(async () => {
  await importBuiltElements("vdc-dashboard");
  await importBuiltElements("vdc-desktop-pool");
});

/** Ends the page's shared session through the public contract: the last token taken away. */
async function signOutPage(): Promise<void> {
  const element = mount(`<vdc-dashboard access-token="${fakeToken("EXAMPLE\\admin")}"></vdc-dashboard>`);
  await until(() => isShowingSection(element), "the signed-in element");
  element.removeAttribute("access-token");
  await until(() => isWaiting(element), "the signed-out element");
  element.remove();
}

afterEach(async () => {
  document.body.replaceChildren();
  fakeApi.setAnswer(() => undefined);
  await signOutPage();
  document.body.replaceChildren();
  fakeApi.requests.length = 0;
});

function hasPart(element: HTMLElement, part: string): boolean {
  return Boolean(element.shadowRoot?.querySelector(`[part~="${part}"]`));
}

function isWaiting(element: HTMLElement): boolean {
  return hasPart(element, "waiting");
}

function isShowingSection(element: HTMLElement): boolean {
  return hasPart(element, "dashboard");
}

describe("vdc section elements from the built bundle", () => {
  it("waits for a session, then calls the APIs below proxy-base with the access-token attribute", async () => {
    const element = mount('<vdc-dashboard proxy-base="/portal-proxy"></vdc-dashboard>');
    await until(() => isWaiting(element), "the waiting note");
    expect(fakeApi.requests).to.deep.equal([]);

    const token = fakeToken("EXAMPLE\\admin");
    element.setAttribute("access-token", token);
    await until(() => isShowingSection(element), "the dashboard");
    await until(() => fakeApi.requests.length > 0, "API requests");
    for (const request of fakeApi.requests) {
      expect(request.path).to.match(/^\/portal-proxy\/(rest|view-vlsi)\//);
      expect(request.authorization).to.equal(`Bearer ${token}`);
    }
    expect(fakeApi.requests.map((request) => request.path)).to.include(
      "/portal-proxy/rest/config/v1/admin-users-or-groups/permissions",
    );
  });

  it("uses a changed token for later requests, and signs out when the attribute is removed", async () => {
    const element = mount(`<vdc-dashboard access-token="${fakeToken("EXAMPLE\\admin")}"></vdc-dashboard>`);
    await until(() => isShowingSection(element), "the dashboard");
    const renewed = fakeToken("EXAMPLE\\admin", 900);
    element.setAttribute("access-token", renewed);
    fakeApi.requests.length = 0;
    // A new element on the page makes the section load again, now with the renewed token.
    const second = mount("<vdc-dashboard></vdc-dashboard>");
    await until(() => fakeApi.requests.length > 0, "requests with the renewed token");
    expect(fakeApi.requests.every((request) => request.authorization === `Bearer ${renewed}`)).to.equal(true);

    element.removeAttribute("access-token");
    await until(() => isWaiting(element) && isWaiting(second), "both elements signed out");
  });

  it("shares one session between elements: the second needs no token of its own", async () => {
    const first = mount(`<vdc-dashboard access-token="${fakeToken("EXAMPLE\\admin")}"></vdc-dashboard>`);
    const second = mount('<vdc-dashboard theme="dark"></vdc-dashboard>');
    await until(() => isShowingSection(first) && isShowingSection(second), "both dashboards");
    first.remove();
    expect(isShowingSection(second)).to.equal(true);
  });

  it("fires vdc-session-expired on a 401, reaching the document from inside another shadow root", async () => {
    const outer = mount("<div></div>");
    const outerRoot = outer.attachShadow({ mode: "open" });
    const element = document.createElement("vdc-dashboard");
    element.setAttribute("access-token", fakeToken("EXAMPLE\\admin"));
    const events: Event[] = [];
    let path: EventTarget[] = [];
    const listener = (event: Event) => {
      events.push(event);
      path = event.composedPath();
    };
    document.addEventListener("vdc-session-expired", listener);
    fakeApi.setAnswer((request) =>
      request.path.includes("/rest/") ? new Response("", { status: 401 }) : undefined,
    );
    outerRoot.append(element);
    await until(() => events.length > 0, "vdc-session-expired on the document");
    document.removeEventListener("vdc-session-expired", listener);
    await until(() => isWaiting(element), "the signed-out element");
    expect(events).to.have.length(1);
    const event = events[0] as CustomEvent<{ reason: string }>;
    expect(event.constructor.name).to.not.equal("CustomEvent");
    expect(event).to.be.instanceOf(CustomEvent);
    expect(event.detail).to.deep.equal({ reason: "unauthorized" });
    expect(path).to.include(element);
    expect(path).to.include(outer);
  });

  it("turns a link into another section into vdc-navigate with the target element's ids", async () => {
    const element = mount(`<vdc-dashboard access-token="${fakeToken("EXAMPLE\\admin")}"></vdc-dashboard>`);
    await until(() => isShowingSection(element), "the dashboard");
    const link = document.createElement("a");
    link.href = "#/main/desktops/pool-7";
    link.textContent = "Pool 7";
    element.shadowRoot?.querySelector('[part~="root"]')?.append(link);
    const hashBefore = location.hash;
    const seen = new Promise<CustomEvent>((resolve) =>
      document.addEventListener("vdc-navigate", (event) => resolve(event), { once: true }),
    );
    link.click();
    const event = await seen;
    expect(event.detail).to.deep.equal({
      section: "desktop-pool",
      tag: "vdc-desktop-pool",
      ids: { "pool-id": "pool-7" },
      route: "/main/desktops/pool-7",
    });
    expect(event.bubbles && event.composed).to.equal(true);
    expect(location.hash).to.equal(hashBefore);
  });

  it("fires vdc-error with a translated message for a server error banner", async () => {
    fakeApi.setAnswer((request) =>
      request.path.includes("/monitor/") ? Response.json({}, { status: 500 }) : undefined,
    );
    const errors: CustomEvent<{ key: string; level: string; status: number | null; message: string }>[] = [];
    const listener = (event: Event) => errors.push(event as (typeof errors)[number]);
    document.addEventListener("vdc-error", listener);
    mount(`<vdc-dashboard access-token="${fakeToken("EXAMPLE\\admin")}"></vdc-dashboard>`);
    await until(() => errors.length > 0, "vdc-error");
    document.removeEventListener("vdc-error", listener);
    expect(errors[0]?.detail).to.include({ key: "SERVER_ERROR_OCCURRED_RETRY", level: "error", status: 500 });
    expect(errors[0]?.detail.message).to.be.a("string").and.not.equal("");
  });

  it("unmounts when removed: no render, no token refresh, no events afterwards", async () => {
    // Expires in 61 s: the console refreshes a minute ahead, so a live element would refresh in about 1 s.
    const element = mount(
      `<vdc-dashboard access-token="${fakeToken("EXAMPLE\\admin", 61)}"></vdc-dashboard>`,
    );
    element.setAttribute("refresh-token", "refresh-1");
    await until(() => isShowingSection(element), "the dashboard");
    element.remove();
    await until(() => element.shadowRoot?.childElementCount === 0, "the unmounted tree");
    fakeApi.requests.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fakeApi.requests.some((request) => request.path.endsWith("/rest/refresh"))).to.equal(false);

    const live = mount("<vdc-dashboard></vdc-dashboard>");
    await until(
      () => fakeApi.requests.some((request) => request.path.endsWith("/rest/refresh")),
      "the refresh of a connected element",
    );
    live.remove();
  });

  it("follows pool-id on <vdc-desktop-pool>: a changed id loads that pool, a removed id shows none", async () => {
    const element = mount(
      `<vdc-desktop-pool pool-id="pool-1" access-token="${fakeToken("EXAMPLE\\admin")}"></vdc-desktop-pool>`,
    );
    const poolRequests = () =>
      fakeApi.requests
        .map((request) => request.path)
        // Whichever documented version of the pool the page reads (v6 today).
        .filter((path) => /\/rest\/inventory\/v\d+\/desktop-pools\//.test(path));
    await until(() => poolRequests().some((path) => path.endsWith("/pool-1")), "pool-1 requested");
    element.setAttribute("pool-id", "pool 2");
    await until(() => poolRequests().some((path) => path.endsWith("/pool%202")), "pool 2 requested");
    await until(() => hasPart(element, "desktop-pool"), "the pool page");
    element.removeAttribute("pool-id");
    await until(() => !hasPart(element, "desktop-pool"), "no pool page without a pool-id");
    expect(hasPart(element, "root")).to.equal(true);
  });

  it("keeps its rendered tree when moved to another place in the page", async () => {
    const element = mount(`<vdc-dashboard access-token="${fakeToken("EXAMPLE\\admin")}"></vdc-dashboard>`);
    await until(() => isShowingSection(element), "the dashboard");
    const rendered = element.shadowRoot?.firstElementChild;
    const target = mount("<section></section>");
    target.append(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.shadowRoot?.firstElementChild).to.equal(rendered);
    expect(isShowingSection(element)).to.equal(true);
  });

  it("follows locale and theme attributes, and their removal", async () => {
    const element = mount('<vdc-dashboard locale="de" theme="dark"></vdc-dashboard>');
    const note = () => element.shadowRoot?.querySelector('[part="waiting"]')?.textContent ?? "";
    const scheme = () => {
      const root = element.shadowRoot?.querySelector<HTMLElement>(".vdc-root");
      return root ? getComputedStyle(root).colorScheme : "";
    };
    await until(() => note().startsWith("Warten auf die Anmeldung"), "German text");
    expect(scheme()).to.equal("dark");
    element.setAttribute("locale", "fr");
    await until(() => note().startsWith("En attente"), "French text");
    element.removeAttribute("locale");
    element.removeAttribute("theme");
    await until(() => note().startsWith("Waiting for the portal"), "the browser's language again");
    expect(scheme()).to.equal("light");
  });

  it("signs every element of the page out through any element's signOut()", async () => {
    const first = mount(`<vdc-dashboard access-token="${fakeToken("EXAMPLE\\admin")}"></vdc-dashboard>`);
    const second = mount('<vdc-desktop-pool pool-id="pool-1"></vdc-desktop-pool>');
    await until(() => isShowingSection(first) && hasPart(second, "desktop-pool"), "both signed in");
    const expired: Event[] = [];
    const listener = (event: Event) => expired.push(event);
    document.addEventListener("vdc-session-expired", listener);
    await (second as HTMLElementTagNameMap["vdc-desktop-pool"]).signOut();
    await until(() => isWaiting(first) && isWaiting(second), "both elements signed out");
    document.removeEventListener("vdc-session-expired", listener);
    expect(expired).to.deep.equal([]);
  });

  it("tolerates every registration module running again", async () => {
    const dashboard = customElements.get("vdc-dashboard");
    await importBuiltElements("register-all");
    await importBuiltElements("vdc-dashboard");
    expect(customElements.get("vdc-dashboard")).to.equal(dashboard);
    expect(customElements.get("vdc-login")).to.be.a("function");
  });
});
