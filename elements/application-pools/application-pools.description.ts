import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const applicationPoolsDescription: ElementDescription = {
  tag: "vdc-application-pools",
  className: "VdcApplicationPools",
  name: "application-pools",
  summary:
    "The list of application pools with their farm or desktop pool, entitlements and health. Opening an application fires vdc-navigate for <vdc-application-pool> with its application-id.",
  attributes: GRID_SECTION_ATTRIBUTES,
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "application-pools", description: "The section's content area." },
    { name: "grid", description: "The application grid." },
    { name: "grid-toolbar", description: "The grid's toolbar (filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
