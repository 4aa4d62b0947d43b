import { useSignals } from "@preact/signals-react/runtime";
import { useState, type ReactNode } from "react";
import { recordActivity } from "../../core/auth/idle-timeout";
import { logout } from "../../core/auth/sign-out";
import { targetAddress, user } from "../../core/session/session.model";
import { ConsoleBanner } from "../../ui/banner/banner";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ProductLogo } from "../login/product-logo";
import { navigate } from "../router/hash-location";
import { LOGIN_ROUTE } from "../router/routes";
import { HeaderSearch } from "./header-search";
import { IdleWarning } from "./idle-warning";
import { NavMenu } from "./nav-menu";

export interface MainLayoutProps {
  currentSection: string | null;
  children: ReactNode;
}

/** The signed-in frame: header with the admin's name and Sign out, navigation, banner and content. */
export function MainLayout({ currentSection, children }: MainLayoutProps) {
  useSignals();
  const t = useTranslation();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const signedIn = user.value;

  const signOut = async () => {
    setIsSigningOut(true);
    await logout();
    navigate(LOGIN_ROUTE, { replace: true });
    // A deliberate sign-out leaves no address to come back to.
    targetAddress.value = null;
  };

  return (
    <div
      className="shell"
      onPointerDown={() => recordActivity()}
      onKeyDown={() => recordActivity()}
      onWheel={() => recordActivity()}
    >
      <header className="shell-header" part="header">
        <a className="shell-brand" href="#/main/dashboard">
          <ProductLogo size={28} />
          <span>{t("app.productName")}</span>
        </a>
        <HeaderSearch />
        <span className="shell-user">
          {signedIn
            ? t("shell.header.user", {
                user: signedIn.domain ? `${signedIn.domain}\\${signedIn.username}` : signedIn.username,
              })
            : null}
        </span>
        <button type="button" className="vdc-button" disabled={isSigningOut} onClick={() => void signOut()}>
          {t("shell.header.signOut")}
        </button>
      </header>
      <div className="shell-body">
        <NavMenu currentSection={currentSection} />
        <main className="shell-content" part="content">
          <ConsoleBanner />
          {children}
        </main>
      </div>
      <IdleWarning />
    </div>
  );
}
