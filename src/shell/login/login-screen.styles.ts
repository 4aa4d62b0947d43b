import { css } from "../../ui/styles/style-sheet";

export const loginScreenStyles = css`
  .login-page {
    min-height: 100%;
    display: grid;
    place-items: center;
    padding: 2rem 1rem;
    background: var(--vdc-login-backdrop, linear-gradient(160deg, #0b3d6b, #062440));
  }
  .login-panel {
    width: 375px;
    min-height: 544px;
    max-width: 100%;
    display: flex;
    flex-direction: column;
    gap: 1rem;
    padding: 2rem;
    border-radius: var(--_radius);
    background: var(--_bg);
    box-shadow: 0 12px 32px rgb(0 0 0 / 35%);
  }
  .login-brand {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  .login-brand h1 {
    font-size: 1.5rem;
    margin: 0;
  }
  .login-version {
    margin: 0;
    color: var(--_muted);
  }
  .login-error {
    min-height: 1.25rem;
    margin: 0;
    color: var(--_danger);
  }
  .login-form {
    display: grid;
    gap: 0.875rem;
  }
  .login-form .vdc-button {
    width: 100%;
    min-height: 2.5rem;
  }
  .login-form-area {
    position: relative;
  }
  .login-notice {
    margin: 0;
    padding: 0.5rem 0.75rem;
    border-left: 3px solid var(--_info);
    background: var(--_surface);
  }
  .login-warning,
  .login-no-access p {
    margin: 0;
    padding: 0.75rem;
    border-left: 3px solid var(--_warning);
    background: var(--_surface);
  }
  .login-banner-message {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .login-footer {
    margin-top: auto;
    color: var(--_muted);
    font-size: 0.75rem;
  }
`;
