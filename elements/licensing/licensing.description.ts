import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  SESSION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const licensingDescription: ElementDescription = {
  tag: "vdc-licensing",
  className: "VdcLicensing",
  name: "licensing",
  summary:
    "Product licensing and usage: licence details and health, usage counters and the customer experience program; changes need GLOBAL_CONFIG_MANAGEMENT.",
  attributes: SESSION_ATTRIBUTES,
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "licensing", description: "The section's content area." },
    { name: "dialog", description: "The licence key and usage dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
