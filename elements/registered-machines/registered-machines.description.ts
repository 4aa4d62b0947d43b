import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const registeredMachinesDescription: ElementDescription = {
  tag: "vdc-registered-machines",
  className: "VdcRegisteredMachines",
  name: "registered-machines",
  summary:
    "The machines registered with the pod on tabs (RDS hosts, other physical or unmanaged machines) with enable, disable and remove on one or many hosts; the RDS hosts' drain state is shown.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "tab",
      kind: "string",
      type: '"rds" | "others"',
      description:
        "The tab to show (rds by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "registered-machines", description: "The section's content area." },
    { name: "grid", description: "The grid of the selected tab." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
    { name: "dialog", description: "The confirmation, results and import dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
