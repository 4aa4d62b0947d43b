import { useState } from "react";
import { directorySearchOf } from "../../core/directory/directory-search";
import type { AdUser } from "../../core/directory/get-ad-users";
import { searchAdUsers } from "../../core/directory/search-ad-users";
import { directoryUserName } from "../../core/utils/user-name";
import { useErrorText } from "../i18n/error-text";
import { useTranslation } from "../i18n/use-translation";
import { DirectoryCappedNotice } from "./directory-capped-notice";

export interface DirectoryUserFieldProps {
  /** The id of the text field; the match list gets `${id}-match`. */
  id: string;
  /** The field's label (translated). */
  label: string;
  /** The chosen user, or null while none is chosen. */
  onChoose: (user: AdUser | null) => void;
}

type Search =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; users: AdUser[]; isCapped: boolean }
  | { status: "failed"; error: unknown };

/**
 * One directory user, found by name inside a form: "DOMAIN\user" narrows to that domain (spec 001 §5), the
 * first match is chosen and the others offered in a list.
 */
export function DirectoryUserField({ id, label, onChoose }: DirectoryUserFieldProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState("");
  const [search, setSearch] = useState<Search>({ status: "idle" });
  const find = () => {
    if (directorySearchOf(text).name === "") return;
    setSearch({ status: "loading" });
    onChoose(null);
    searchAdUsers(text, { kind: "users" }).then(
      ({ matches, isCapped }) => {
        setSearch({ status: "ready", users: matches, isCapped });
        onChoose(matches[0] ?? null);
      },
      (error: unknown) => setSearch({ status: "failed", error }),
    );
  };
  return (
    <>
      <div className="vdc-field">
        <label htmlFor={id}>{label}</label>
        <div className="vdc-toolbar">
          <input
            id={id}
            className="vdc-input"
            type="search"
            value={text}
            placeholder={t("ui.directory.namePlaceholder")}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              find();
            }}
          />
          <button type="button" className="vdc-button" onClick={find}>
            {t("ui.entitlements.find")}
          </button>
        </div>
      </div>
      {search.status === "loading" && <p role="status">{t("ui.directory.searching")}</p>}
      {search.status === "failed" && <p role="alert">{errorText(search.error)}</p>}
      {search.status === "ready" &&
        (search.users.length === 0 ? (
          <p role="status">{t("ui.entitlements.noMatches")}</p>
        ) : (
          <div className="vdc-field">
            <label htmlFor={`${id}-match`}>{t("ui.directory.match")}</label>
            <select
              id={`${id}-match`}
              className="vdc-select"
              onChange={(event) =>
                onChoose(search.users.find((user) => user.id === event.target.value) ?? null)
              }
            >
              {search.users.map((user) => (
                <option key={user.id} value={user.id}>
                  {directoryUserName(user)}
                </option>
              ))}
            </select>
            {search.isCapped && <DirectoryCappedNotice count={search.users.length} />}
          </div>
        ))}
    </>
  );
}
