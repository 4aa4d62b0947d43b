import { describe, expect, it } from "vitest";
import { ADMIN_TEXT_ATTRIBUTE, findRawCodes } from "./raw-codes";

function page(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

describe("findRawCodes", () => {
  it("lists texts that read like API codes, with where they are", () => {
    const root = page(
      `<dl><dt>Edition</dt><dd class="value">HORIZON_ENTERPRISE_CONCURRENT_USER</dd></dl>
       <p> AGENT_UNREACHABLE </p><p>Connected</p><p>VM-01</p><p>OK</p><p>PCoIP</p><p>Windows 11</p>`,
    );
    expect(findRawCodes(root)).toEqual([
      { text: "HORIZON_ENTERPRISE_CONCURRENT_USER", path: "div > dl > dd.value" },
      { text: "AGENT_UNREACHABLE", path: "div > p" },
    ]);
  });

  it("reads inside shadow roots", () => {
    const root = page("<section></section>");
    const host = document.createElement("vdc-panel");
    host.attachShadow({ mode: "open" }).innerHTML = "<span>BLAST</span>";
    root.querySelector("section")?.append(host);
    expect(findRawCodes(root).map((finding) => finding.text)).toEqual(["BLAST"]);
  });

  it("leaves out what the administrator typed and texts that are not shown", () => {
    const root = page(
      `<div ${ADMIN_TEXT_ATTRIBUTE}><span>EXAMPLE</span></div>
       <style>.A_B_C{}</style><script>POOL_ENTITLE</script><p>LEGACY</p>`,
    );
    expect(findRawCodes(root).map((finding) => finding.text)).toEqual(["LEGACY"]);
  });
});
