// Defines every vdc element. A page that wants only some imports their own vdc-<name>.js modules.
import "./dashboard/vdc-dashboard";
import "./login/vdc-login";
