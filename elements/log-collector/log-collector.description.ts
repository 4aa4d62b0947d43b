import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  SESSION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const logCollectorDescription: ElementDescription = {
  tag: "vdc-log-collector",
  className: "VdcLogCollector",
  name: "log-collector",
  summary:
    "The log collector on tabs: choose connection servers, agents (machines and RDS hosts) and clients and collect their logs; follow each target's collection step by step, cancel it and download the finished bundles; set the log level of each component.",
  attributes: [
    ...SESSION_ATTRIBUTES,
    {
      name: "tab",
      kind: "string",
      type: '"search" | "monitor" | "levels"',
      description:
        "The tab to show (search by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "log-collector", description: "The section's content area." },
    { name: "grid", description: "The grid of the search or monitor tab." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
    { name: "dialog", description: "The confirmation, results and log level dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
