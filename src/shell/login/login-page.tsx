import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
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
} from "../../core/auth/sign-in.model";
import { displayText } from "../../core/i18n/display-message";
import { isEmbedded } from "../../core/session/session.model";
import { CONSOLE_VERSION } from "../../core/version";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ProgressMask } from "../../ui/progress-mask/progress-mask";
import { navigate } from "../router/hash-location";
import { LoginForm } from "./login-form";
import { LoginScreen } from "./login-screen";
import { PreLoginBannerDialog } from "./pre-login-banner-dialog";

const NO_ACCESS_KEYS: Record<NoAccessReason, string> = {
  smartCardRequired: "login.noAccess.smartCardRequired",
  smartCardLogout: "login.noAccess.closeBrowser",
  notAllowed: "login.noAccess.notAllowed",
};

export interface LoginPageProps {
  /** The login route was opened after a session expiry (?sessionTimeout=true). */
  isSessionTimeout: boolean;
}

function goTo(route: string | null): void {
  if (route) navigate(route, { replace: true });
}

/**
 * The login route: runs the start-up flow, then shows the form, the pre-login banner, the non-compliant
 * or the no-access screen. Hidden when the console is embedded (the portal signs in).
 */
export function LoginPage({ isSessionTimeout }: LoginPageProps) {
  useSignals();
  const t = useTranslation();
  const phase = loginPhase.value;

  useEffect(() => {
    let isActive = true;
    void startLogin().then((route) => {
      if (isActive) goTo(route);
    });
    return () => {
      isActive = false;
    };
  }, []);

  if (isEmbedded.value) return null;

  const error = loginError.value;
  const settings = preLoginSettings.value;
  const remembered = rememberedUser.value;
  const isBusy = phase === "signingIn";

  const submit = (values: LoginFormValues) => {
    void submitLogin(values).then(goTo);
  };

  return (
    <LoginScreen
      version={CONSOLE_VERSION}
      errorMessage={error ? displayText(error, t) : undefined}
      notice={isSessionTimeout ? t("login.notice.sessionTimeout") : undefined}
    >
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
            domains={domainOptions.value}
            canRememberUser={settings.isUserNameCachingEnabled}
            isReady={phase === "form"}
            isBusy={isBusy}
            initialValues={remembered ? { ...remembered, rememberUser: true } : {}}
            onSubmit={submit}
          />
          {isBusy && <ProgressMask label={t("login.form.signingIn")} />}
        </div>
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
