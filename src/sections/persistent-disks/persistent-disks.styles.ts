import { css } from "../../ui/styles/style-sheet";

/** Layout of the persistent disk lists; colours come from the theme's --vdc-* tokens. */
export const persistentDiskStyles = css`
  .vdc-disks__state {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--_space) / 2);
  }
`;

export const PERSISTENT_DISK_STYLES = [persistentDiskStyles];
