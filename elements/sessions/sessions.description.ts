import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const sessionsDescription: ElementDescription = {
  tag: "vdc-sessions",
  className: "VdcSessions",
  name: "sessions",
  summary:
    "The sessions list with disconnect, log off, reset, restart and send message; set pool-id to show only one desktop pool's sessions.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "pool-id",
      kind: "string",
      type: "string",
      description: "Shows only the sessions of this desktop pool; absent means every session.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "sessions", description: "The section's content area." },
    { name: "grid", description: "The session grid." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
    { name: "dialog", description: "The confirmation and send-message dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
