import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const machineDescription: ElementDescription = {
  tag: "vdc-machine",
  className: "VdcMachine",
  name: "machine",
  summary:
    "One machine: its summary (state, sessions, users and aliases, agent and operating system), vCenter settings and events, with the machine actions. The way back to the list fires vdc-navigate for <vdc-machines>.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "machine-id",
      kind: "string",
      type: "string",
      description: "The id of the machine to show; without it the element shows nothing.",
    },
    {
      name: "tab",
      kind: "string",
      type: '"summary" | "vcenter" | "events"',
      description:
        "The tab to show (summary by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "machine", description: "The section's content area." },
    { name: "grid", description: "The events grid." },
    { name: "grid-toolbar", description: "A grid's toolbar." },
    { name: "grid-footer", description: "A grid's footer." },
    { name: "dialog", description: "The confirmation dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
