import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  SESSION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const policiesDescription: ElementDescription = {
  tag: "vdc-policies",
  className: "VdcPolicies",
  name: "policies",
  summary:
    "The global policies (multimedia redirection, USB access, remote mode, PCoIP hardware acceleration) set to Allow or Deny, which pools set to Inherit follow, and where pools and users override them.",
  attributes: [...SESSION_ATTRIBUTES],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "policies", description: "The section's content area." },
    { name: "grid", description: "The overrides grid." },
    { name: "grid-footer", description: "The grid's footer (counts)." },
    { name: "dialog", description: "The edit dialog." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
