import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const userDescription: ElementDescription = {
  tag: "vdc-user",
  className: "VdcUser",
  name: "user",
  summary:
    "One directory user or group: its summary, desktop and application entitlements, sessions and events. The way back to the list fires vdc-navigate for <vdc-users-groups>.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "user-id",
      kind: "string",
      type: "string",
      description:
        "The directory id (SID) of the user or group to show; without it the element shows nothing.",
    },
    {
      name: "tab",
      kind: "string",
      type: '"summary" | "desktops" | "sessions" | "applications" | "events"',
      description:
        "The tab to show (summary by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "user", description: "The section's content area." },
    { name: "grid", description: "The grids of the tabs." },
    { name: "grid-toolbar", description: "A grid's toolbar." },
    { name: "grid-footer", description: "A grid's footer." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
