import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  SESSION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const globalSettingsDescription: ElementDescription = {
  tag: "vdc-global-settings",
  className: "VdcGlobalSettings",
  name: "global-settings",
  summary:
    "The pod's global settings (general, security, client restrictions, agent restrictions, client desired settings); editing needs GLOBAL_CONFIG_MANAGEMENT.",
  attributes: SESSION_ATTRIBUTES,
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "global-settings", description: "The section's content area." },
    { name: "dialog", description: "The settings edit dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
