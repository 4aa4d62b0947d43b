import { CONSOLE_VERSION } from "../../core/version";
import { VdcRoot } from "../../ui/root/vdc-root";
import { LoginForm } from "../login/login-form";
import { LoginScreen } from "../login/login-screen";
import { loginScreenStyles } from "../login/login-screen.styles";

const SHELL_STYLES = [loginScreenStyles];

/** The standalone console: at this stage, its login screen. */
export function ConsoleApp() {
  return (
    <VdcRoot styles={SHELL_STYLES}>
      <LoginScreen version={CONSOLE_VERSION}>
        <LoginForm domains={[]} canRememberUser={false} isReady={false} isBusy={false} onSubmit={() => {}} />
      </LoginScreen>
    </VdcRoot>
  );
}
