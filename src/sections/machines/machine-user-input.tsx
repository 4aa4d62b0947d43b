import { useId, useState } from "react";
import { DirectoryFindField } from "../../ui/entitlements/directory-find-field";
import type { ActionValues } from "../../ui/actions/section-action";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import type { AdUser } from "../../core/directory/get-ad-users";
import { searchAdUsers } from "../../core/directory/search-ad-users";
import { DirectoryCappedNotice } from "../../ui/entitlements/directory-capped-notice";

function userLabel(user: AdUser): string {
  const account =
    user.domain && user.login_name ? `${user.domain}\\${user.login_name}` : (user.name ?? user.id);
  return user.display_name && user.display_name !== account ? `${user.display_name} (${account})` : account;
}

type Search =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; users: AdUser[]; isCapped: boolean }
  | {
      status: "failed";
      error: unknown;
    };

/** Finds a directory user by name and chooses one of the matches (the user a machine is assigned to). */
export function MachineUserInput({
  values,
  set,
}: {
  values: ActionValues;
  set: (name: string, value: string | boolean) => void;
}) {
  const t = useTranslation();
  const errorText = useErrorText();
  const inputId = useId();
  const [text, setText] = useState("");
  const [search, setSearch] = useState<Search>({ status: "idle" });

  const find = () => {
    if (text.trim() === "") return;
    setSearch({ status: "loading" });
    set("userId", "");
    set("userName", "");
    // A machine is assigned to users: groups are never asked for.
    searchAdUsers(text, { kind: "users" }).then(
      ({ matches, isCapped }) => setSearch({ status: "ready", users: matches, isCapped }),
      (error: unknown) => setSearch({ status: "failed", error }),
    );
  };

  return (
    <div className="vdc-form">
      <DirectoryFindField
        id={inputId}
        label={t("machines.assign.searchLabel")}
        findLabel={t("machines.assign.find")}
        placeholder={t("ui.directory.namePlaceholder")}
        text={text}
        onText={setText}
        onFind={find}
      />
      {search.status === "loading" && <p role="status">{t("machines.assign.searching")}</p>}
      {search.status === "failed" && <p role="alert">{errorText(search.error)}</p>}
      {search.status === "ready" &&
        (search.users.length === 0 ? (
          <p role="status">{t("machines.assign.noMatches")}</p>
        ) : (
          <fieldset className="vdc-machines__matches">
            <legend>{t("machines.assign.matches")}</legend>
            {search.users.map((user) => (
              <label key={user.id} className="vdc-checkbox">
                <input
                  type="radio"
                  name={`${inputId}-user`}
                  value={user.id}
                  checked={values.userId === user.id}
                  onChange={() => {
                    set("userId", user.id);
                    set("userName", userLabel(user));
                  }}
                />
                {userLabel(user)}
              </label>
            ))}
            {search.isCapped && <DirectoryCappedNotice count={search.users.length} />}
          </fieldset>
        ))}
    </div>
  );
}
