import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useLayoutEffect } from "react";
import {
  acceptBanner,
  declineBanner,
  domainOptions,
  loginError,
  loginPhase,
  noAccessReason,
  preLoginSettings,
  rememberedUser,
  startLogin,
  submitLogin,
  type LoginFormValues,
  type NoAccessReason,
} from "../../src/core/auth/sign-in.model";
import { displayText } from "../../src/core/i18n/display-message";
import { user } from "../../src/core/session/session.model";
import { CONSOLE_VERSION } from "../../src/core/version";
import { LoginForm } from "../../src/shell/login/login-form";
import { LoginScreen } from "../../src/shell/login/login-screen";
import { loginScreenStyles } from "../../src/shell/login/login-screen.styles";
import { PreLoginBannerDialog } from "../../src/shell/login/pre-login-banner-dialog";
import { useTranslation } from "../../src/ui/i18n/use-translation";
import { ProgressMask } from "../../src/ui/progress-mask/progress-mask";
import { createElementClass, hostOf, type ElementHostProps } from "../create-element";
import { ElementFrame } from "../element-frame";
import { VdcSignedInEvent } from "../element-events";
import { releaseHost, updateHost } from "../hosted-session";
import { loginDescription } from "./login.description";

export interface LoginElementProps extends ElementHostProps {
  proxyBase?: string;
  locale?: string;
  theme?: string;
  domain?: string;
}

const LOGIN_STYLES = [loginScreenStyles];

const NO_ACCESS_KEYS: Record<NoAccessReason, string> = {
  smartCardRequired: "login.noAccess.smartCardRequired",
  smartCardLogout: "login.noAccess.closeBrowser",
  notAllowed: "login.noAccess.notAllowed",
};

/** The console's sign-in flow (B's sign-in model) without the standalone shell's routing. */
function LoginFlow({ container, domain }: Pick<LoginElementProps, "container" | "domain">) {
  useSignals();
  const t = useTranslation();
  const phase = loginPhase.value;

  useEffect(() => {
    void startLogin();
  }, []);

  const settings = preLoginSettings.value;
  const remembered = rememberedUser.value;
  const serverDomains = domainOptions.value;
  // Without a domain list from the server, the portal's domain attribute is the one choice offered.
  const domains = serverDomains.length === 0 && domain ? [{ label: domain, value: domain }] : serverDomains;
  const initialValues = remembered
    ? { ...remembered, rememberUser: true }
    : domain
      ? { domain, rememberUser: false }
      : {};
  const error = loginError.value;
  const isBusy = phase === "signingIn";
  const signedInUser = user.value;

  const submit = (values: LoginFormValues) => {
    void submitLogin(values).then((route) => {
      const signedIn = user.peek();
      if (route === null || !signedIn) return;
      hostOf(container)?.dispatchEvent(
        new VdcSignedInEvent({ username: signedIn.username, domain: signedIn.domain }),
      );
    });
  };

  return (
    <LoginScreen version={CONSOLE_VERSION} errorMessage={error ? displayText(error, t) : undefined}>
      {phase === "starting" && <ProgressMask label={t("login.progress.loading")} />}
      {phase === "banner" && settings.banner && (
        <PreLoginBannerDialog
          header={settings.banner.header}
          message={settings.banner.message}
          onAccept={acceptBanner}
          onDecline={declineBanner}
        />
      )}
      {(phase === "form" || phase === "signingIn") && (
        <div className="login-form-area">
          <LoginForm
            key={domains.map((option) => option.value).join("|")}
            domains={domains}
            canRememberUser={settings.isUserNameCachingEnabled}
            isReady={phase === "form"}
            isBusy={isBusy}
            initialValues={initialValues}
            onSubmit={submit}
          />
          {isBusy && <ProgressMask label={t("login.form.signingIn")} />}
        </div>
      )}
      {phase === "signedIn" && signedInUser && (
        <p className="login-notice" role="status">
          {t("elements.login.signedIn", { domain: signedInUser.domain, username: signedInUser.username })}
        </p>
      )}
      {phase === "nonCompliant" && (
        <p className="login-warning" role="alert">
          {t("login.nonCompliant.message")}
        </p>
      )}
      {phase === "noAccess" && (
        <div className="login-no-access" role="alert">
          <p>{t(NO_ACCESS_KEYS[noAccessReason.value ?? "notAllowed"])}</p>
        </div>
      )}
    </LoginScreen>
  );
}

function LoginElement({ container, proxyBase, locale, theme, domain }: LoginElementProps) {
  // A host without tokens: it shares the page's session, and its banners and expiry become events.
  useLayoutEffect(() => {
    const host = hostOf(container);
    if (host) updateHost(host, { proxyBase });
  }, [container, proxyBase]);
  useLayoutEffect(() => {
    const host = hostOf(container);
    return () => {
      if (host) releaseHost(host);
    };
  }, [container]);
  return (
    <ElementFrame locale={locale} theme={theme} styles={LOGIN_STYLES}>
      <LoginFlow container={container} domain={domain} />
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
 * @fires vdc-session-expired - The session signed in here ended (a 401, or the refresh failed).
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
