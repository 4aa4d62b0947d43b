import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const machinesDescription: ElementDescription = {
  tag: "vdc-machines",
  className: "VdcMachines",
  name: "machines",
  summary:
    "The machines on tabs (vCenter VMs, RDS hosts, others) with maintenance, restart, reset, recover, rebuild, user assignment and remove on one or many machines; a machine's name fires vdc-navigate for <vdc-machine>.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "tab",
      kind: "string",
      type: '"vcenter" | "rds" | "others"',
      description:
        "The tab to show (vcenter by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
    {
      name: "state",
      kind: "string",
      type: '"problem"',
      description:
        'With "problem", the list starts filtered to machines in a problem state, as a dashboard count\'s link hands it over; the user can clear the filter.',
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "machines", description: "The section's content area." },
    { name: "grid", description: "The machine grid of the selected tab." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
    { name: "dialog", description: "The confirmation and results dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
