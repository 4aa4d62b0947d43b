import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const agentsDescription: ElementDescription = {
  tag: "vdc-agents",
  className: "VdcAgents",
  name: "agents",
  summary:
    "The agents on tabs: each machine's agent version with update available and its upgrade state and result, upgrades scheduled for many machines at once; the registered installer packages (register, unregister); the upgrade tasks' progress (cancel).",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "tab",
      kind: "string",
      type: '"agents" | "updates" | "tasks"',
      description:
        "The tab to show (agents by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "agents", description: "The section's content area." },
    { name: "grid", description: "The grid of the selected tab." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
    { name: "dialog", description: "The confirmation, results and register dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
