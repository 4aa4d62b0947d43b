import {
  ELEMENT_METHODS,
  ERROR_EVENT,
  LOCALE,
  SESSION_EXPIRED_EVENT,
  PROXY_BASE,
  ROOT_PART,
  THEME,
  THEME_PROPERTIES,
  type ElementDescription,
} from "../element-description";

export const loginDescription: ElementDescription = {
  tag: "vdc-login",
  className: "VdcLogin",
  name: "login",
  summary:
    "The console's sign-in form, for portals that let administrators sign in to the console themselves. Signing in sets the page's shared session, so every other vdc element on the page is signed in too.",
  attributes: [
    PROXY_BASE,
    LOCALE,
    THEME,
    { name: "domain", kind: "string", type: "string", description: "Domain preselected in the form." },
  ],
  events: [
    SESSION_EXPIRED_EVENT,
    {
      name: "vdc-signed-in",
      type: "VdcSignedInEvent",
      description:
        "The user signed in and the shared session holds the tokens. Detail: { username, domain }.",
    },
    ERROR_EVENT,
  ],
  cssParts: [ROOT_PART, { name: "login-panel", description: "The 375 x 544 sign-in panel." }],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
