import { createContext } from "react";

/**
 * What a dialog is modal to. "page": the standalone console owns the page, so the native modal dialog
 * (top layer, the rest of the document inert). "element": inside a custom element on a portal's page, the
 * dialog is modal to the element only (an overlay in its shadow root, focus kept in the dialog), and the
 * portal's own page stays usable.
 */
export type DialogScope = "page" | "element";

export const DialogScopeContext = createContext<DialogScope>("page");
