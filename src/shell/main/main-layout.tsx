import { useSignals } from "@preact/signals-react/runtime";
import { useRef, useState, type ReactNode } from "react";
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
  const contentRef = useRef<HTMLElement>(null);
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
      {/* The first tab stop: past the header and the navigation in one key. A button, not an in-page
          anchor, because the address's hash is the console's route. */}
      <button type="button" className="shell-skip-link" onClick={() => contentRef.current?.focus()}>
        {t("shell.skipLink")}
      </button>
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
        <main ref={contentRef} className="shell-content" part="content" tabIndex={-1}>
          <ConsoleBanner />
          {children}
        </main>
      </div>
      <IdleWarning />
    </div>
  );
}
