import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  SESSION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const userDiskSharesDescription: ElementDescription = {
  tag: "vdc-user-disk-shares",
  className: "VdcUserDiskShares",
  name: "user-disk-shares",
  summary:
    "The user disk shares: says that the pod does not offer them, since the public REST API 2212 has no call for them.",
  attributes: [...SESSION_ATTRIBUTES],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "user-disk-shares", description: "The section's content area." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
