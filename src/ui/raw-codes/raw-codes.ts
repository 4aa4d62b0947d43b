/**
 * The attribute that marks an element whose text the administrator (or the directory) typed: a name, a
 * description, a login. Its text is shown as is, so the raw-code check leaves it out.
 */
export const ADMIN_TEXT_ATTRIBUTE = "data-admin-text";

/** A text on screen that looks like an API code, and where it is. */
export interface RawCodeFinding {
  /** The text as shown, trimmed. */
  text: string;
  /** A short path of the elements above it (tag, id, class), to find it in the page. */
  path: string;
}

/**
 * Every text node under `root` (shadow roots included) that reads like an API code such as POOL_ENTITLE or
 * AGENT_UNREACHABLE, outside elements marked with data-admin-text: the console shows every enum value as a
 * translated text, so such a node is an untranslated value.
 *
 * The function carries everything it uses in its own body (no imports, no module constants), so an e2e
 * test can hand it to the browser as is (`page.evaluate(findRawCodes, …)` or its source text) and a story's
 * play function can call it on its canvas.
 */
export function findRawCodes(root: Node): RawCodeFinding[] {
  const looksLikeCode = /^[A-Z][A-Z0-9_]{3,}$/;
  const adminText = "data-admin-text";
  // Texts that are not shown: scripts, styles, templates.
  const hidden = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"]);
  const findings: { text: string; path: string }[] = [];

  const describe = (element: Element | null): string => {
    const parts: string[] = [];
    for (let current = element; current && parts.length < 4; current = current.parentElement) {
      const id = current.id ? `#${current.id}` : "";
      const className =
        typeof current.className === "string" && current.className.trim() !== ""
          ? `.${current.className.trim().split(/\s+/)[0]}`
          : "";
      parts.unshift(`${current.tagName.toLowerCase()}${id}${className}`);
    }
    return parts.join(" > ");
  };

  const visit = (node: Node): void => {
    if (node.nodeType === 3) {
      const text = (node.textContent ?? "").trim();
      if (looksLikeCode.test(text)) findings.push({ text, path: describe(node.parentElement) });
      return;
    }
    if (node.nodeType === 1) {
      const element = node as Element;
      if (hidden.has(element.tagName) || element.hasAttribute(adminText)) return;
      if (element.shadowRoot) visit(element.shadowRoot);
    }
    for (let child = node.firstChild; child; child = child.nextSibling) visit(child);
  };

  visit(root);
  return findings;
}
