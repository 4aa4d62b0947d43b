import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const domainsDescription: ElementDescription = {
  tag: "vdc-domains",
  className: "VdcDomains",
  name: "domains",
  summary:
    "The directory domains on tabs: instant clone domain accounts (add, change the password, delete), each domain as the connection servers see it with its trust, and domains bound without trust (bind, change the account, unbind, auxiliary accounts).",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "tab",
      kind: "string",
      type: '"instant-clone" | "connection-server" | "domain-bind"',
      description:
        "The tab to show (instant-clone by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "domains", description: "The section's content area." },
    { name: "grid", description: "The grid of the selected tab." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh)." },
    { name: "grid-footer", description: "The grid's footer (counts)." },
    { name: "dialog", description: "The confirmation, account and bind dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
