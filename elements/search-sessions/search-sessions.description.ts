import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const searchSessionsDescription: ElementDescription = {
  tag: "vdc-search-sessions",
  className: "VdcSearchSessions",
  name: "search-sessions",
  summary:
    "The sessions of every pod of the federation, filtered by user, pod, site, machine, state and protocol, with disconnect, log off, reset, restart and send message.",
  attributes: GRID_SECTION_ATTRIBUTES,
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "search-sessions", description: "The section's content area." },
    { name: "grid", description: "The session grid." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
    { name: "dialog", description: "The confirmation and send-message dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
