// Every flow's raw-code check (browser.ts), registered for each test file: setup files run again for every
// file, while the modules the files import are shared by the files of a worker.
import { afterEach, beforeEach } from "vitest";
import { failOnRawCodesOfTheTest, startRawCodeCheck } from "./browser";

beforeEach(startRawCodeCheck);
afterEach(failOnRawCodesOfTheTest);
