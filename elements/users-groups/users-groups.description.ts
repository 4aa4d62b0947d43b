import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const usersGroupsDescription: ElementDescription = {
  tag: "vdc-users-groups",
  className: "VdcUsersGroups",
  name: "users-groups",
  summary:
    "Users and groups: entitled users and groups with their local entitlements, gateway (remote) access, federation home sites and their resolution for a user, and the unauthenticated access users. A user name fires vdc-navigate for <vdc-user>.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "tab",
      kind: "string",
      type: '"entitlements" | "remoteAccess" | "homeSiteAssignment" | "homeSiteResolution" | "unauthenticatedAccess"',
      description:
        "The tab to show (entitlements by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "users-groups", description: "The section's content area." },
    { name: "grid", description: "The grid of the selected tab." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
    {
      name: "dialog",
      description:
        "The directory search, home site, unauthenticated access user, confirmation and results dialogs.",
    },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
