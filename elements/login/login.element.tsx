import { CONSOLE_VERSION } from "../../src/core/version";
import { LoginForm } from "../../src/shell/login/login-form";
import { LoginScreen } from "../../src/shell/login/login-screen";
import { loginScreenStyles } from "../../src/shell/login/login-screen.styles";
import { createElementClass, type ElementHostProps } from "../create-element";
import { ElementFrame } from "../element-frame";

export interface LoginElementProps extends ElementHostProps {
  locale?: string;
  theme?: string;
  domain?: string;
}

function LoginElement({ locale, theme, domain }: LoginElementProps) {
  const domains = domain ? [{ label: domain, value: domain }] : [];
  return (
    <ElementFrame locale={locale} theme={theme} styles={[loginScreenStyles]}>
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
 * The console's sign-in form for portals that want it.
 *
 * @tag vdc-login
 * @attr {string} locale - Locale of the texts (de, en, es, fr, ja, ko, zh-CN, zh-TW); default: the browser's.
 * @attr {"light" | "dark" | "auto"} theme - Colour scheme defaults; tokens still come from --vdc-* properties.
 * @attr {string} domain - Domain preselected in the form.
 * @csspart root - The element's outer container.
 * @csspart login-panel - The 375 x 544 sign-in panel.
 */
export const VdcLogin = createElementClass(LoginElement, {
  locale: "string",
  theme: "string",
  domain: "string",
});
