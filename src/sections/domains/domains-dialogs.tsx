import { AuxiliaryAccountDialog } from "./auxiliary-account-dialog";
import { DomainBindDialog } from "./domain-bind-dialog";
import type { AdDomain, DomainBindRow, IcAccountRow } from "./domains.types";
import { IcAccountDialog } from "./ic-account-dialog";

/** The section's dialog that is open: an instant clone account, a binding, or a binding's auxiliary accounts. */
export type DomainsDialog =
  | { kind: "icAccount"; account?: IcAccountRow }
  | { kind: "bind"; domain?: DomainBindRow }
  | { kind: "auxiliary"; domain: DomainBindRow };

export interface DomainsDialogContentProps {
  dialog: DomainsDialog;
  /** The domains an instant clone account may belong to. */
  domains: readonly AdDomain[];
  onCancel: () => void;
  onSaved: () => void;
}

/** The open dialog of the domains section, a chunk loaded when one first opens (decision 0037). */
export function DomainsDialogContent({ dialog, domains, onCancel, onSaved }: DomainsDialogContentProps) {
  switch (dialog.kind) {
    case "icAccount":
      return (
        <IcAccountDialog account={dialog.account} domains={domains} onCancel={onCancel} onSaved={onSaved} />
      );
    case "bind":
      return <DomainBindDialog domain={dialog.domain} onCancel={onCancel} onSaved={onSaved} />;
    case "auxiliary":
      return <AuxiliaryAccountDialog domain={dialog.domain} onCancel={onCancel} onSaved={onSaved} />;
  }
}
