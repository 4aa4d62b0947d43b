import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const desktopPoolDescription: ElementDescription = {
  tag: "vdc-desktop-pool",
  className: "VdcDesktopPool",
  name: "desktop-pool",
  summary:
    "One desktop pool: its summary, machines, machine details, applications, sessions, entitlements, events, tasks, policies and policy overrides. The way back to the list fires vdc-navigate for <vdc-desktop-pools>.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "pool-id",
      kind: "string",
      type: "string",
      description: "The id of the desktop pool to show; without it the element shows nothing.",
    },
    {
      name: "tab",
      kind: "string",
      type: '"summary" | "machines" | "machine-details" | "applications" | "sessions" | "entitlements" | "events" | "tasks" | "policies" | "policy-overrides"',
      description:
        "The tab to show (summary by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "desktop-pool", description: "The section's content area." },
    { name: "grid", description: "The grids of the tabs." },
    { name: "grid-toolbar", description: "A grid's toolbar." },
    { name: "grid-footer", description: "A grid's footer." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
