import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const applicationPoolDescription: ElementDescription = {
  tag: "vdc-application-pool",
  className: "VdcApplicationPool",
  name: "application-pool",
  summary:
    "One application pool: its summary with its health, entitlements and events. The way back to the list fires vdc-navigate for <vdc-application-pools>.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "application-id",
      kind: "string",
      type: "string",
      description: "The id of the application pool to show; without it the element shows nothing.",
    },
    {
      name: "tab",
      kind: "string",
      type: '"summary" | "entitlements" | "events"',
      description:
        "The tab to show (summary by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "application-pool", description: "The section's content area." },
    { name: "grid", description: "The grids of the tabs." },
    { name: "grid-toolbar", description: "A grid's toolbar." },
    { name: "grid-footer", description: "A grid's footer." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
