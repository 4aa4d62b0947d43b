import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const farmDescription: ElementDescription = {
  tag: "vdc-farm",
  className: "VdcFarm",
  name: "farm",
  summary:
    "One RDS farm: its summary, RDS hosts, application pools and sessions, with the farm actions. The way back to the list fires vdc-navigate for <vdc-farms>.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "farm-id",
      kind: "string",
      type: "string",
      description: "The id of the farm to show; without it the element shows nothing.",
    },
    {
      name: "tab",
      kind: "string",
      type: '"summary" | "rds-hosts" | "rds-pools" | "sessions"',
      description:
        "The tab to show (summary by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "farm", description: "The section's content area." },
    { name: "grid", description: "The grids of the tabs." },
    { name: "grid-toolbar", description: "A grid's toolbar." },
    { name: "grid-footer", description: "A grid's footer." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
