import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const desktopPoolsDescription: ElementDescription = {
  tag: "vdc-desktop-pools",
  className: "VdcDesktopPools",
  name: "desktop-pools",
  summary:
    "The list of desktop pools with their state, sessions and machines. Opening a pool fires vdc-navigate for <vdc-desktop-pool> with its pool-id.",
  attributes: GRID_SECTION_ATTRIBUTES,
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "desktop-pools", description: "The section's content area." },
    { name: "grid", description: "The pool grid." },
    { name: "grid-toolbar", description: "The grid's toolbar (filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
