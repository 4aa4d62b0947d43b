import type { ElementDescription } from "../elements/element-description";

export declare const ELEMENTS_DOC_PATH: string;
export declare const README_PATH: string;
export declare function elementsDocBlock(descriptions: readonly ElementDescription[]): string;
export declare function readmeBlock(descriptions: readonly ElementDescription[]): string;
export declare function withElementsBlock(text: string, block: string, path: string): string;
export declare function elementsDocFiles(
  descriptions: readonly ElementDescription[],
): { path: string; committed: string; fresh: string }[];
export declare function writeElementsDocs(descriptions: readonly ElementDescription[]): void;
