import r2wc from "@r2wc/react-to-web-component";
import type { ComponentType } from "react";

/** The only attribute codecs the contract allows: r2wc's boolean, json and function codecs are traps. */
export type AttributeKind = "string" | "number";

/** Props every vdc element receives from r2wc: the shadow root it renders into. */
export interface ElementHostProps {
  container?: HTMLElement | ShadowRoot;
}

const R2WC_PROPS = Symbol.for("r2wc.props");
const R2WC_RENDER = Symbol.for("r2wc.render");

type R2wcInternals = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER]: () => void;
};

function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * Builds a custom element class around a React component, with an open shadow root and scalar
 * attributes only. Unlike plain r2wc, removing an attribute resets its prop to undefined.
 */
export function createElementClass<Props extends object>(
  component: ComponentType<Props>,
  attributes: Readonly<Record<string, AttributeKind>>,
): CustomElementConstructor {
  const props = Object.fromEntries(Object.entries(attributes).map(([name, kind]) => [camelCase(name), kind]));
  type R2wcProps = NonNullable<NonNullable<Parameters<typeof r2wc<Props>>[1]>["props"]>;
  const Base = r2wc(component, { shadow: "open", props: props as R2wcProps }) as unknown as {
    new (): R2wcInternals;
  };

  return class extends Base {
    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      if (newValue === null) {
        this[R2WC_PROPS][camelCase(name)] = undefined;
        this[R2WC_RENDER]();
        return;
      }
      (
        Base.prototype as unknown as { attributeChangedCallback: (...args: unknown[]) => void }
      ).attributeChangedCallback.call(this, name, oldValue, newValue);
    }
  };
}

/** Defines a tag once; a second definition of the same tag is a no-op, never an error. */
export function defineElement(tag: string, elementClass: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, elementClass);
}
