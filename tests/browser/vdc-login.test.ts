/// <reference types="mocha" />
// The built <vdc-login> element: registration, attributes, theming and clean teardown.
import { expect } from "chai";
import { importBuiltElements, mount, until } from "./support/built-elements";

before(() => importBuiltElements("vdc-login"));

function signInButton(element: HTMLElement) {
  return element.shadowRoot?.querySelector<HTMLButtonElement>("button[type=submit]") ?? null;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("<vdc-login> from the built bundle", () => {
  it("is defined and renders its form inside an open shadow root", async () => {
    expect(customElements.get("vdc-login")).to.be.a("function");
    const element = mount("<vdc-login></vdc-login>");
    const button = await until(() => signInButton(element), "the Sign in button");
    expect(button.textContent).to.equal("Sign in");
    expect(element.shadowRoot?.querySelector("input[name=username]")).to.not.equal(null);
  });

  it("adopts the console's stylesheets into its shadow root", async () => {
    const element = mount("<vdc-login></vdc-login>");
    await until(() => signInButton(element), "the form");
    expect(element.shadowRoot?.adoptedStyleSheets.length).to.be.greaterThan(0);
    const panel = element.shadowRoot?.querySelector<HTMLElement>(".login-panel");
    expect(panel?.getBoundingClientRect().width).to.equal(375);
  });

  it("follows the locale attribute, and falls back to the browser's language when it is removed", async () => {
    const element = mount('<vdc-login locale="de"></vdc-login>');
    await until(() => signInButton(element)?.textContent === "Anmelden", "German text");
    element.removeAttribute("locale");
    await until(() => signInButton(element)?.textContent === "Sign in", "English text again");
    element.setAttribute("locale", "ja");
    await until(() => signInButton(element)?.textContent === "サインイン", "Japanese text");
  });

  it("preselects the domain attribute and updates when it changes", async () => {
    const element = mount('<vdc-login domain="EXAMPLE"></vdc-login>');
    const select = await until(() => element.shadowRoot?.querySelector("select"), "the domain dropdown");
    expect(select.value).to.equal("EXAMPLE");
    element.setAttribute("domain", "LAB");
    await until(() => element.shadowRoot?.querySelector("option")?.value === "LAB", "the new domain");
  });

  it("takes theme tokens from --vdc-* custom properties on the page", async () => {
    const element = mount('<vdc-login theme="dark" style="--vdc-color-accent: rgb(255, 0, 0)"></vdc-login>');
    const button = await until(() => signInButton(element), "the form");
    expect(getComputedStyle(button).backgroundColor).to.equal("rgb(255, 0, 0)");
    const root = element.shadowRoot?.querySelector<HTMLElement>(".vdc-root");
    expect(getComputedStyle(root!).colorScheme).to.equal("dark");
  });

  it("unmounts its React tree when removed, and renders again when re-attached", async () => {
    const element = mount("<vdc-login></vdc-login>");
    await until(() => signInButton(element), "the form");
    element.remove();
    await until(() => element.shadowRoot?.childElementCount === 0, "the unmounted tree");
    document.body.append(element);
    await until(() => signInButton(element), "the form after re-attaching");
  });

  it("tolerates the registration module running twice", async () => {
    const first = customElements.get("vdc-login");
    await importBuiltElements("register-all");
    expect(customElements.get("vdc-login")).to.equal(first);
  });
});
