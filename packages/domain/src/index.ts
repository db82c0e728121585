export * from "./money.js";
export * from "./destination.js";
