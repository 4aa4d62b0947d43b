import r2wc from "@r2wc/react-to-web-component";
import { createElement, type ComponentType } from "react";
import type { AttributeKind, ElementDescription } from "./element-description";
import { ElementTextSetContext } from "./element-text-set";
import { signOutPage } from "./hosted-session";

export type { AttributeKind };

/** Props every vdc element receives from r2wc: the shadow root it renders into. */
export interface ElementHostProps {
  container?: HTMLElement | ShadowRoot;
}

/** The methods every vdc element has. */
export interface VdcElementMethods {
  /** Ends the page's console session; every vdc element on the page is signed out. */
  signOut(): Promise<void>;
}

/** The instance type of an element built from a component: HTMLElement, its attribute properties, its methods. */
export type VdcElement<Props> = HTMLElement & Partial<Omit<Props, "container">> & VdcElementMethods;

/** A class built by createElementClass, with the description it was built from. */
export interface VdcElementClass<Props> {
  new (): VdcElement<Props>;
  readonly description: ElementDescription;
}

const R2WC_PROPS = Symbol.for("r2wc.props");
const R2WC_RENDER = Symbol.for("r2wc.render");

type R2wcInternals = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER]: () => void;
};

/** The property name r2wc gives an attribute: pool-id becomes poolId. */
export function propertyName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * Builds a custom element class around a React component, with an open shadow root and the scalar
 * attributes of its description. Unlike plain r2wc, removing an attribute (or setting it to "") resets
 * its prop to undefined.
 */
export function createElementClass<Props extends object>(
  component: ComponentType<Props>,
  description: ElementDescription,
): VdcElementClass<Props> {
  const props = Object.fromEntries(
    description.attributes.map((attribute) => [propertyName(attribute.name), attribute.kind]),
  );
  type R2wcProps = NonNullable<NonNullable<Parameters<typeof r2wc<Props>>[1]>["props"]>;
  // The element's texts are its own text set, named after it: ElementFrame loads it before the content shows.
  const withTextSet = (componentProps: Props) =>
    createElement(
      ElementTextSetContext,
      { value: description.name },
      createElement(component, componentProps),
    );
  const Base = r2wc(withTextSet, { shadow: "open", props: props as R2wcProps }) as unknown as {
    new (): R2wcInternals;
  };

  class VdcElementBase extends Base {
    static readonly description = description;

    signOut(): Promise<void> {
      return signOutPage();
    }

    // A React host removing the element during its own render would make r2wc unmount a root while React
    // renders; unmounting after the current task also keeps an element that is only moved mounted.
    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected)
          (Base.prototype as unknown as { disconnectedCallback: () => void }).disconnectedCallback.call(this);
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      // r2wc ignores null and empty values, which would leave the previous value in force.
      if (newValue === null || newValue === "") {
        this[R2WC_PROPS][propertyName(name)] = undefined;
        this[R2WC_RENDER]();
        return;
      }
      (
        Base.prototype as unknown as { attributeChangedCallback: (...args: unknown[]) => void }
      ).attributeChangedCallback.call(this, name, oldValue, newValue);
    }
  }
  return VdcElementBase as unknown as VdcElementClass<Props>;
}

/** Defines a tag once; a second definition of the same tag is a no-op, never an error. */
export function defineElement(tag: string, elementClass: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, elementClass);
}

/** The custom element a component renders for, found from the shadow root r2wc hands it. */
export function hostOf(container: HTMLElement | ShadowRoot | undefined): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}
