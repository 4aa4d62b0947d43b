import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const certificatesDescription: ElementDescription = {
  tag: "vdc-certificates",
  className: "VdcCertificates",
  name: "certificates",
  summary:
    "Every certificate the pod uses with its state (valid, about to expire, expired, invalid, not set) and the days left, what expires first on top, renewed through a signing request and an import.",
  attributes: [...GRID_SECTION_ATTRIBUTES],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "certificates", description: "The section's content area." },
    { name: "grid", description: "The certificate grid." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts)." },
    { name: "dialog", description: "The renewal dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
