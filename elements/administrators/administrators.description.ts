import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const administratorsDescription: ElementDescription = {
  tag: "vdc-administrators",
  className: "VdcAdministrators",
  name: "administrators",
  summary:
    "Administrators and groups with their roles, custom roles and their privileges, the permissions that use each role, and the local and federation access groups; changes need GLOBAL_PERMISSION_MANAGEMENT, GLOBAL_ROLE_MANAGEMENT or FOLDER_MANAGEMENT on the local root.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "tab",
      kind: "string",
      type: '"administrators" | "rolePrivileges" | "rolePermissions" | "accessGroups" | "federationAccessGroups"',
      description:
        "The tab to show (administrators by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "administrators", description: "The section's content area." },
    { name: "grid", description: "The grid of the selected tab." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
    { name: "dialog", description: "The role, permission, access group, confirmation and results dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
