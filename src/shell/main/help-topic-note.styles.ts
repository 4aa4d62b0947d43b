/** The help topic a route opens: a note above the section, in the console's info colours. */
export const helpTopicNoteStyles = /* css */ `
  .shell-help-topic {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 1rem;
    margin: 0 0 1rem;
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border, currentColor);
    border-radius: 4px;
  }
  .shell-help-topic__title {
    margin: 0;
    font-size: 1rem;
  }
  .shell-help-topic__text {
    margin: 0;
    flex: 1 1 20rem;
  }
`;
