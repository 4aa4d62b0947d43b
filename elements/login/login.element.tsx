import { CONSOLE_VERSION } from "../../src/core/version";
import { LoginForm } from "../../src/shell/login/login-form";
import { LoginScreen } from "../../src/shell/login/login-screen";
import { loginScreenStyles } from "../../src/shell/login/login-screen.styles";
import { createElementClass, type ElementHostProps } from "../create-element";
import { ElementFrame } from "../element-frame";
import { loginDescription } from "./login.description";

export interface LoginElementProps extends ElementHostProps {
  proxyBase?: string;
  locale?: string;
  theme?: string;
  domain?: string;
}

const LOGIN_STYLES = [loginScreenStyles];

function LoginElement({ locale, theme, domain }: LoginElementProps) {
  const domains = domain ? [{ label: domain, value: domain }] : [];
  return (
    <ElementFrame locale={locale} theme={theme} styles={LOGIN_STYLES}>
      <LoginScreen version={CONSOLE_VERSION}>
        <LoginForm
          domains={domains}
          canRememberUser={false}
          isReady={false}
          isBusy={false}
          onSubmit={() => {}}
        />
      </LoginScreen>
    </ElementFrame>
  );
}

/**
 * The console's sign-in form, for portals that let administrators sign in to the console themselves.
 *
 * @tag vdc-login
 * @attr {string} proxy-base - Path prefix the portal proxies the console APIs under.
 * @attr {string} locale - Locale of the texts (de, en, es, fr, ja, ko, zh-CN, zh-TW); default: the browser's.
 * @attr {"light" | "dark" | "auto"} theme - Colour scheme defaults; tokens still come from --vdc-* properties.
 * @attr {string} domain - Domain preselected in the form.
 * @fires vdc-signed-in - The user signed in; the page's shared session holds the tokens.
 * @fires vdc-error - A banner-worthy error.
 * @csspart root - The element's outer container.
 * @csspart login-panel - The 375 x 544 sign-in panel.
 * @cssprop --vdc-color-background
 * @cssprop --vdc-color-surface
 * @cssprop --vdc-color-text
 * @cssprop --vdc-color-text-muted
 * @cssprop --vdc-color-border
 * @cssprop --vdc-color-accent
 * @cssprop --vdc-color-accent-text
 * @cssprop --vdc-color-danger
 * @cssprop --vdc-color-warning
 * @cssprop --vdc-color-success
 * @cssprop --vdc-color-info
 * @cssprop --vdc-color-focus
 * @cssprop --vdc-radius
 * @cssprop --vdc-font-family
 * @cssprop --vdc-font-size
 * @cssprop --vdc-row-height
 * @cssprop --vdc-space
 */
export const VdcLogin = createElementClass(LoginElement, loginDescription);
