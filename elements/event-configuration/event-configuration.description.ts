import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  SESSION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const eventConfigurationDescription: ElementDescription = {
  tag: "vdc-event-configuration",
  className: "VdcEventConfiguration",
  name: "event-configuration",
  summary:
    "The event configuration: the event database (connection, write-only password, how long events show and stay; clearing it asks for its name), syslog servers and files; viewing needs GLOBAL_CONFIG_VIEW, changes GLOBAL_CONFIG_MANAGEMENT.",
  attributes: SESSION_ATTRIBUTES,
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "event-configuration", description: "The section's content area." },
    { name: "dialog", description: "The edit dialogs and the clear confirmation." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
