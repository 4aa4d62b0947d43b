import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const globalEntitlementsDescription: ElementDescription = {
  tag: "vdc-global-entitlements",
  className: "VdcGlobalEntitlements",
  name: "global-entitlements",
  summary:
    "The global entitlements of the pod federation: the list with the add wizard, or with entitlement-id one entitlement's page (summary, local pools of every pod, users and groups, home site override). Opening an entitlement fires vdc-navigate for <vdc-global-entitlements> with its entitlement-id.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "entitlement-id",
      kind: "string",
      type: "string",
      description: "The id of the global entitlement to show; without it the element shows the list.",
    },
    {
      name: "tab",
      kind: "string",
      type: '"summary" | "local-desktop-pools" | "local-app-pools" | "users-groups" | "home-site-override"',
      description:
        "The tab of the entitlement's page (summary by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "global-entitlements", description: "The list's content area." },
    { name: "global-entitlement", description: "An entitlement's page." },
    { name: "grid", description: "The grids." },
    { name: "grid-toolbar", description: "A grid's toolbar." },
    { name: "grid-footer", description: "A grid's footer." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
