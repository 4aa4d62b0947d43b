import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const farmsDescription: ElementDescription = {
  tag: "vdc-farms",
  className: "VdcFarms",
  name: "farms",
  summary:
    "The list of RDS farms with their hosts, sessions, health and status. Opening a farm fires vdc-navigate for <vdc-farm> with its farm-id.",
  attributes: GRID_SECTION_ATTRIBUTES,
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "farms", description: "The section's content area." },
    { name: "grid", description: "The farm grid." },
    { name: "grid-toolbar", description: "The grid's toolbar (filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
