// Defines every vdc element. A page that wants only some imports their own vdc-<name>.js modules.
import "./administrators/vdc-administrators";
import "./dashboard/vdc-dashboard";
import "./desktop-pool/vdc-desktop-pool";
import "./desktop-pools/vdc-desktop-pools";
import "./event-configuration/vdc-event-configuration";
import "./events/vdc-events";
import "./farm/vdc-farm";
import "./farms/vdc-farms";
import "./global-settings/vdc-global-settings";
import "./licensing/vdc-licensing";
import "./login/vdc-login";
import "./machine/vdc-machine";
import "./machines/vdc-machines";
import "./persistent-disks/vdc-persistent-disks";
import "./registered-machines/vdc-registered-machines";
import "./sessions/vdc-sessions";
