import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const helpdeskDescription: ElementDescription = {
  tag: "vdc-helpdesk",
  className: "VdcHelpdesk",
  name: "helpdesk",
  summary:
    "The help desk home: find a user by name, then the user's sessions on every pod (disconnect, log off, reset, restart, send message), assigned machines, entitlements and recent events, and the help desk activity (a view API query, through the proxy's held session).",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "user-id",
      kind: "string",
      type: "string",
      description:
        "The directory id (SID) of the user to show first; without it the element asks for a user. The user can find another one inside the element.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "helpdesk", description: "The section's content area." },
    { name: "helpdesk-sessions", description: "The user's sessions." },
    { name: "helpdesk-machines", description: "The user's machines." },
    { name: "helpdesk-entitlements", description: "The user's entitlements." },
    { name: "helpdesk-events", description: "The user's recent events." },
    { name: "helpdesk-activity", description: "The help desk activity." },
    { name: "grid", description: "The grids of the panels." },
    { name: "grid-toolbar", description: "A grid's toolbar (actions, filter, refresh)." },
    { name: "grid-footer", description: "A grid's footer (counts, paging)." },
    { name: "dialog", description: "The user search, confirmation and send-message dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
