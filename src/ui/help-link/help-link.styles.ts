/** The help link: an icon and a short word, in the link colour, sitting at the end of a header. */
export const helpLinkStyles = /* css */ `
  .vdc-help-link {
    display: inline-flex;
    align-items: center;
    gap: 0.25em;
    color: var(--_link, var(--_focus));
    text-decoration: none;
  }
  .vdc-help-link:hover {
    text-decoration: underline;
  }
  .vdc-help-link__icon {
    flex: none;
  }
`;
