import type { ReactNode } from "react";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ProductLogo } from "./product-logo";

export interface LoginScreenProps {
  /** Console version shown under the product name. */
  version: string;
  /** The error line: the last sign-in failure, already translated. */
  errorMessage?: string | undefined;
  /** An informational line above the form, such as the session-timeout notice. */
  notice?: string | undefined;
  children: ReactNode;
}

/** The 375 x 544 login panel with logo, version, error line, the given body and the copyright footer. */
export function LoginScreen({ version, errorMessage, notice, children }: LoginScreenProps) {
  const t = useTranslation();
  return (
    <main className="login-page">
      <section className="login-panel" aria-labelledby="vdc-login-title" part="login-panel">
        <div className="login-brand">
          <ProductLogo />
          <h1 id="vdc-login-title">{t("app.productName")}</h1>
        </div>
        <p className="login-version">{t("login.version", { version })}</p>
        {notice && <p className="login-notice">{notice}</p>}
        <p className="login-error" role="alert">
          {errorMessage}
        </p>
        {children}
        <footer className="login-footer">
          {t("login.footer.copyright", { year: new Date().getFullYear() })}
        </footer>
      </section>
    </main>
  );
}
