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
    "The SMB shares that hold user disks (path, domain account, capacity used): add, edit, test access and remove; the account's password is write-only.",
  attributes: [...SESSION_ATTRIBUTES],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "user-disk-shares", description: "The section's content area." },
    { name: "grid", description: "The shares grid." },
    { name: "grid-footer", description: "The grid's footer (counts)." },
    { name: "dialog", description: "The add, edit and confirmation dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
