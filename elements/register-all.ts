// Defines every vdc element. A page that wants only some imports their own vdc-<name>.js modules.
import "./login/vdc-login";
