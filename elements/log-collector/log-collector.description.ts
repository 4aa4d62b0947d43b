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
    "The log collector: says that the pod does not offer it, since the public REST API 2212 has no troubleshooting calls.",
  attributes: [...SESSION_ATTRIBUTES],
  events: SECTION_EVENTS,
  cssParts: [ROOT_PART, WAITING_PART, { name: "log-collector", description: "The section's content area." }],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
