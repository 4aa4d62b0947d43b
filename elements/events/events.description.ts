import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const eventsDescription: ElementDescription = {
  tag: "vdc-events",
  className: "VdcEvents",
  name: "events",
  summary:
    "The events list (read-only) for a time period, with severity, module, message and source filters and export; attributes set the filters it starts with or fix it to one pool, machine or user.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "severity",
      kind: "string",
      type: "string",
      description:
        "Severities shown first, comma-separated (ERROR, WARNING, INFO, AUDIT_FAIL, AUDIT_SUCCESS, UNKNOWN), as a dashboard count's link hands them over; the user can change the filter.",
    },
    {
      name: "module",
      kind: "string",
      type: "string",
      description:
        "Modules shown first, comma-separated (Admin, Broker, Client, Agent, Vlsi, Framework, Tunnel, Endpoint, TransferServer, Rest); the user can change the filter.",
    },
    {
      name: "period",
      kind: "string",
      type: '"1w" | "2w" | "3w" | "1m" | "2m" | "3m" | "6m"',
      description: "The time period shown first (one week by default); the user can choose another.",
      default: '"1w"',
    },
    {
      name: "desktop-pool-id",
      kind: "string",
      type: "string",
      description: "Shows only the events of this desktop pool.",
    },
    {
      name: "machine-id",
      kind: "string",
      type: "string",
      description: "Shows only the events of this machine.",
    },
    {
      name: "user-id",
      kind: "string",
      type: "string",
      description: "Shows only the events of this user (the user's SID).",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "events", description: "The section's content area." },
    { name: "grid", description: "The event grid." },
    { name: "grid-toolbar", description: "The grid's toolbar (time period, refresh, export, columns)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
    { name: "dropdown", description: "The time period choice." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
