import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  SESSION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const persistentDisksDescription: ElementDescription = {
  tag: "vdc-persistent-disks",
  className: "VdcPersistentDisks",
  name: "persistent-disks",
  summary:
    "The persistent disks on tabs (attached, detached) with detach, archive, attach to a machine, delete and import from vCenter, on one or many disks.",
  attributes: [
    ...SESSION_ATTRIBUTES,
    {
      name: "tab",
      kind: "string",
      type: '"attached" | "detached"',
      description:
        "The tab to show (attached by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "persistent-disks", description: "The section's content area." },
    { name: "grid", description: "The disk grid of the selected tab." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
    { name: "dialog", description: "The confirmation, results and import dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
