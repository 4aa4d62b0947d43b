import { css } from "./style-sheet";

/** Button bar, menus, dialog, wizard, combobox, status icon, popover, banner and progress mask. */
export const widgetStyles = css`
  .vdc-button-bar {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
  }
  .vdc-menu {
    position: relative;
    display: inline-block;
  }
  .vdc-menu__list,
  .vdc-combobox__list {
    position: absolute;
    z-index: 5;
    top: 100%;
    left: 0;
    display: grid;
    min-width: 100%;
    margin: 0.125rem 0 0;
    padding: 0.25rem 0;
    list-style: none;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: 0 4px 12px rgb(0 0 0 / 18%);
  }
  .vdc-combobox__list[hidden] {
    display: none;
  }
  .vdc-menu__item,
  .vdc-combobox__option,
  .vdc-combobox__empty {
    font: inherit;
    text-align: start;
    white-space: nowrap;
    padding: 0.375rem 0.75rem;
    border: 0;
    background: none;
    color: var(--_text);
    cursor: pointer;
  }
  .vdc-menu__item:hover,
  .vdc-menu__item:focus,
  .vdc-combobox__option:hover,
  .vdc-combobox__option[data-active] {
    background: color-mix(in srgb, var(--_accent) 14%, var(--_bg));
  }
  .vdc-menu__item[aria-disabled="true"] {
    color: var(--_muted);
    cursor: not-allowed;
  }
  .vdc-menu__reason:not([hidden]) {
    position: absolute;
    inset-inline-start: calc(100% + 0.25rem);
    inset-block-start: 0;
  }
  /* Why a control is unavailable, beside a bar button or a menu entry: one look for both. */
  .vdc-menu__reason,
  .vdc-disabled-reason__tip {
    z-index: 10;
    width: max-content;
    max-width: 20rem;
    padding: 0.25rem 0.5rem;
    border-radius: var(--_radius);
    background: var(--_text);
    color: var(--_bg);
    font-weight: 400;
  }
  .vdc-combobox__option[aria-selected="true"] {
    font-weight: 600;
  }
  .vdc-combobox__empty {
    color: var(--_muted);
    cursor: default;
  }
  .vdc-combobox,
  .vdc-command-palette {
    position: relative;
  }
  .vdc-command-palette__input {
    width: 100%;
    min-width: 16rem;
  }
  .vdc-command-palette__list {
    position: absolute;
    z-index: 6;
    top: 100%;
    left: 0;
    width: max(100%, 24rem);
    max-height: min(70vh, 32rem);
    overflow-y: auto;
    margin-top: 0.125rem;
    padding: 0.25rem 0;
    background: var(--_bg);
    color: var(--_text);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: 0 4px 12px rgb(0 0 0 / 18%);
  }
  .vdc-command-palette__list[hidden] {
    display: none;
  }
  .vdc-command-palette__heading {
    padding: 0.375rem 0.75rem 0.125rem;
    font-size: 0.75rem;
    font-weight: 600;
    color: var(--_muted);
    text-transform: uppercase;
  }
  .vdc-command-palette__option {
    display: grid;
    padding: 0.25rem 0.75rem;
    cursor: pointer;
  }
  .vdc-command-palette__option:hover,
  .vdc-command-palette__option[aria-selected="true"] {
    background: color-mix(in srgb, var(--_accent) 14%, var(--_bg));
  }
  .vdc-command-palette__detail {
    font-size: 0.75rem;
    color: var(--_muted);
  }
  .vdc-command-palette__status {
    position: absolute;
    z-index: 6;
    top: 100%;
    left: 0;
    width: max(100%, 24rem);
    margin-top: 0.125rem;
    padding: 0.375rem 0.75rem;
    background: var(--_bg);
    color: var(--_muted);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .vdc-combobox__control {
    display: flex;
  }
  .vdc-combobox__toggle,
  .vdc-dialog__close,
  .vdc-banner__dismiss,
  .vdc-more-info__button {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    padding: 0 0.5rem;
    cursor: pointer;
  }
  .vdc-dialog {
    padding: 0;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_text);
    width: min(var(--_dialog-width, 40rem), calc(100vw - 2rem));
    max-height: calc(100vh - 2rem);
  }
  .vdc-dialog[data-size="small"] {
    --_dialog-width: var(--vdc-dialog-width-small, 28rem);
  }
  .vdc-dialog[data-size="large"] {
    --_dialog-width: var(--vdc-dialog-width-large, 60rem);
  }
  /* Modal to one custom element: the overlay and the dialog stay inside the element's root. */
  .vdc-root:has(.vdc-dialog-overlay) {
    position: relative;
    min-height: 24rem;
  }
  .vdc-dialog-overlay {
    position: absolute;
    inset: 0;
    z-index: 20;
    background: var(--vdc-dialog-backdrop, rgb(0 0 0 / 45%));
  }
  .vdc-dialog[data-scope="element"] {
    position: absolute;
    inset-block-start: 1rem;
    z-index: 21;
    max-width: calc(100% - 2rem);
  }
  .vdc-dialog::backdrop {
    background: var(--vdc-dialog-backdrop, rgb(0 0 0 / 45%));
  }
  .vdc-dialog__frame {
    display: grid;
    grid-template-rows: auto 1fr auto;
    max-height: calc(100vh - 2rem);
  }
  .vdc-dialog__header {
    display: flex;
    align-items: center;
    gap: var(--_space);
    padding: calc(var(--_space) * 2);
    border-bottom: 1px solid var(--_border);
  }
  .vdc-dialog__title {
    flex: 1;
    margin: 0;
    font-size: 1.15em;
  }
  .vdc-dialog__main {
    display: flex;
    min-height: 0;
    overflow: auto;
  }
  .vdc-dialog__body {
    flex: 1;
    padding: calc(var(--_space) * 2);
  }
  .vdc-dialog__footer {
    display: flex;
    justify-content: flex-end;
    gap: var(--_space);
    padding: calc(var(--_space) * 2);
    border-top: 1px solid var(--_border);
  }
  .vdc-wizard__nav {
    min-width: 12rem;
    padding: calc(var(--_space) * 2);
    background: var(--_surface);
    border-right: 1px solid var(--_border);
  }
  .vdc-wizard__nav ol {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: var(--_space);
  }
  .vdc-wizard__nav li[aria-current="step"] {
    font-weight: 700;
    color: var(--_accent);
  }
  .vdc-wizard__nav li[data-done] {
    color: var(--_muted);
  }
  .vdc-wizard__counter {
    margin: 0;
    color: var(--_muted);
  }
  .vdc-wizard__step-title {
    margin: 0.25rem 0 var(--_space);
  }
  .vdc-choice-list__group {
    margin: 0 0 var(--_space);
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .vdc-choice-list {
    display: grid;
    gap: 0.25rem;
    max-height: 16rem;
    overflow: auto;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .vdc-choice-list__note {
    color: var(--_muted);
  }
  .vdc-choice-list__note[data-warning] {
    color: var(--_warning);
  }
  .vdc-status {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    vertical-align: middle;
  }
  .vdc-status[data-tone="danger"] .vdc-status__icon {
    color: var(--_danger);
  }
  .vdc-status[data-tone="warning"] .vdc-status__icon {
    color: var(--_warning);
  }
  .vdc-status[data-tone="success"] .vdc-status__icon {
    color: var(--_success);
  }
  .vdc-status[data-tone="muted"] .vdc-status__icon {
    color: var(--_muted);
  }
  .vdc-status[data-tone="info"] .vdc-status__icon {
    color: var(--_info);
  }
  /* A health and why (FarmHealthStatus): the reasons follow the status, quieter. */
  .vdc-health {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
  }
  .vdc-health__reasons {
    color: var(--_muted);
  }
  .vdc-more-info {
    display: inline-block;
  }
  .vdc-more-info__button {
    color: var(--_info);
  }
  .vdc-more-info__popover {
    position: fixed;
    inset: auto;
    margin: 0;
    max-width: 20rem;
    padding: var(--_space) calc(var(--_space) * 1.5);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_text);
    box-shadow: 0 4px 12px rgb(0 0 0 / 18%);
  }
  .vdc-banner {
    display: flex;
    align-items: center;
    gap: var(--_space);
    padding: var(--_space) calc(var(--_space) * 2);
    border-left: 4px solid var(--_info);
    background: color-mix(in srgb, var(--_info) 10%, var(--_bg));
  }
  .vdc-banner[data-level="error"] {
    border-color: var(--_danger);
    background: color-mix(in srgb, var(--_danger) 10%, var(--_bg));
  }
  .vdc-banner[data-level="warning"] {
    border-color: var(--_warning);
    background: color-mix(in srgb, var(--_warning) 12%, var(--_bg));
  }
  .vdc-banner__text {
    flex: 1;
  }
  .vdc-tabs__list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    border-bottom: 1px solid var(--_border);
  }
  .vdc-tabs__tab {
    font: inherit;
    background: none;
    border: none;
    border-bottom: 2px solid transparent;
    padding: 0.5rem 0.75rem;
    color: var(--_text);
    cursor: pointer;
  }
  .vdc-tabs__tab[aria-selected="true"] {
    border-bottom-color: var(--_accent);
    color: var(--_accent);
    font-weight: 600;
  }
  .vdc-tabs__tab:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .vdc-tabs__panel {
    padding: var(--_space) 0;
  }
  .vdc-progress-mask {
    position: absolute;
    inset: 0;
    z-index: 6;
    display: grid;
    place-items: center;
    background: var(--vdc-mask-background, rgb(255 255 255 / 70%));
  }
  .vdc-progress-mask__box {
    display: grid;
    justify-items: center;
    gap: var(--_space);
    padding: calc(var(--_space) * 2);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
`;
